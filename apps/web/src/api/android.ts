import { useQuery } from '@tanstack/react-query';
import {
  androidAppInfo,
  androidAppKeywords,
  androidAppMatch,
  androidAppView,
  androidCoverHistory,
  androidDownloadHistory,
  androidRankHistory,
  androidRatingHistory,
  androidReviewList,
  androidVersionList,
} from '@bangyan/contract';
import { fetchData } from './client.ts';
import { endpointQueries, retryTransport } from './endpointQuery.ts';

/**
 * An Android app's pages (header, rankchart, baseinfo, version, keyword, review, download) and the iOS app's Android
 * matches.
 */
const androidQuery = endpointQueries('android');

export const useAndroidAppInfoQuery = androidQuery(androidAppInfo);
export const useAndroidAppViewQuery = androidQuery(androidAppView);
export const useAndroidVersionsQuery = androidQuery(androidVersionList);
export const useAndroidRankHistoryQuery = androidQuery(androidRankHistory);
export const useAndroidCoverHistoryQuery = androidQuery(androidCoverHistory);
export const useAndroidAppKeywordsQuery = androidQuery(androidAppKeywords);
export const useAndroidRatingQuery = androidQuery(androidRatingHistory);
export const useAndroidReviewsQuery = androidQuery(androidReviewList);
export const useAndroidDownloadsQuery = androidQuery(androidDownloadHistory);

/** The Android apps matching an iOS app (POST /v1/android/appMatch: a read, cached like the others). */
export function useAndroidMatchQuery(body: { appId: string; country: string }) {
  return useQuery({
    queryKey: ['android', androidAppMatch.path, body],
    queryFn: ({ signal }) => fetchData(androidAppMatch, body, { signal }),
    retry: retryTransport,
  });
}
