import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTypedBeforeHydration } from '@/shared/hooks/use-typed-before-hydration';
import { links, paths } from '@/shared/lib/paths';
import { layoutTexts } from '../layout.texts';
import { searchSuggestions } from '../lib/search-suggestions';

/** Spec: suggestions hide 200 ms after blur, so a click on one still lands. */
const HIDE_DELAY_MS = 200;

export function SearchBox() {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, term, setTerm);
  const suggestions = isOpen ? searchSuggestions(term) : [];

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const search = (value: string) => {
    // Blank input is ignored: no navigation, no call.
    if (!value.trim()) return;
    setIsOpen(false);
    navigate(links.search(value.trim()));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // What the box shows: a submit can take the page over mid-hydration, before the state has what was typed.
    search(inputRef.current?.value ?? term);
  };

  return (
    // A plain GET form as well: before the script has run (a slow phone) or without it, a search still lands on the
    // results page, which the server renders.
    <form className="sm-search" role="search" action={paths.search} method="get" onSubmit={onSubmit}>
      <input
        ref={inputRef}
        className="sm-search__input"
        type="search"
        name="q"
        value={term}
        placeholder={layoutTexts.searchPlaceholder}
        aria-label={layoutTexts.searchLabel}
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={suggestions.length > 0}
        role="combobox"
        onChange={(e) => {
          setTerm(e.target.value);
          setIsOpen(true);
        }}
        onFocus={() => {
          clearTimeout(hideTimer.current);
          setIsOpen(true);
        }}
        onBlur={() => {
          hideTimer.current = setTimeout(() => setIsOpen(false), HIDE_DELAY_MS);
        }}
        enterKeyHint="search"
      />
      <button className="sm-search__button" type="submit" aria-label={layoutTexts.searchButton}>
        🔍
      </button>
      {suggestions.length > 0 && (
        <ul className="sm-search__suggestions" id={listId} role="listbox" aria-label={layoutTexts.suggestionsLabel}>
          {suggestions.map((s) => (
            <li
              key={s}
              role="option"
              aria-selected="false"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                setTerm(s);
                search(s);
              }}
            >
              {s}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
