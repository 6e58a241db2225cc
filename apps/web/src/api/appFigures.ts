import {
  appleRecommend,
  appStatusList,
  appStatusSummary,
  downloadEstimate,
  downloadEstimateLine,
  estimateLimitCheck,
  incomeEstimate,
  incomeEstimateLine,
  reviewDaily,
  reviewList,
  reviewScore,
  reviewSummary,
  reviewVersionList,
  sameDeveloper,
  userReview,
} from '@bangyan/contract';
import { endpointQueries } from './endpointQuery.ts';

/** An iOS app's figure pages: download and income estimates, reviews, status, same developer, featuring. */
const appQuery = endpointQueries('apps');

export const useEstimateLimitCheckQuery = appQuery(estimateLimitCheck);
export const useDownloadEstimateQuery = appQuery(downloadEstimate);
export const useDownloadEstimateLineQuery = appQuery(downloadEstimateLine);
export const useIncomeEstimateQuery = appQuery(incomeEstimate);
export const useIncomeEstimateLineQuery = appQuery(incomeEstimateLine);
export const useReviewSummaryQuery = appQuery(reviewSummary);
export const useReviewDailyQuery = appQuery(reviewDaily);
export const useReviewScoreQuery = appQuery(reviewScore);
export const useReviewVersionsQuery = appQuery(reviewVersionList);
export const useReviewListQuery = appQuery(reviewList);
export const useUserReviewQuery = appQuery(userReview);
export const useAppStatusSummaryQuery = appQuery(appStatusSummary);
export const useAppStatusListQuery = appQuery(appStatusList);
export const useSameDeveloperQuery = appQuery(sameDeveloper);
export const useAppleRecommendQuery = appQuery(appleRecommend);
