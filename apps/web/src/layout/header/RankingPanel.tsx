import { Link } from 'react-router';
import { RANKING_DROPDOWN } from '@bangyan/contract';
import styles from './Header.module.css';

/** Every path the ranking dropdown links to: the page being one of them highlights the nav item. */
export const RANKING_PATHS: ReadonlySet<string> = new Set(
  RANKING_DROPDOWN.flatMap((column) => column.links.map((link) => link.path)),
);

/** A titled column of links (a dropdown's or the phone menu's); more than 8 links are laid out three a row. */
export function LinkColumn({
  title,
  links,
  onNavigate,
}: {
  title: string;
  links: readonly { path: string; label: string }[];
  onNavigate: () => void;
}) {
  return (
    <section className={styles.column} aria-label={title}>
      <div className={styles.panelTitle}>{title}</div>
      <ul className={links.length > 8 ? styles.linkGridWide : styles.linkGrid}>
        {links.map((link) => (
          <li key={link.path}>
            <Link className={styles.panelLink} to={link.path} onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec 2.3: the ranking column and the monitoring column. */
export function RankingPanel({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className={styles.columns} data-testid="ranking-panel">
      {RANKING_DROPDOWN.map((column) => (
        <LinkColumn key={column.title} title={column.title} links={column.links} onNavigate={onNavigate} />
      ))}
    </div>
  );
}
