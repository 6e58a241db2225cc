import { Link } from 'react-router';
import { RANKING_DROPDOWN } from '@bangyan/contract';
import styles from './Header.module.css';

/** Every path the ranking dropdown links to: the page being one of them highlights the nav item. */
export const RANKING_PATHS: ReadonlySet<string> = new Set(
  RANKING_DROPDOWN.flatMap((column) => column.links.map((link) => link.path)),
);

/** Spec 2.3: the ranking column and the monitoring column. */
export function RankingPanel({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className={styles.columns} data-testid="ranking-panel">
      {RANKING_DROPDOWN.map((column) => (
        <section key={column.title} className={styles.column} aria-label={column.title}>
          <div className={styles.panelTitle}>{column.title}</div>
          <ul className={column.links.length > 8 ? styles.linkGridWide : styles.linkGrid}>
            {column.links.map((link) => (
              <li key={link.path}>
                <Link className={styles.panelLink} to={link.path} onClick={onNavigate}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
