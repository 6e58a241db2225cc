import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styles from './AppDetail.module.css';

/** One page of an app's side menu. */
export interface DetailPageLink {
  path: string;
  label: string;
}

/**
 * The body of an app's pages (iOS and Android): the side menu of the app's pages, each keeping the
 * app's address `query`, beside the page's content.
 */
export function DetailBody({
  pages,
  query,
  label,
  children,
}: {
  pages: readonly DetailPageLink[];
  query: URLSearchParams;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.body}>
      <nav className={styles.menu} aria-label={label} data-testid="app-menu">
        {pages.map((p) => (
          <NavLink
            key={p.path}
            to={`${p.path}?${query}`}
            className={({ isActive }) => (isActive ? `${styles.menuItem} ${styles.active}` : styles.menuItem)}
          >
            {p.label}
          </NavLink>
        ))}
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
