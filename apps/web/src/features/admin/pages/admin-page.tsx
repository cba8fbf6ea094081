import { ADMIN_MESSAGES } from '@surimarkt/contracts/texts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { serverMessage } from '@/shared/api/server-message';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useToast } from '@/shared/hooks/use-toast';
import { AntdProvider } from '@/shared/ui/antd-provider';
import { adminTexts as t } from '../admin.texts';
import { useEmailActionMutation } from '../api/admin.api';
import { useAdminSession } from '../api/admin-session';
import { AdminFrame } from '../components/admin-frame';
import { AdminLogin } from '../components/admin-login';
import { ADMIN_SECTIONS, type SectionKey } from '../sections/sections';

/**
 * /admin (back-office spec 2.1): the login screen, or the frame with the section of ?tab=. The operator's mail links
 * here with ?action=approve|reject&id=N&sig=...: after login the server checks the signature and performs it once,
 * and the address becomes /admin?tab=advertenties.
 */
export function AdminPage() {
  useDocumentTitle(t.title);
  const session = useAdminSession();
  const [params, setParams] = useSearchParams();
  const [emailAction] = useEmailActionMutation();
  const toast = useToast();
  const handled = useRef<string | null>(null);
  const tab = params.get('tab');
  const active = (ADMIN_SECTIONS.some((s) => s.key === tab) ? tab : ADMIN_SECTIONS[0].key) as SectionKey;

  useEffect(() => {
    const action = params.get('action');
    const id = params.get('id');
    const sig = params.get('sig');
    if (!session || !action || !id) return;
    const link = `${action}:${id}:${sig}`;
    if (handled.current === link) return;
    handled.current = link;
    setParams({ tab: 'advertenties' }, { replace: true });
    // The spec: only a numeric id leads to an action.
    if (!/^\d+$/.test(id) || !sig || (action !== 'approve' && action !== 'reject')) {
      toast.error(ADMIN_MESSAGES.actionFailed);
      return;
    }
    emailAction({ action, id: Number(id), sig })
      .unwrap()
      .then((reply) => toast.success(reply.message))
      .catch((error: unknown) => toast.error(ADMIN_MESSAGES.actionFailed, { description: serverMessage(error) ?? undefined }));
  }, [session, params, setParams, emailAction, toast]);

  return (
    <AntdProvider>{session ? <AdminFrame active={active} onSelect={(key) => setParams({ tab: key })} /> : <AdminLogin />}</AntdProvider>
  );
}
