export * from './connect.ts';
export * from './migrate.ts';
export * from './errors.ts';
export type * from './schema.ts';
export type * from './schema-market.ts';
