import { appChangeHistory, appVersionChart, appVersionSummary, packageDetail } from '@bangyan/contract';
import { endpointQueries } from './endpointQuery.ts';

/** baseinfo's change history and package, the version page's summary strip and release cadence. */
const metaQuery = endpointQueries('appMeta');

export const useAppChangesQuery = metaQuery(appChangeHistory);
export const usePackageQuery = metaQuery(packageDetail);
export const useVersionSummaryQuery = metaQuery(appVersionSummary);
export const useVersionChartQuery = metaQuery(appVersionChart);
