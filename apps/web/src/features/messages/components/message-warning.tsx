import { useState } from 'react';
import { serverMessage } from '@/shared/api/server-message';
import { useToast } from '@/shared/hooks/use-toast';
import { useReportScamMessageMutation } from '../api/messages.api';
import { messagesTexts as t } from '../messages.texts';

/**
 * Under a message that looks like a scam, for its reader: the warning, and for a buyer one tap that reports the
 * seller's ad as a scam (a seller has the conversation's 'Blokkeer' above).
 */
export function MessageWarning({ adId, text, isBuyer }: { adId: number; text: string; isBuyer: boolean }) {
  const [report, { isLoading }] = useReportScamMessageMutation();
  const [isReported, setIsReported] = useState(false);
  const toast = useToast();

  const onReport = async () => {
    try {
      await report({ adId, text }).unwrap();
      setIsReported(true);
      toast.success(t.reported);
    } catch (failure) {
      toast.error(t.reportFailed, { description: serverMessage(failure) ?? undefined });
    }
  };

  return (
    <div className="sm-msg-warning" role="note">
      <p>{t.warning}</p>
      {isBuyer && !isReported && (
        <button type="button" className="sm-btn sm-btn--ghost sm-msg-warning__report" onClick={onReport} disabled={isLoading}>
          {t.reportScam}
        </button>
      )}
    </div>
  );
}
