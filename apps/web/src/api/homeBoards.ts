import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  asoList,
  bangRanking,
  HOME_ASO_TOP,
  HOME_RANKING_TOP,
  HOME_SOARING_TOP,
  monthlyList,
  soaredList,
  templeHotSearch,
  type IosVersion,
  type MonthlyType,
} from '@bangyan/contract';
import { fetchData } from './client.ts';

/**
 * Home's market boards (spec 2.4, 7). Switching a tab keeps the previous answer on screen until the
 * new one arrives, so a board does not collapse and jump while it loads.
 */
const HOME_BOARDS_KEY = 'home-boards';

/** Real-time free, paid and grossing charts of a genre, top 10 each. */
export const useBangRankingQuery = (genre: number) =>
  useQuery({
    queryKey: [HOME_BOARDS_KEY, bangRanking.path, genre],
    queryFn: ({ signal }) => fetchData(bangRanking, { genre, top: HOME_RANKING_TOP }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The newest 3 hot search groups of an iOS version tab. */
export const useHotSearchQuery = (iosVersion: IosVersion) =>
  useQuery({
    queryKey: [HOME_BOARDS_KEY, templeHotSearch.path, iosVersion],
    queryFn: ({ signal }) => fetchData(templeHotSearch, { iosVersion }, { signal }),
    placeholderData: keepPreviousData,
  });

/** ASO index top 5. */
export const useAsoListQuery = () =>
  useQuery({
    queryKey: [HOME_BOARDS_KEY, asoList.path],
    queryFn: ({ signal }) => fetchData(asoList, { top: HOME_ASO_TOP }, { signal }),
  });

/** 24 h soaring of a genre's free chart: 32 apps, shown 8 per slide. */
export const useSoaredListQuery = (genre: number) =>
  useQuery({
    queryKey: [HOME_BOARDS_KEY, soaredList.path, genre],
    queryFn: ({ signal }) => fetchData(soaredList, { genre, top: HOME_SOARING_TOP }, { signal }),
    placeholderData: keepPreviousData,
  });

/** Last month's download or income top 10 of a genre (China App Store). */
export const useMonthlyListQuery = (genre: number, type: MonthlyType) =>
  useQuery({
    queryKey: [HOME_BOARDS_KEY, monthlyList.path, genre, type],
    queryFn: ({ signal }) => fetchData(monthlyList, { genre, type }, { signal }),
    placeholderData: keepPreviousData,
  });
