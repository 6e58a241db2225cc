import type { ReactNode } from 'react';
import styles from './DataPage.module.css';

/**
 * The frame of a data page (rankings, monitors, market pages): its title and what it is for, the
 * filter bar, then the page's blocks. Filters live in the URL (lib/urlParams.ts).
 */
export function DataPage({
  title,
  intro,
  filters,
  extra,
  children,
  testId,
}: {
  title: string;
  /** One line on what the page answers. */
  intro?: ReactNode;
  filters?: ReactNode;
  /** Right of the title: the latest-data time, an export button. */
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className={styles.page} data-testid={testId}>
      <div className={styles.inner}>
        <div className={styles.head}>
          <div>
            <h1 className={styles.title}>{title}</h1>
            {intro && <p className={styles.intro}>{intro}</p>}
          </div>
          {extra && <div className={styles.extra}>{extra}</div>}
        </div>
        {filters && <div className={styles.filters}>{filters}</div>}
        {children}
      </div>
    </div>
  );
}

/** One white block of a data page, with an optional heading and actions. */
export function DataBlock({
  title,
  extra,
  children,
  testId,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.block} data-testid={testId}>
      {(title || extra) && (
        <div className={styles.blockHead}>
          {title && <h2 className={styles.blockTitle}>{title}</h2>}
          {extra && <div className={styles.extra}>{extra}</div>}
        </div>
      )}
      {children}
    </section>
  );
}

/** A labelled filter in the filter bar. */
export function Filter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className={styles.filter}>
      <span className={styles.filterLabel}>{label}</span>
      {children}
    </label>
  );
}
