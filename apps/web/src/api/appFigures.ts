import { downloadEstimate, downloadEstimateLine, estimateLimitCheck, incomeEstimate, incomeEstimateLine } from '@bangyan/contract';
import { endpointQueries } from './endpointQuery.ts';

/** An iOS app's figure pages: download and income estimates. */
const appQuery = endpointQueries('apps');

export const useEstimateLimitCheckQuery = appQuery(estimateLimitCheck);
export const useDownloadEstimateQuery = appQuery(downloadEstimate);
export const useDownloadEstimateLineQuery = appQuery(downloadEstimateLine);
export const useIncomeEstimateQuery = appQuery(incomeEstimate);
export const useIncomeEstimateLineQuery = appQuery(incomeEstimateLine);
