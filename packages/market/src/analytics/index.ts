/**
 * The market analytics: pure functions from stored observations (chart snapshots, lookups, keyword
 * results, calibration points, trending lists) to the figures data.md defines. Ingest feeds them rows
 * and stores their results; thresholds are the defaults in `config.ts`.
 */
export * from './config.ts';
export * from './order.ts';
export * from './chartDepth.ts';
export * from './rankChanges.ts';
export * from './heat.ts';
export * from './coverage.ts';
export * from './powerLaw.ts';
export * from './estimates.ts';
export * from './calibration.ts';
export * from './asoIndex.ts';
export * from './monitors/types.ts';
export * from './monitors/offline.ts';
export * from './monitors/newApps.ts';
export * from './monitors/clearChart.ts';
export * from './monitors/clearWords.ts';
export * from './monitors/booked.ts';
export * from './soaring.ts';
export * from './chartMovement.ts';
export * from './hegemony.ts';
export * from './hotSearch.ts';
export * from './monthly.ts';
export * from './trends.ts';
export * from './trendCoverage.ts';
export * from './company.ts';
export * from './asa.ts';
export * from './asoChecks.ts';
export * from './asoDiagnosis.ts';
export * from './reviewScore.ts';
export * from './appMatch.ts';
export * from './versions.ts';
