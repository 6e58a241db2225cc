import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataState, LoadFailure } from '../../components/data/DataState.tsx';
import styles from './Content.module.css';

/** A content page once its answer is there; loading, or the failure with a retry, until then. */
export function ContentState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  children: (data: T) => ReactNode;
}) {
  return (
    <DataState
      source={{
        data: query.data,
        loading: query.isPending,
        error: query.error,
        failure: <LoadFailure error={query.error} onRetry={() => void query.refetch()} testId="content-error" />,
      }}
      placeholder={(text) => <div className={styles.page}>{text}</div>}
    >
      {children}
    </DataState>
  );
}
