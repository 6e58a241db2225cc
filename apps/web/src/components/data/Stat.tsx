import type { ReactNode } from 'react';
import styles from './Stat.module.css';

/** A small labelled figure of a summary strip; with `onClick` a toggle (`active` when pressed). */
export function Stat({ label, value, tone, onClick, active, testId }: {
  label: string;
  value: ReactNode;
  tone?: 'up' | 'down' | 'new';
  onClick?: () => void;
  active?: boolean;
  testId?: string;
}) {
  const body = (
    <>
      <span className={styles.statValue} data-tone={tone}>
        {value}
      </span>
      <span className={styles.statLabel}>{label}</span>
    </>
  );
  return onClick ? (
    <button
      type="button"
      className={active ? styles.statActive : styles.stat}
      onClick={onClick}
      aria-pressed={active}
      data-testid={testId}
    >
      {body}
    </button>
  ) : (
    <div className={styles.stat} data-testid={testId}>
      {body}
    </div>
  );
}
