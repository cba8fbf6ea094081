import { ADMIN_MESSAGES } from '@surimarkt/contracts/texts';
import { serverMessage } from '@/shared/api/server-message';
import { useToast } from '@/shared/hooks/use-toast';
import { useSetAdStatusMutation } from '../api/admin.api';

type Status = 'approved' | 'rejected' | 'pending';

/**
 * A decision on an ad with the toasts of the screen it is made on (spec 8): the ads table says 'Status bijgewerkt'
 * with the server's message, the moderation list 'Advertentie goedgekeurd' / 'Advertentie afgewezen'.
 */
export function useAdDecision(screen: 'table' | 'moderation') {
  const [setStatus] = useSetAdStatusMutation();
  const toast = useToast();
  return async (id: number, status: Status, reason?: string, fraud?: boolean) => {
    try {
      const reply = await setStatus({ id, status, reason, ...(fraud ? { fraud } : {}) }).unwrap();
      if (screen === 'table')
        toast.success(ADMIN_MESSAGES.statusUpdatedTitle, { description: reply.message || ADMIN_MESSAGES.statusUpdated });
      else toast.success(status === 'approved' ? ADMIN_MESSAGES.approved : ADMIN_MESSAGES.rejected);
    } catch (error) {
      if (screen === 'table')
        toast.error(ADMIN_MESSAGES.statusFailedTitle, { description: serverMessage(error) ?? ADMIN_MESSAGES.statusFailed });
      else toast.error(serverMessage(error) ?? ADMIN_MESSAGES.moderationFailed);
    }
  };
}
