import type { SavedSearchQuery } from '@surimarkt/contracts';
import { lazy, Suspense, useState } from 'react';
import { useKnownCurrentUser } from '@/shared/api/auth.api';
import { LazyLoginRequiredDialog } from '@/shared/ui/lazy-login-required-dialog';
import { savedSearchesTexts as t } from '../saved-searches.texts';

const SaveSearchDialog = lazy(() => import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })));

/** 'Bewaar deze zoekopdracht' for what the page shows; a guest is asked to log in first. */
export function SaveSearchButton({ query }: { query: SavedSearchQuery }) {
  const { data: user } = useKnownCurrentUser();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      {/* A plain button: antd loads with the dialog, not with the list pages. */}
      <button type="button" className="sm-btn" onClick={() => setOpen(true)}>
        <span aria-hidden>🔔</span> {t.saveButton}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          {user ? (
            <SaveSearchDialog query={query} onClose={() => setOpen(false)} />
          ) : (
            <LazyLoginRequiredDialog isOpen title={t.loginTitle} text={t.loginText} onClose={() => setOpen(false)} />
          )}
        </Suspense>
      )}
    </>
  );
}
