import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Spin } from 'antd';
import styles from './InfiniteList.module.css';

/** Spec 2.5 infinite-scroll list states. */
export type InfiniteStatus = 'ready' | 'loading' | 'noMore' | 'empty' | 'error';

/** Spec 9: loading starts when the list's end comes within 10 px of the visible area. */
export const SCROLL_TRIGGER_PX = 10;

/** The state of a paged query as the list shows it: done with data is 'no more', done without is 'empty'. */
export function infiniteStatus(q: {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  hasNextPage: boolean;
  count: number;
}): InfiniteStatus {
  if (q.isError) return 'error';
  if (q.isPending || q.isFetching) return 'loading';
  if (q.hasNextPage) return 'ready';
  return q.count > 0 ? 'noMore' : 'empty';
}

/**
 * A scrolling list that asks for the next page as its end comes into view, with the spec's
 * loading, no-more, empty and error ('network seems broken' with a refresh button) lines.
 */
export function InfiniteList({
  status,
  onMore,
  onRetry,
  height,
  children,
  testId,
}: {
  status: InfiniteStatus;
  onMore: () => void;
  onRetry: () => void;
  height: number;
  children: ReactNode;
  testId?: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  }, [onMore]);
  useEffect(() => {
    if (status !== 'ready' || !sentinel.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more.current(), {
      root: scroller.current,
      rootMargin: `${SCROLL_TRIGGER_PX}px`,
    });
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  }, [status]);
  return (
    <div ref={scroller} className={styles.scroller} style={{ height }} data-testid={testId} data-status={status}>
      {children}
      <div ref={sentinel} className={styles.footer}>
        {status === 'loading' && <Spin size="small" />}
        {status === 'noMore' && <span>没有更多数据了</span>}
        {status === 'empty' && <span>暂无数据</span>}
        {status === 'error' && (
          <span>
            网络似乎断了，请稍后再试
            <Button type="link" size="small" onClick={onRetry}>
              刷新
            </Button>
          </span>
        )}
      </div>
    </div>
  );
}
