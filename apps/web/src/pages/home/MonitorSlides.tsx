import { useState } from 'react';
import { HOME_MONITOR_PER_SLIDE } from '@bangyan/contract';
import type { MonitorColumn } from '../../components/monitor/MonitorColumns.tsx';
import styles from './MonitorSection.module.css';

interface Props<T> {
  columns: readonly MonitorColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown when there is no row. */
  empty: string;
  /** Shown under the rows when fewer than a slide's worth. */
  few: string;
}

/**
 * The monitor table: a header and slides of 5 rows (spec 9), moved by arrows or dots. A parent
 * remounts it (key) for another tab, so it starts on the first slide.
 */
export function MonitorSlides<T>({ columns, rows, rowKey, empty, few }: Props<T>) {
  const [slide, setSlide] = useState(0);
  const slides: T[][] = [];
  for (let i = 0; i < rows.length; i += HOME_MONITOR_PER_SLIDE) slides.push(rows.slice(i, i + HOME_MONITOR_PER_SLIDE));
  const grid = { gridTemplateColumns: columns.map((c) => c.width).join(' ') };
  const current = Math.min(slide, Math.max(slides.length - 1, 0));

  return (
    <div className={styles.table} role="table" aria-rowcount={rows.length + 1}>
      <div className={styles.headRow} role="row" style={grid}>
        {columns.map((c) => (
          <div key={c.title} role="columnheader" className={c.align === 'left' ? styles.cellLeft : styles.cell}>
            {c.title}
          </div>
        ))}
      </div>
      <div className={styles.viewport}>
        {rows.length === 0 ? (
          <div className={styles.empty} data-testid="monitor-empty">
            <EmptyArt />
            <p>{empty}</p>
          </div>
        ) : (
          <div className={styles.track} style={{ transform: `translateX(-${current * 100}%)` }}>
            {slides.map((group, index) => (
              <div
                key={index}
                className={styles.slide}
                role="rowgroup"
                aria-hidden={index !== current}
                data-testid={index === current ? 'monitor-slide-current' : undefined}
              >
                {group.map((row) => (
                  <div key={rowKey(row)} className={styles.row} role="row" style={grid} data-testid="monitor-row">
                    {columns.map((c) => (
                      <div key={c.title} role="cell" className={c.align === 'left' ? styles.cellLeft : styles.cell}>
                        {c.render(row)}
                      </div>
                    ))}
                  </div>
                ))}
                {rows.length < HOME_MONITOR_PER_SLIDE && (
                  <p className={styles.few} data-testid="monitor-few">
                    {few}
                  </p>
                )}
              </div>
            ))}
          </div>
        )}
      </div>
      <div className={styles.pager} data-testid={slides.length > 1 ? 'monitor-pager' : undefined}>
        {slides.length > 1 && (
          <>
            <div className={styles.dots}>
              {slides.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  className={index === current ? styles.dotActive : styles.dot}
                  aria-label={`第${index + 1}页`}
                  aria-current={index === current}
                  onClick={() => setSlide(index)}
                />
              ))}
            </div>
            <div className={styles.arrows}>
              <button
                type="button"
                className={styles.arrow}
                aria-label="上一页"
                disabled={current === 0}
                onClick={() => setSlide(current - 1)}
              >
                ‹
              </button>
              <span className={styles.pageNo}>
                {current + 1} / {slides.length}
              </span>
              <button
                type="button"
                className={styles.arrow}
                aria-label="下一页"
                disabled={current === slides.length - 1}
                onClick={() => setSlide(current + 1)}
              >
                ›
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/** A quiet illustration for an empty day: a clipboard with a check. */
function EmptyArt() {
  return (
    <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true">
      <ellipse cx="48" cy="64" rx="34" ry="5" fill="#eef1f6" />
      <rect x="26" y="8" width="44" height="52" rx="6" fill="#fff" stroke="#d5dbe6" strokeWidth="2" />
      <rect x="38" y="4" width="20" height="9" rx="3" fill="#e3ebff" stroke="#b8ccff" strokeWidth="1.5" />
      <path d="M34 26h28M34 34h20M34 42h24" stroke="#e3e7ee" strokeWidth="3" strokeLinecap="round" />
      <circle cx="66" cy="48" r="11" fill="#eaf2ff" stroke="#1a6cff" strokeWidth="2" />
      <path
        d="M61 48l3.5 3.5L71 45"
        fill="none"
        stroke="#1a6cff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
