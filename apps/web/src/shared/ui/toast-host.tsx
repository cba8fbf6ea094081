import { useSyncExternalStore } from 'react';
import { sharedTexts } from '../shared.texts';
import { toastStore } from './toast-store';

const ICONS = { success: '✅', error: '⛔', warning: '⚠️', info: 'ℹ️', loading: '⏳' } as const;

/** Shows the one current toast; errors and warnings are alerts for screen readers, the rest polite status. */
export function ToastHost() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  if (!toast) return null;
  const isUrgent = toast.kind === 'error' || toast.kind === 'warning';
  return (
    <div className={`sm-toast sm-toast--${toast.kind}`} role={isUrgent ? 'alert' : 'status'} key={toast.id}>
      <span aria-hidden="true">{ICONS[toast.kind]}</span>
      <div className="sm-toast__body">
        <p className="sm-toast__title">{toast.title}</p>
        {toast.description && <p className="sm-toast__text">{toast.description}</p>}
        {toast.action && (
          <button
            type="button"
            className="sm-btn sm-btn--primary sm-toast__action"
            onClick={() => {
              toastStore.close(toast.id);
              toast.action?.onClick();
            }}
          >
            {toast.action.label}
          </button>
        )}
      </div>
      <button type="button" className="sm-toast__close" aria-label={sharedTexts.close} onClick={() => toastStore.close(toast.id)}>
        ✕
      </button>
    </div>
  );
}
