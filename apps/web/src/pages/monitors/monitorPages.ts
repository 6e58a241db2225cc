import { daysBefore, isGenreId, MONITOR_MENU, type MonitorKindKey } from '@bangyan/contract';
import { dayParam, enumParam, intParam } from '../../lib/urlParams.ts';
import { MONITOR_TABS, type MonitorTab } from '../../lib/monitorTabs.ts';

/**
 * The days `span` long ending today, or ending on `to` when it lies before them (so a picked day is
 * always in view and clicking a day in view never moves the window).
 */
export function stripWindow(today: string, to: string, span: number): { start: string; end: string } {
  const end = to >= daysBefore(today, span - 1) ? today : to;
  return { start: daysBefore(end, span - 1), end };
}

/** A monitor page: Home's tab of the monitor (label, count, colour, path) with the page's own title and intro. */
export interface MonitorPage extends MonitorTab {
  title: string;
  intro: string;
}

const INTROS: Record<MonitorKindKey, string> = {
  offline: '每日被 App Store 下架的应用：下架时间、下架前 24 小时内的最高总榜排名、评论数与发布 / 更新时间。',
  new: '每日在 App Store 新上线的应用：当前状态、价格、是否有预订版本与上线时间。',
  'clear-chart': '从总榜（免费榜 / 付费榜 / 畅销榜）上被清除的应用：清榜前排名、所在榜单、评论数与清榜时间。',
  'clear-words': '关键词覆盖数一日内降至前一日一半及以下的应用：清词前后覆盖数、总榜排名与清词时间。',
  booked: '每日在 App Store 开启预订的应用：价格、开发者与预计上线时间。',
};

/** The header's monitoring column names each page (spec 2.3). */
const titleOf = (path: string): string => MONITOR_MENU.links.find((l) => l.path === path)?.label ?? '';

export const MONITOR_PAGES: Record<MonitorKindKey, MonitorPage> = Object.fromEntries(
  MONITOR_TABS.map((tab) => [tab.kind, { ...tab, title: titleOf(tab.allPath), intro: INTROS[tab.kind] }]),
) as Record<MonitorKindKey, MonitorPage>;

export const WEEK_PATH = '/new/bang/week';
export const WEEK_TITLE = titleOf(WEEK_PATH);

/** The daily-count strip's spans: the last 7 or 30 days. */
export const SPANS = ['7', '30'] as const;

/** The filters of a one-day monitor page, kept in its URL. */
export const DAY_PAGE_PARAMS = {
  genre: intParam(0, isGenreId),
  date: dayParam,
  page: intParam(1, (n) => n >= 1),
  span: enumParam(SPANS, '7'),
};

/** Clear-chart's: a range of days (date1 '' = date2) and a chart (0 every chart, else a bangStatus). */
export const CLEAR_CHART_PARAMS = {
  genre: intParam(0, isGenreId),
  date1: dayParam,
  date2: dayParam,
  type: intParam(0, (t) => t === 0 || t === 2 || t === 3 || t === 4),
  page: intParam(1, (n) => n >= 1),
  span: enumParam(SPANS, '7'),
};

/** A monitor page showing one day (left out when it is today) of a genre (left out when all). */
export function monitorDayLink(kind: MonitorKindKey, day: string, today: string | undefined, genre: number): string {
  const q = new URLSearchParams();
  if (genre !== 0) q.set('genre', String(genre));
  if (day !== today) q.set(kind === 'clear-chart' ? 'date2' : 'date', day);
  const query = q.toString();
  return `${MONITOR_PAGES[kind].allPath}${query ? `?${query}` : ''}`;
}
