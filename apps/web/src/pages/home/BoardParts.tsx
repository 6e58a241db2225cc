import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NO_VALUE } from '@bangyan/contract';
import { AppIcon } from '../../components/AppIcon.tsx';
import { iosAppPath } from '../../lib/appPaths.ts';
import styles from './BoardParts.module.css';

/** The pieces Home's market boards share: card, tabs, app link, loading and empty states, the '全部' link. */

export interface TabOption<T extends string | number> {
  value: T;
  label: string;
}

/** Pill tabs: one choice of a few, the chosen one raised. */
export function BoardTabs<T extends string | number>({
  options,
  value,
  onChange,
  label,
  testId,
}: {
  options: readonly TabOption<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  testId?: string;
}) {
  return (
    <div className={styles.tabs} role="tablist" aria-label={label} data-testid={testId}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          aria-selected={o.value === value}
          className={o.value === value ? styles.tabActive : styles.tab}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** A white board card: a head line (title, tabs, links) and its body. */
export function BoardCard({
  head,
  children,
  className,
  testId,
}: {
  head: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={className ? `${styles.card} ${className}` : styles.card} data-testid={testId}>
      <div className={styles.cardHead}>{head}</div>
      {children}
    </div>
  );
}

/** A card's title with an optional note beside it (the data's time). */
export function BoardTitle({ children, note }: { children: ReactNode; note?: ReactNode }) {
  return (
    <div className={styles.titleLine}>
      <h3 className={styles.title}>{children}</h3>
      {note ? <span className={styles.note}>{note}</span> : null}
    </div>
  );
}

/** A China App Store app in a board row: icon, name and developer, linking to its page. */
export function BoardAppLink({
  appId,
  name,
  developer,
  iconUrl,
  size,
  testId,
}: {
  appId: string;
  name: string;
  developer: string;
  iconUrl: string;
  size: number;
  testId?: string;
}) {
  return (
    <Link to={iosAppPath(appId)} className={styles.app} data-testid={testId}>
      <AppIcon src={iconUrl} name={name} appId={appId} size={size} />
      <span className={styles.appText}>
        <span className={styles.appName} title={name}>
          {name || appId}
        </span>
        <span className={styles.appDeveloper} title={developer}>
          {developer || NO_VALUE}
        </span>
      </span>
    </Link>
  );
}

/** A board's shimmering block while its data loads, as tall as the board with data. */
export function BoardLoading({ height }: { height: number }) {
  return <div className={styles.loading} style={{ height }} aria-hidden="true" />;
}

/** Spec 2.4 'no data' state. */
export function BoardEmpty({ minHeight }: { minHeight?: number }) {
  return (
    <div className={styles.empty} style={{ minHeight }} data-testid="board-empty">
      <svg width="56" height="44" viewBox="0 0 56 44" aria-hidden="true">
        <rect x="8" y="10" width="40" height="28" rx="4" fill="#eef2f8" />
        <rect x="14" y="17" width="18" height="3" rx="1.5" fill="#d5dce8" />
        <rect x="14" y="24" width="26" height="3" rx="1.5" fill="#d5dce8" />
        <circle cx="44" cy="10" r="7" fill="#dbe6ff" />
        <path d="M41 10h6" stroke="#1a6cff" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span>暂无数据</span>
    </div>
  );
}

/** The '全部' link to a board's full list. */
export function MoreLink({ to, testId }: { to: string; testId?: string }) {
  return (
    <Link to={to} className={styles.more} data-testid={testId}>
      全部
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
        <path
          d="M4.5 2.5 8 6l-3.5 3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Link>
  );
}
