import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { baseApi } from '@/shared/api/base-api';

/**
 * What the service worker tells the open pages about pushes: a push arrived (the header's unread count and the inbox
 * are counted again), or a tapped notification's page to show in this tab.
 */
export function PushWorkerMessages() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    // No worker here (an old browser, a private window): no pushes to hear about.
    if (typeof worker?.addEventListener !== 'function') return;
    const onMessage = (event: MessageEvent<{ type?: string; url?: unknown }>) => {
      const { type, url } = event.data ?? {};
      if (type === 'push') dispatch(baseApi.util.invalidateTags([{ type: 'Conversation', id: 'LIST' }]));
      if (type === 'open' && typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')) void navigate(url);
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [dispatch, navigate]);
  return null;
}
