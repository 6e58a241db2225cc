export * from './model.ts';
export * from './config.ts';
export * from './runtime.ts';
export { progressBar } from './ingest/progress.ts';
export { backfill, collectDue, createEngine, runStep, type Engine, type Progress } from './ingest/engine.ts';
export type { BackfillWindow } from './ingest/plan.ts';
export * from './queries/index.ts';
