import { FormEvent, KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSuggestQuery, type Suggestion } from '../catalogueApi';
import { hotUrl } from '../hotQuery';
import './searchBox.css';

const DEBOUNCE_MS = 200;

/**
 * Goes to /hot with the word and every filter empty, on Enter or on the button (before hydration too). While typing it
 * offers the server's best matches: arrow keys move through them, Enter opens one, Escape closes.
 */
export function SearchBox() {
  const { t } = useTranslation(['layout', 'catalogue']);
  const navigate = useNavigate();
  const listId = useId();
  const [word, setWord] = useState('');
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = window.setTimeout(() => setTyped(word.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [word]);

  const { data } = useSuggestQuery(typed, { skip: typed.length < 2 });
  const suggestions = open && typed.length >= 2 ? (data ?? []).slice(0, 8) : [];

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (s: Suggestion) => {
    close();
    setWord(s.text);
    navigate(hotUrl(s.text));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (active >= 0 && suggestions[active]) return pick(suggestions[active]);
    close();
    navigate(hotUrl(word));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Escape' && suggestions.length > 0) {
      // Close the list only; without this the browser would also empty the search field.
      event.preventDefault();
      close();
    }
  };

  return (
    // A real GET form to /hot (its query: pageid, searchdata), so a search typed before the script
    // has started (a server-rendered page on a slow phone) still lands on the results; with the
    // script the app navigates itself, with the spec's whole query.
    <form className="search-box" role="search" action="/hot" method="get" onSubmit={submit}>
      <input
        type="search"
        name="searchdata"
        value={word}
        onChange={(event) => {
          setWord(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => window.setTimeout(close, 150)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        aria-autocomplete="list"
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        maxLength={200}
      />
      <button type="submit">{t('search.button')}</button>
      {/* After the visible field, so `.search-box input` still finds that one first. */}
      <input type="hidden" name="pageid" value="1" />
      <ul id={listId} role="listbox" aria-label={t('catalogue:suggest.label')} className="search-box__suggestions" hidden={suggestions.length === 0}>
        {suggestions.map((s, i) => (
          <li
            key={`${s.kind ?? ''}-${s.text}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(event) => {
              event.preventDefault();
              pick(s);
            }}
          >
            <span>{s.text}</span>
            {s.kind && <span className="search-box__kind">{t(`catalogue:suggest.kinds.${s.kind}`)}</span>}
          </li>
        ))}
      </ul>
      <span className="visually-hidden" role="status">
        {suggestions.length > 0 ? t('catalogue:suggest.count', { count: suggestions.length }) : ''}
      </span>
    </form>
  );
}
