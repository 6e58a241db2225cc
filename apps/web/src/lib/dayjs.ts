import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

/**
 * dayjs in Chinese (month and week names, weeks from Monday), for the date pickers and the pages
 * that compute their days. Imported by them, not by main.tsx, so the first page does not load it.
 */
dayjs.locale('zh-cn');

export { dayjs };
export type { Dayjs } from 'dayjs';
