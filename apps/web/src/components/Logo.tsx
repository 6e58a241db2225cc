import { Link } from 'react-router';
import styles from './Logo.module.css';

/** The 榜眼 mark and word mark, linking Home. `tone` follows the background it sits on. */
export function Logo({ tone = 'dark', testId }: { tone?: 'dark' | 'light'; testId?: string }) {
  return (
    <Link
      to="/"
      className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}
      aria-label="榜眼首页"
      data-testid={testId}
    >
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" className={styles.markBg} />
        <rect x="14" y="34" width="8" height="16" rx="2" fill="#fff" opacity=".7" />
        <rect x="28" y="22" width="8" height="28" rx="2" fill="#fff" />
        <rect x="42" y="28" width="8" height="22" rx="2" fill="#fff" opacity=".85" />
      </svg>
      <span className={styles.word}>榜眼</span>
    </Link>
  );
}
