import { useEffect } from 'react';
import { sharedTexts } from '../shared.texts';

/** Spec §7: pages are titled 'title | site name'; without a title the site name alone. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${sharedTexts.siteName}` : sharedTexts.siteName;
  }, [title]);
}
