import type { ReactNode } from 'react';
import { Button } from 'antd';
import { errorMessage } from '../../api/client.ts';
import styles from './DataState.module.css';

/**
 * The one loading / empty / error wrapper of data blocks: its texts, the failure with its retry,
 * the empty text tables and lists show, and `DataState`, which shows a block's data only once it
 * is there. ChartBox, ViewTable and the pages' own blocks all show their states through it.
 */

/** Spec 8's data states. */
export const DATA_TEXTS = { loading: '数据加载中…', empty: '暂无数据', notOnChart: '不在当前榜单' } as const;

export type DataStatus = 'loading' | 'error' | 'empty';

/**
 * A failure in place of the data: the API's message (a tier limit also opens its dialog), and a
 * retry when `onRetry` is given and it was not a limit.
 */
export function LoadFailure({ error, limited = false, onRetry, className = styles.failure, testId = 'rank-error' }: {
  error: unknown;
  limited?: boolean;
  onRetry?: () => void;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={className} data-testid={testId}>
      <p>{errorMessage(error)}</p>
      {onRetry && !limited && <Button onClick={onRetry}>重新加载</Button>}
    </div>
  );
}

/** A table's or list's empty text: loading, or the page's own 'nothing here' text (a link in it, where to add some). */
export const emptyText = (loading: boolean, text: ReactNode) => (
  <div className={styles.empty}>{loading ? DATA_TEXTS.loading : text}</div>
);

/** A table's `locale` with that empty text. */
export const emptyLocale = (loading: boolean, text: ReactNode) => ({ emptyText: emptyText(loading, text) });

/** What a block knows of its data (a ViewAnswer is one): the data once there, loading, the failure. */
export interface DataSource<T> {
  data: T | undefined;
  loading: boolean;
  error?: unknown;
  /** Shown in place of the data on failure; default the API's message as a state text. */
  failure?: ReactNode;
}

/**
 * A block's data once it is there, else its state: loading, then the failure, then empty (no data,
 * or `isEmpty` of it) with `emptyText`. `placeholder` draws a state's text (default the empty text's
 * look); `children` draws the data.
 */
export function DataState<T>({ source, isEmpty, emptyText: empty = DATA_TEXTS.empty, placeholder, children }: {
  source: DataSource<T>;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  placeholder?: (text: string, status: DataStatus) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const draw = placeholder ?? ((text: string) => <div className={styles.empty}>{text}</div>);
  if (source.loading) return draw(DATA_TEXTS.loading, 'loading');
  if (source.error) return source.failure ?? draw(errorMessage(source.error), 'error');
  if (source.data === undefined || isEmpty?.(source.data)) return draw(empty, 'empty');
  return children(source.data);
}
