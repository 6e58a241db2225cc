import { androidAppInfo, androidAppKeywords, androidAppView, androidCoverHistory, androidDownloadHistory, androidRankHistory, androidRatingHistory, androidVersionList } from '@bangyan/contract';
import { endpointQueries } from './endpointQuery.ts';

/** An Android app's pages (header, rankchart, baseinfo, version, keyword, review, download). */
const androidQuery = endpointQueries('android');

export const useAndroidAppInfoQuery = androidQuery(androidAppInfo);
export const useAndroidAppViewQuery = androidQuery(androidAppView);
export const useAndroidVersionsQuery = androidQuery(androidVersionList);
export const useAndroidRankHistoryQuery = androidQuery(androidRankHistory);
export const useAndroidCoverHistoryQuery = androidQuery(androidCoverHistory);
export const useAndroidAppKeywordsQuery = androidQuery(androidAppKeywords);
export const useAndroidRatingQuery = androidQuery(androidRatingHistory);
export const useAndroidDownloadsQuery = androidQuery(androidDownloadHistory);
