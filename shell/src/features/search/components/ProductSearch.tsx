import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_TEXT_MAX } from '@pashmina/contracts';
import { productPath, searchPath, useGetProductsQuery, useI18n, withCatalogPart } from '@pashmina/shared-ui';
import { SearchIcon } from '../../../components/Icons';
import styles from './ProductSearch.module.css';

/** Pause after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Most matches the dropdown asks for; the API ranks the closest names first. */
export const SEARCH_LIMIT = 20;
// Only the box is on the first paint; the results' code loads when the box is first focused.
// Its texts are the Nepali catalog's `search` part on a Nepali page.
const SearchDropdown = lazy(() =>
  withCatalogPart('search', () => import('./SearchDropdown')).then((m) => ({ default: m.SearchDropdown })),
);

/**
 * The navbar's product search: a combobox whose listbox holds links to the matches. The list comes from the
 * server after a short pause in typing; Enter opens the highlighted match, or else the results page
 * (`/search?q=…`) in the app: the form never reloads the page. On phones the box hides
 * behind a search icon. The dropdown closes on an outside click, on Escape and after a choice.
 */
export function ProductSearch() {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const panelId = `${id}-panel`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { i18n } = useI18n();
  const searchLabel = i18n._({ id: 'search.label', message: 'Search products' });

  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false); // phones: the box is shown
  const [active, setActive] = useState(-1);
  const [dropdownNeeded, setDropdownLoaded] = useState(false); // the box has been used once

  // Debounce: the server sees the text once typing pauses.
  useEffect(() => {
    const next = text.trim();
    if (next === term) return;
    const timer = window.setTimeout(() => {
      setTerm(next);
      setActive(-1);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, term]);

  // GET /product?text=…&limit=20: names containing the text, or resembling it (typo-tolerant).
  const { currentData, isFetching, isError } = useGetProductsQuery(
    { text: term, limit: SEARCH_LIMIT },
    { skip: term === '' },
  );
  const results = currentData?.products ?? [];
  const showDropdown = open && term !== '' && text.trim() !== '';

  // A new page (a choice, or any other link) closes everything.
  const [seenPath, setSeenPath] = useState(pathname);
  if (pathname !== seenPath) {
    setSeenPath(pathname);
    setOpen(false);
    setExpanded(false);
    setText('');
    setTerm('');
  }

  // Outside click closes the dropdown (and, on phones, the box).
  useEffect(() => {
    if (!open && !expanded) return;
    const onPointerDown = (event: Event) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setOpen(false);
        setExpanded(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, expanded]);

  const choose = () => {
    setOpen(false);
    setExpanded(false);
    setText('');
    setTerm('');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    choose();
    // A phone's keyboard goes down with the box: the results are what the shopper came for.
    inputRef.current?.blur();
    navigate(searchPath(query));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // Keep the text (Chrome would clear a search field on Escape); close the list first, then the box.
      event.preventDefault();
      if (showDropdown) setOpen(false);
      else if (expanded) {
        setExpanded(false);
        toggleRef.current?.focus();
      }
      return;
    }
    if (!showDropdown && (event.key === 'ArrowDown' || event.key === 'ArrowUp') && term) {
      event.preventDefault();
      setOpen(true);
      return;
    }
    if (!showDropdown || results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === 'Enter' && active >= 0 && results[active]) {
      event.preventDefault();
      const target = productPath(results[active]._id);
      choose();
      navigate(target);
    }
  };

  // Keep the highlighted option in view while moving through a long list.
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label={expanded ? i18n._({ id: 'search.close', message: 'Close search' }) : searchLabel}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => {
          const next = !expanded;
          setExpanded(next);
          if (!next) setOpen(false);
          // Focus after the panel is shown.
          if (next) window.setTimeout(() => inputRef.current?.focus(), 0);
        }}
      >
        <SearchIcon />
      </button>

      <div id={panelId} className={styles.panel} data-expanded={expanded || undefined}>
        <form role="search" className={styles.form} onSubmit={onSubmit}>
          <label htmlFor={inputId} className="visually-hidden">
            {searchLabel}
          </label>
          <span className={styles.inputIcon} aria-hidden="true">
            <SearchIcon />
          </span>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            className={styles.input}
            placeholder={searchLabel}
            autoComplete="off"
            maxLength={SEARCH_TEXT_MAX}
            enterKeyHint="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showDropdown}
            aria-controls={dropdownNeeded ? listId : undefined}
            aria-activedescendant={showDropdown && active >= 0 ? `${listId}-${active}` : undefined}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setDropdownLoaded(true);
            }}
            onFocus={() => {
              setOpen(true);
              setDropdownLoaded(true);
            }}
            onKeyDown={onKeyDown}
          />
        </form>

        {dropdownNeeded && (
          <Suspense fallback={null}>
            <SearchDropdown
              listId={listId}
              open={showDropdown}
              results={results}
              isError={isError}
              searching={!currentData && isFetching}
              active={active}
              onChoose={choose}
              onHover={setActive}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
