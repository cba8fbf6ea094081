import { useIsOnline } from '../hooks/use-is-online';
import { offlineTexts } from '../offline.texts';
import './offline-notice.css';

/**
 * Stays at the bottom of the screen while the browser is offline. The live region is always there, so a screen reader
 * announces the text when it appears; it has no 'status' role, which the toasts use.
 */
export function OfflineNotice() {
  const isOnline = useIsOnline();
  return (
    <div className="sm-offline" aria-live="polite">
      {!isOnline && (
        <p className="sm-offline__text">
          <strong>{offlineTexts.notice}</strong> <span>{offlineTexts.detail}</span>
        </p>
      )}
    </div>
  );
}
