import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ApiFailure,
  bangAndroidList,
  bangGenreList,
  bangLists,
  bangPoint,
  MINUTE_MS,
  type QueryOf,
} from '@bangyan/contract';
import { fetchData } from './client.ts';

/**
 * The real-time charts (RankIndex, screenshot, androidindex). Changing a filter keeps the previous
 * chart on screen until the next arrives; a refusal (bad input, tier limit) is not retried.
 */
const RANKING_KEY = 'ranking';
const retryTransport = (failures: number, error: unknown) => !(error instanceof ApiFailure) && failures < 1;

export type ListsParams = QueryOf<typeof bangLists>;

/** A whole chart at a snapshot (spec 9 depth: deep=1 gives 500 rows for the China free and paid charts). */
export const useBangListsQuery = (params: ListsParams, enabled = true) =>
  useQuery({
    queryKey: [RANKING_KEY, bangLists.path, params],
    queryFn: ({ signal }) => fetchData(bangLists, params, { signal }),
    placeholderData: keepPreviousData,
    retry: retryTransport,
    enabled,
  });

/** A chart's snapshot times on a day ('HH:mm'), for the time picker; `date` undefined = today. */
export const useBangPointQuery = (params: QueryOf<typeof bangPoint>) =>
  useQuery({
    queryKey: [RANKING_KEY, bangPoint.path, params],
    queryFn: ({ signal }) => fetchData(bangPoint, params, { signal }),
    retry: retryTransport,
  });

/** The genres a storefront has charts of. */
export const useGenreListQuery = (country: string) =>
  useQuery({
    queryKey: [RANKING_KEY, bangGenreList.path, country],
    queryFn: ({ signal }) => fetchData(bangGenreList, { country }, { signal }),
    staleTime: 30 * MINUTE_MS,
  });

/** An Android market's chart of a day. */
export const useAndroidListQuery = (params: QueryOf<typeof bangAndroidList>) =>
  useQuery({
    queryKey: [RANKING_KEY, bangAndroidList.path, params],
    queryFn: ({ signal }) => fetchData(bangAndroidList, params, { signal }),
    placeholderData: keepPreviousData,
    retry: retryTransport,
  });
