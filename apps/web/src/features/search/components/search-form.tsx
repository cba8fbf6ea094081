import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { links, paths } from '@/shared/lib/paths';
import { searchTexts } from '../search.texts';

/** The page's own autofocused box; a blank term does not navigate. Keyed by the term so it follows the address. */
export function SearchForm({ initialTerm }: { initialTerm: string }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initialTerm);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) navigate(links.search(draft.trim()));
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
