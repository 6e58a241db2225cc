import type { ReactNode } from 'react';
import { Spin } from 'antd';
import styles from './Stale.module.css';

/**
 * Rows of the previous filters kept on screen while the next ones load (react-query's placeholder
 * data): dimmed, not clickable, with a loading sign that stays in view over a long list.
 */
export function Stale({ stale, children }: { stale: boolean; children: ReactNode }) {
  return (
    <div className={styles.wrap} aria-busy={stale} data-stale={stale} data-testid="stale-wrap">
      <div className={stale ? styles.dim : undefined}>{children}</div>
      {stale && (
        <div className={styles.overlay}>
          <span className={styles.sign} role="status" data-testid="loading-sign">
            <Spin size="small" /> 数据加载中…
          </span>
        </div>
      )}
    </div>
  );
}
