import React, { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import Translate, { translate } from '@docusaurus/Translate';
import { debounce, SEARCH_DEBOUNCE_MS } from '@site/src/utils/search/debounce';
import { flattenGroups, groupSuggestions } from '@site/src/utils/search/group';
import { LOADING_DELAY_MS, type Searcher, type SearchOutcome } from '@site/src/utils/search/searcher';
import { measure } from '@site/src/utils/search/timing';
import { insertedAtOnce } from '@site/src/utils/search/insertedAtOnce';
import type { IndexState, SearchSuggestion } from '@site/src/utils/search/types';
import Highlighted from './Highlighted';
import { CloseIcon, SearchIcon, TYPE_ICONS } from './icons';
import styles from './styles.module.css';
import { keepTabInside } from '../../utils/focusTrap';

export interface SearchPanelProps {
  searcher: Searcher;
  /** `restoreFocus` is false when the panel closes because the reader opened a result. */
  onClose: (restoreFocus: boolean) => void;
}

interface Results {
  query: string;
  suggestions: SearchSuggestion[];
  failure: SearchOutcome['failure'];
}

const isExternal = (link: string) => /^https?:\/\//i.test(link);

/** Elements Tab may reach inside the dialog. */
const FOCUSABLE = 'input, button, [href]:not([tabindex="-1"]), [tabindex]:not([tabindex="-1"])';

/**
 * The search panel (spec 2.7, 4, 8, 9): a modal dialog with the input
 * focused. It searches 150 ms after the last keystroke, shows the matches
 * grouped by page title with their marks, walks them with the arrow keys and
 * opens one with Enter; Escape, Cancel, the close icon and the mask close it.
 */
export default function SearchPanel({ searcher, onClose }: SearchPanelProps): ReactNode {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Results | null>(null);
  const [active, setActive] = useState(0);
  const indexState = useSyncExternalStore<IndexState>(searcher.subscribe, searcher.getState, () => 'initial');
  const history = useHistory();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const latest = useRef(0);
  const pendingMeasure = useRef<{ start: number; query: string } | null>(null);
  // Enter pressed before the debounce fired: open the first result once it is in.
  const openFirstResult = useRef(false);
  // An IME (Chinese input) is composing: its interim text is not a keyword yet.
  const composing = useRef(false);
  // The keyword whose search has taken longer than LOADING_DELAY_MS (issue 39: a stalled request left the panel blank).
  const [slowQuery, setSlowQuery] = useState<string | null>(null);
  const slowTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const baseId = useId();
  const listId = `${baseId}-results`;
  const optionId = (position: number) => `${baseId}-option-${position}`;

  // spec 4: opening the panel loads the index (if the hover has not already).
  useEffect(() => {
    void searcher.load();
  }, [searcher]);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const runSearch = useMemo(
    () =>
      debounce((keyword: string) => {
        const ticket = ++latest.current;
        const start = performance.now();
        clearTimeout(slowTimer.current);
        slowTimer.current = setTimeout(() => {
          if (ticket === latest.current) setSlowQuery(keyword);
        }, LOADING_DELAY_MS);
        void searcher.query(keyword).then(({ suggestions, failure }) => {
          // A slower, older answer must not replace a newer one.
          if (ticket !== latest.current) return;
          clearTimeout(slowTimer.current);
          setSlowQuery(null);
          pendingMeasure.current = { start, query: keyword };
          setResults({ query: keyword, suggestions, failure });
          setActive(0);
        });
      }, SEARCH_DEBOUNCE_MS),
    [searcher],
  );
  useEffect(
    () => () => {
      runSearch.cancel();
      clearTimeout(slowTimer.current);
    },
    [runSearch],
  );

  // For scripts/bench-search.mjs: from the debounce firing to the results in the DOM.
  useLayoutEffect(() => {
    const pending = pendingMeasure.current;
    if (!pending || !results) return;
    pendingMeasure.current = null;
    measure('rstest-search:render', pending.start, performance.now(), { query: pending.query });
  }, [results]);

  /**
   * `whole`: the change brought more than one character at once (a paste, an
   * IME word, autocomplete), so the keyword is likely complete (issue 24).
   */
  const onQueryChange = (value: string, whole = false) => {
    setQuery(value);
    if (composing.current) return;
    if (value.trim()) {
      runSearch(value);
      // The debounce window fetches what the search will need (issue 24); the
      // search itself, and what the panel shows, still wait for the debounce.
      searcher.prefetch(value, { documents: whole });
      return;
    }
    // spec 5: an empty keyword searches nothing and shows nothing.
    runSearch.cancel();
    latest.current += 1;
    clearTimeout(slowTimer.current);
    setSlowQuery(null);
    setResults(null);
  };

  const groups = useMemo(() => groupSuggestions(results?.suggestions ?? []), [results]);
  const flat = useMemo(() => flattenGroups(groups), [groups]);
  const showList = flat.length > 0 && query.trim() !== '';

  useEffect(() => {
    if (showList) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, showList]);

  const open = useCallback(
    (suggestion: SearchSuggestion) => {
      if (isExternal(suggestion.link)) window.open(suggestion.link, '_blank', 'noopener,noreferrer');
      else history.push(suggestion.link);
      onClose(false);
    },
    [history, onClose],
  );

  useEffect(() => {
    if (!openFirstResult.current || results?.query !== query) return;
    openFirstResult.current = false;
    if (flat[0]) open(flat[0]);
  }, [results, query, flat, open]);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' && query.trim() && results?.query !== query) {
      // Typed and pressed Enter within 150 ms: search now and open the top hit.
      event.preventDefault();
      openFirstResult.current = true;
      runSearch.flush();
      return;
    }
    if (!showList) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + flat.length) % flat.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const suggestion = flat[active];
      if (suggestion) open(suggestion);
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
      return;
    }
    // Keep Tab inside the modal.
    if (dialogRef.current) keepTabInside(event, dialogRef.current, FOCUSABLE);
  };

  const searchLabel = translate({ id: 'search.input.placeholder', message: 'Search docs', description: 'Placeholder and accessible name of the search input (spec 2.7, 9)' });
  const unanswered = query.trim() !== '' && (results === null || results.query !== query);
  // The index loads, or this keyword's search waits on the network: the loading state, rather than
  // nothing or the list of an earlier keyword (issue 39), until its answer or its failure comes.
  const slow = unanswered && slowQuery === query;
  const pending = unanswered && (indexState === 'initing' || slow);
  const answered = query.trim() !== '' && results !== null && results.query === query;
  const noResults = answered && results.suggestions.length === 0;

  const loading = (
    <p className={styles.status} role="status" data-loading="">
      <Translate id="search.loading" description="Shown while the search index loads">
        Loading the search index…
      </Translate>
    </p>
  );
  let body: ReactNode = null;
  if (searcher.unavailable === 'unbuilt') {
    // Issue 24: said as soon as the panel opens, not after a keyword finds nothing.
    body = (
      <div className={styles.status} role="status">
        <p className={styles.noResultsTitle}>
          <Translate id="search.unbuilt.title" description="Shown in the search panel under the development server, which has no search index">
            Search needs a production build.
          </Translate>
        </p>
        <p className={styles.noResultsHint}>
          <Translate
            id="search.unbuilt.hint"
            description="How to get a searchable site; {command} is the shell command"
            values={{ command: <code>{'npm run build && npm run serve'}</code> }}>
            {'The development server does not build the search index. Run {command}, then search the site it serves.'}
          </Translate>
        </p>
      </div>
    );
  } else if (slow) {
    body = loading;
  } else if (showList) {
    body = (
      <ul className={styles.results} id={listId} role="listbox" aria-label={translate({ id: 'search.results.label', message: 'Search results', description: 'Accessible name of the list of search results' })}>
        {groups.map((group) => (
          <li key={group.key} role="presentation" className={styles.group}>
            <div className={styles.groupTitle} aria-hidden="true">
              {group.title}
              {group.index && <span className={styles.indexBadge}>{group.index}</span>}
            </div>
            <ul role="group" aria-label={group.index ? `${group.title} (${group.index})` : group.title} className={styles.groupItems}>
              {group.items.map(({ suggestion, position }) => (
                <li
                  key={position}
                  role="presentation"
                  className={clsx(styles.item, position === active && styles.itemActive)}
                  onMouseMove={() => setActive(position)}>
                  {/* The link is the option itself: a link inside an option is a nested control (axe nested-interactive). */}
                  <Link
                    to={suggestion.link}
                    id={optionId(position)}
                    role="option"
                    aria-selected={position === active}
                    data-type={suggestion.type}
                    tabIndex={-1}
                    className={styles.itemLink}
                    onClick={() => onClose(false)}>
                    <span className={styles.itemIcon}>{TYPE_ICONS[suggestion.type]}</span>
                    <span className={styles.itemText}>
                      {suggestion.type === 'content' ? (
                        <>
                          <span className={styles.itemHeader}>{suggestion.header}</span>
                          <span className={styles.itemStatement}>
                            <Highlighted text={suggestion.statement} ranges={suggestion.highlights} />
                          </span>
                        </>
                      ) : (
                        <span className={styles.itemHeader}>
                          <Highlighted text={suggestion.header} ranges={suggestion.highlights} />
                        </span>
                      )}
                    </span>
                    <span className={styles.itemEnter} aria-hidden="true">
                      ↵
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    );
  } else if (pending) {
    body = loading;
  } else if (noResults && results.failure) {
    // Issue 17: the keyword was fine; say what went wrong instead of asking for another one.
    body = (
      <div className={styles.status} role="status">
        <p className={styles.noResultsTitle}>
          {results.failure === 'index' ? (
            <Translate id="search.failed.index.title" description="Shown when the search index could not be loaded">
              The search index could not be loaded.
            </Translate>
          ) : (
            <Translate id="search.failed.search.title" description="Shown when the search itself failed (remote search)">
              Search is not available right now.
            </Translate>
          )}
        </p>
        <p className={styles.noResultsHint}>
          {results.failure === 'index' ? (
            <Translate id="search.failed.index.hint" description="What to do when the search index could not be loaded">
              Reload the page to try again.
            </Translate>
          ) : (
            <Translate id="search.failed.search.hint" description="What to do when the search itself failed">
              Please try again in a moment.
            </Translate>
          )}
        </p>
      </div>
    );
  } else if (noResults) {
    // spec 8: the query is rendered as text (React escapes it), never as HTML.
    body = (
      <div className={styles.status} role="status">
        <p className={styles.noResultsTitle}>
          <Translate id="search.noResults.title" description="Search without hits (spec 8); {query} is the keyword" values={{ query: <span className={styles.query}>{query}</span> }}>
            {'No results for "{query}"'}
          </Translate>
        </p>
        <p className={styles.noResultsHint}>
          <Translate id="search.noResults.hint" description="Second line of the search without hits (spec 8)">
            Please try again with a different keyword.
          </Translate>
        </p>
      </div>
    );
  }

  return (
    <div
      className={styles.mask}
      data-testid="search-mask"
      onMouseDown={(event) => {
        // spec 2.7: a click on the mask (not inside the panel) closes it.
        if (event.target === event.currentTarget) onClose(true);
      }}>
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-label={searchLabel} data-index-state={indexState} onKeyDown={onDialogKeyDown}>
        <form className={styles.header} role="search" onSubmit={(event) => event.preventDefault()}>
          <div className={styles.inputBox}>
            <span className={styles.inputIcon}>
              <SearchIcon />
            </span>
            <input
              ref={inputRef}
              className={styles.input}
              type="search"
              role="combobox"
              aria-label={searchLabel}
              aria-expanded={showList}
              aria-controls={showList ? listId : undefined}
              aria-autocomplete="list"
              aria-activedescendant={showList ? optionId(active) : undefined}
              placeholder={searchLabel}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              maxLength={200}
              value={query}
              onChange={(event) => onQueryChange(event.target.value, insertedAtOnce(event.nativeEvent))}
              onCompositionStart={() => {
                composing.current = true;
              }}
              onCompositionEnd={(event) => {
                composing.current = false;
                onQueryChange(event.currentTarget.value, insertedAtOnce(event.nativeEvent));
              }}
              onKeyDown={onInputKeyDown}
            />
            <button
              type="button"
              className={styles.closeIcon}
              onClick={() => onClose(true)}
              aria-label={translate({ id: 'search.close', message: 'Close search', description: 'Accessible name of the close icon of the search panel' })}
              title={translate({ id: 'search.close', message: 'Close search', description: 'Accessible name of the close icon of the search panel' })}>
              <CloseIcon />
            </button>
          </div>
          <button type="button" className={styles.cancel} onClick={() => onClose(true)}>
            <Translate id="search.cancel" description="Button that closes the search panel (spec 2.7)">
              Cancel
            </Translate>
          </button>
        </form>
        <div className={styles.body}>{body}</div>
        <footer className={styles.footer} aria-hidden="true">
          <span>
            <kbd>↵</kbd>{' '}
            <Translate id="search.footer.select" description="Keyboard hint in the search panel footer: Enter opens the result">
              to select
            </Translate>
          </span>
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd>{' '}
            <Translate id="search.footer.navigate" description="Keyboard hint in the search panel footer: arrow keys move through results">
              to navigate
            </Translate>
          </span>
          <span>
            <kbd>esc</kbd>{' '}
            <Translate id="search.footer.close" description="Keyboard hint in the search panel footer: Escape closes the panel">
              to close
            </Translate>
          </span>
        </footer>
      </div>
    </div>
  );
}
