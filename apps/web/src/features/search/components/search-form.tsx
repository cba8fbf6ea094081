import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTypedBeforeHydration } from '@/shared/hooks/use-typed-before-hydration';
import { links, paths } from '@/shared/lib/paths';
import { searchTexts } from '../search.texts';

/** The page's own autofocused box; a blank term does not navigate. Keyed by the term so it follows the address. */
export function SearchForm({ initialTerm }: { initialTerm: string }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initialTerm);
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, draft, setDraft);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // What the box shows: a submit can take the page over mid-hydration, before the state has what was typed.
    const term = (inputRef.current?.value ?? draft).trim();
    if (term) navigate(links.search(term));
  };
  return (
    // A plain GET to this page without JavaScript.
    <form
      className="sm-search-page__form"
      role="search"
      aria-label={searchTexts.title}
      method="get"
      action={paths.search}
      onSubmit={onSubmit}
    >
      <input
        ref={inputRef}
        type="search"
        name="q"
        aria-label={searchTexts.inputLabel}
        placeholder={searchTexts.placeholder}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        autoFocus
      />
      <button type="submit" className="sm-btn sm-btn--primary">
        {searchTexts.submit}
      </button>
    </form>
  );
}
