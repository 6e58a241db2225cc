import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_DEBOUNCE_MS, SEARCH_KEYWORD_MAX, type Suggestions } from '@bangyan/contract';
import { useSearchHistory, useSuggestionsQuery } from '../../api/search.ts';
import { CountryPicker } from './CountryPicker.tsx';
import { MarketSelect } from './MarketSelect.tsx';
import { PlatformSelect } from './PlatformSelect.tsx';
import {
  searchTarget,
  suggestionGroups,
  withPlatform,
  type SearchSelection,
  type SearchStore,
} from './searchTargets.ts';
import { HistoryList, SuggestList, type DropdownEntry } from './SuggestionDropdown.tsx';
import { useDebounced } from './useDebounced.ts';
import styles from './SearchBox.module.css';

/** Spec 2.4 search field placeholder. */
export const SEARCH_PLACEHOLDER = '请输入应用名称、应用ID、关键词或公司名称';

/** The selections of the suggestions in the dropdown's order (suggestionGroups). */
function suggestionSelections(data: Suggestions): SearchSelection[] {
  const groups = {
    kw: data.kw.map((k): SearchSelection => ({ label: k.label, type: 'kw' })),
    app: data.app.map((a): SearchSelection => ({ label: a.label, type: a.type, id: a.id })),
    company: data.company.map((c): SearchSelection => ({ label: c.label, type: 'developer', id: c.id })),
  };
  return suggestionGroups(data).flatMap((g) => groups[g]);
}

export interface SearchBoxProps {
  /** Platform with country (iOS) or market (Android); the owner keeps it (Home's hot line routes by it too). */
  store: SearchStore;
  onStoreChange: (store: SearchStore) => void;
  /**
   * 'large' in Home's banner, 'small' in the header's search bar (whose selectors' test ids start 'header-search',
   * apart from a page's own filters).
   */
  size?: 'large' | 'small';
  initialKeyword?: string;
}

/**
 * The search box (spec 2.3, 2.4, 4, 5): platform, country picker (iOS) or market selector
 * (Android), and the field with its dropdown. Empty, the dropdown shows the recent searches
 * (history mode); with text, suggestions grouped 关键词 / 应用 / 公司 500 ms after the last
 * keystroke. Enter (or the button) closes the dropdown and goes where the text or the highlighted
 * suggestion leads; empty text only focuses the field.
 */
export function SearchBox({ store, onStoreChange, size = 'large', initialKeyword = '' }: SearchBoxProps) {
  const navigate = useNavigate();
  const ids = size === 'small' ? 'header-search' : 'search';
  const [text, setText] = useState(initialKeyword);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const query = text.trim();
  const debounced = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const historyMode = query === '';
  const history = useSearchHistory(open && historyMode);
  const suggestions = useSuggestionsQuery(
    open && !historyMode && debounced !== ''
      ? { keyword: debounced, platform: store.platform, country: store.country, market: store.market }
      : null,
  );
  const data = historyMode ? undefined : suggestions.data;

  const entries: DropdownEntry[] = useMemo(() => {
    const selections = historyMode
      ? history.items.map((h): SearchSelection => ({ label: h.label, type: 'history' }))
      : data
        ? suggestionSelections(data)
        : [];
    return selections.map((selection) => ({ selection, path: searchTarget(store, selection)?.path ?? null }));
  }, [historyMode, history.items, data, store]);
  const visible = open && (historyMode ? history.items.length > 0 : data !== undefined);

  // A click anywhere outside the box closes the dropdown.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  /** Goes where a selection leads (spec 5), remembering typed searches; empty text focuses the field. */
  const go = (selection: SearchSelection) => {
    const target = searchTarget(store, selection);
    if (target === null) {
      inputRef.current?.focus();
      return;
    }
    if (target.remember !== null) {
      history.record(target.remember);
      setText(target.remember);
    }
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    void navigate(target.path);
  };

  /** A suggestion or history link was clicked: its Link navigates; this records and closes. */
  const picked = (selection: SearchSelection) => {
    const target = searchTarget(store, selection);
    if (target?.remember) {
      history.record(target.remember);
      setText(target.remember);
    }
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // An IME's Enter confirms the characters being composed, not the search.
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      const chosen = visible && active >= 0 ? entries[active]?.selection : undefined;
      go(chosen ?? { label: text, type: 'kw' });
    } else if (e.key === 'Escape') {
      setOpen(false);
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && visible && entries.length > 0) {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 (the typed text) and the entries, round and round.
      setActive((i) => {
        const next = i + step;
        return next >= entries.length ? -1 : next < -1 ? entries.length - 1 : next;
      });
    }
  };

  const setStore = (next: SearchStore) => {
    onStoreChange(next);
    setActive(-1);
  };

  return (
    <div
      ref={rootRef}
      className={`${styles.box} ${size === 'large' ? styles.large : styles.small}`}
      data-testid="search-box"
    >
      <div className={styles.bar}>
        {/* Opening a selector closes the suggestions, so the two never overlap. */}
        <div className={styles.selectors} onMouseDown={() => setOpen(false)}>
          <PlatformSelect
            value={store.platform}
            onChange={(platform) => setStore(withPlatform(store, platform))}
            testId={`${ids}-platform`}
          />
          <span className={styles.divider} aria-hidden="true" />
          <div className={styles.storeSlot}>
            {store.platform === 'ios' ? (
              <CountryPicker
                value={store.country}
                onChange={(country) => setStore({ ...store, country })}
                testId={`${ids}-country`}
              />
            ) : (
              <MarketSelect
                value={store.market}
                onChange={(market) => setStore({ ...store, market })}
                testId={`${ids}-market`}
              />
            )}
          </div>
        </div>
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          value={text}
          maxLength={SEARCH_KEYWORD_MAX}
          placeholder={SEARCH_PLACEHOLDER}
          aria-label="搜索"
          aria-expanded={visible}
          aria-autocomplete="list"
          role="combobox"
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          data-testid="search-input"
        />
        <button
          type="button"
          className={styles.submit}
          onClick={() => go({ label: text, type: 'kw' })}
          data-testid="search-submit"
        >
          <SearchOutlined />
          {size === 'large' && <span className={styles.submitText}>搜索</span>}
        </button>
      </div>
      {visible && (
        <div className={styles.dropdown} role="listbox" data-testid="search-dropdown">
          {historyMode ? (
            <HistoryList
              items={history.items}
              entries={entries}
              active={active}
              onPick={picked}
              onHover={setActive}
              onDelete={history.clear}
            />
          ) : (
            data && (
              <SuggestList
                data={data}
                query={debounced}
                entries={entries}
                active={active}
                onPick={picked}
                onHover={setActive}
              />
            )
          )}
        </div>
      )}
    </div>
  );
}
