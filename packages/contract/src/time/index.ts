/** The clock: durations, China days in both spellings, and date display. */
export * from './durations.ts';
export * from './days.ts';
export * from './format.ts';
