import { Suspense, useState } from 'react';
import { useKnownCurrentUser } from '@/shared/api/auth.api';
import { useToast } from '@/shared/hooks/use-toast';
import { LazyLoginRequiredDialog } from '@/shared/ui/lazy-login-required-dialog';
import { type ReportBody } from '../api/reports.api';
import { reportsTexts as t } from '../reports.texts';
import { LazyReportDialog } from './lazy-report-dialog';
import './report-button.css';

interface ReportButtonProps {
  label: string;
  /** The button's accessible name when its label is short ('Melden' beside a review). */
  ariaLabel?: string;
  dialogTitle: string;
  send: (body: ReportBody) => Promise<{ message: string }>;
}

/** A quiet link-like button: guests are asked to log in, users get the dialog; once sent it says so. */
export function ReportButton({ label, ariaLabel, dialogTitle, send }: ReportButtonProps) {
  const { data: user } = useKnownCurrentUser();
  const [open, setOpen] = useState<'login' | 'report' | null>(null);
  const [isSent, setIsSent] = useState(false);
  const toast = useToast();

  if (isSent) return <span className="sm-report__done">{t.reported}</span>;
  return (
    <>
      <button type="button" className="sm-report" aria-label={ariaLabel} onClick={() => setOpen(user ? 'report' : 'login')}>
        <span aria-hidden>⚑</span> {label}
      </button>
      <Suspense fallback={null}>
        {open === 'login' && <LazyLoginRequiredDialog isOpen title={t.loginTitle} text={t.loginText} onClose={() => setOpen(null)} />}
        {open === 'report' && (
          <LazyReportDialog
            title={dialogTitle}
            onSend={send}
            onClose={() => setOpen(null)}
            onSent={(message) => {
              setOpen(null);
              setIsSent(true);
              toast.success(message);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
