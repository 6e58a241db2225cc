import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ApartmentOutlined,
  ClockCircleOutlined,
  CloseOutlined,
  DeleteOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import type { HistorySuggestionItem, Suggestions } from '@bangyan/contract';
import { AppIcon } from '../AppIcon.tsx';
import { suggestionGroups, type SearchSelection, type SuggestionGroup } from './searchTargets.ts';
import styles from './SuggestionDropdown.module.css';

/** Keeps the focus in the search field while the dropdown is clicked. */
const keepFocus = (e: MouseEvent) => e.preventDefault();

/** `label` with the first case-insensitive occurrence of `query` marked. */
function Highlighted({ label, query }: { label: string; query: string }) {
  const at = query === '' ? -1 : label.toLowerCase().indexOf(query.toLowerCase());
  if (at < 0) return <>{label}</>;
  return (
    <>
      {label.slice(0, at)}
      <em className={styles.match}>{label.slice(at, at + query.length)}</em>
      {label.slice(at + query.length)}
    </>
  );
}

/** A selection as the dropdown lists it: where it goes and its place in keyboard order. */
export interface DropdownEntry {
  selection: SearchSelection;
  path: string | null;
}

interface ItemProps {
  entry: DropdownEntry;
  index: number;
  active: number;
  onPick: (selection: SearchSelection) => void;
  onHover: (index: number) => void;
  children: ReactNode;
  testId: string;
}

function Item({ entry, index, active, onPick, onHover, children, testId }: ItemProps) {
  const className = index === active ? `${styles.item} ${styles.active}` : styles.item;
  if (entry.path === null) return null;
  return (
    <Link
      to={entry.path}
      className={className}
      onMouseDown={keepFocus}
      onMouseEnter={() => onHover(index)}
      onClick={() => onPick(entry.selection)}
      role="option"
      aria-selected={index === active}
      data-testid={testId}
    >
      {children}
    </Link>
  );
}

interface SuggestListProps {
  data: Suggestions;
  query: string;
  entries: DropdownEntry[];
  active: number;
  onPick: (selection: SearchSelection) => void;
  onHover: (index: number) => void;
}

/** Spec 2.4 normal mode: suggestions grouped 关键词 / 应用 / 公司, apps first when the text means them. */
export function SuggestList({ data, query, entries, active, onPick, onHover }: SuggestListProps) {
  if (entries.length === 0) {
    return (
      <div className={styles.empty} data-testid="search-suggest-empty">
        <SearchOutlined /> 暂无相关联想，按回车键直接搜索“{query}”
      </div>
    );
  }
  const common = { active, onPick, onHover };
  const groups: Record<SuggestionGroup, (start: number) => ReactNode> = {
    kw: (start) =>
      data.kw.length > 0 && (
        <div key="kw" className={styles.group} data-testid="search-group-kw">
          <div className={styles.groupTitle}>关键词</div>
          {data.kw.map((k, i) => (
            <Item
              key={`kw-${k.label}`}
              entry={entries[start + i]!}
              index={start + i}
              testId="search-suggest-kw"
              {...common}
            >
              <SearchOutlined className={styles.lead} />
              <span className={styles.label}>
                <Highlighted label={k.label} query={query} />
              </span>
              {k.heat !== null && <span className={styles.meta}>{`热度 ${k.heat}`}</span>}
            </Item>
          ))}
        </div>
      ),
    app: (start) =>
      data.app.length > 0 && (
        <div key="app" className={styles.group} data-testid="search-group-app">
          <div className={styles.groupTitle}>应用</div>
          {data.app.map((a, i) => (
            <Item
              key={`app-${a.id}`}
              entry={entries[start + i]!}
              index={start + i}
              testId="search-suggest-app"
              {...common}
            >
              <AppIcon src={a.logo} name={a.label} appId={a.id} size={32} />
              <span className={styles.appText}>
                <span className={styles.label}>
                  <Highlighted label={a.label} query={query} />
                </span>
                <span className={styles.sub}>{a.type === 'id' ? `应用ID ${a.id}` : a.developer}</span>
              </span>
            </Item>
          ))}
        </div>
      ),
    company: (start) =>
      data.company.length > 0 && (
        <div key="company" className={styles.group} data-testid="search-group-company">
          <div className={styles.groupTitle}>公司</div>
          {data.company.map((c, i) => (
            <Item
              key={`company-${c.id}`}
              entry={entries[start + i]!}
              index={start + i}
              testId="search-suggest-company"
              {...common}
            >
              <ApartmentOutlined className={styles.lead} />
              <span className={styles.label}>
                <Highlighted label={c.label} query={query} />
                {c.alias !== '' && (
                  <span className={styles.alias}>
                    <Highlighted label={c.alias} query={query} />
                  </span>
                )}
              </span>
            </Item>
          ))}
        </div>
      ),
  };
  // Each group's first entry: the entries before it, in the groups' order.
  const order = suggestionGroups(data);
  const starts = order.map((_, i) => order.slice(0, i).reduce((n, g) => n + data[g].length, 0));
  return <>{order.map((group, i) => groups[group](starts[i]!))}</>;
}

interface HistoryListProps {
  items: HistorySuggestionItem[];
  entries: DropdownEntry[];
  active: number;
  onPick: (selection: SearchSelection) => void;
  onHover: (index: number) => void;
  onDelete: (keyword: string) => void;
}

/** Spec 2.4 history mode: recent searches, 清空 for all, × for one. */
export function HistoryList({ items, entries, active, onPick, onHover, onDelete }: HistoryListProps) {
  return (
    <div className={styles.group} data-testid="search-history">
      <div className={styles.historyHead}>
        <span className={styles.groupTitle}>搜索历史</span>
        <button
          type="button"
          className={styles.clearAll}
          onMouseDown={keepFocus}
          onClick={() => onDelete('')}
          data-testid="search-history-clear"
        >
          <DeleteOutlined /> 清空
        </button>
      </div>
      {items.map((h, i) => (
        <div key={h.label} className={styles.historyRow} data-testid="search-history-item">
          <Item
            entry={entries[i]!}
            index={i}
            active={active}
            onPick={onPick}
            onHover={onHover}
            testId="search-history-link"
          >
            <ClockCircleOutlined className={styles.lead} />
            <span className={styles.label}>{h.label}</span>
          </Item>
          <button
            type="button"
            className={styles.remove}
            onMouseDown={keepFocus}
            onClick={() => onDelete(h.label)}
            aria-label={`删除搜索历史“${h.label}”`}
            title="删除"
            data-testid="search-history-remove"
          >
            <CloseOutlined />
          </button>
        </div>
      ))}
    </div>
  );
}
