import { useEffect } from 'react';
import { INFO_TEXTS } from '../info.texts';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

/** Sets '<page> | SuriMarkt' as the document title, plus the description and og/twitter tags (accounts spec 2.16). */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    const fullTitle = `${title}${INFO_TEXTS.titleSuffix}`;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('name', 'twitter:card', 'summary');
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', description);
  }, [title, description]);
}
