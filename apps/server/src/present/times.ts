/** Instants as the pages show them (China time); '' for none. */
import { formatDate, formatDateTime } from '@bangyan/contract';

/** 'YYYY-MM-DD HH:mm' (China time), '' for no time. */
export const timeText = (at: Date | null): string => (at === null ? '' : formatDateTime(at));

/** 'YYYY-MM-DD' (China day), '' for no date. */
export const dayText = (d: Date | null): string => (d === null ? '' : formatDate(d));
