/** Typed reads of the market figures for the server's pages (data.md "Definitions"). */
export * from './status.ts';
export * from './summaries.ts';
export * from './charts.ts';
export * from './android.ts';
export * from './keywords.ts';
export * from './coverage.ts';
export * from './hotSearch.ts';
export * from './estimates.ts';
export * from './monitors.ts';
export * from './trends.ts';
export * from './apps.ts';
export * from './findApps.ts';
export * from './appRanks.ts';
export * from './appFigures.ts';
export * from './reviews.ts';
export * from './suggestions.ts';
