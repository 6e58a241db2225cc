/**
 * Hot search block (data.md "Hot search", spec 2.4 and 3): the store's trending searches, kept per
 * update time and shown as the newest 3 groups, each with its "updated" label.
 */
import { formatDateYmd, formatHm, relativeTime, type IosVersion } from '@bangyan/contract';
import type { TrendingSnapshot } from '../model.ts';
import { HOT_SEARCH_APPS, HOT_SEARCH_GROUPS, HOT_SEARCH_KEYWORDS } from './config.ts';

export interface HotKeyword {
  keyword: string;
  /** The keyword's heat (priority); 0 when its heat is not known. */
  priority: number;
}

/** Spec 3 'Hot search group': the server adds each app's detail (artwork, name, subtitle). */
export interface HotSearchGroup {
  /** When the store put this list up (the first snapshot that showed it). */
  at: Date;
  /** 'HH:mm' for today (China time), otherwise the contract's relative time ('昨日 HH:mm', 'N天前', date). */
  updateTimeStr: string;
  keywordList: HotKeyword[];
  appList: number[];
}

/** How many groups, keywords per group and apps per group to keep. */
export interface HotSearchLimits {
  groups: number;
  keywords: number;
  apps: number;
}

/** Home's hot search block (spec 2.4, 9): 3 groups, 10 keywords, 2 apps. */
export const HOME_HOT_SEARCH_LIMITS: HotSearchLimits = {
  groups: HOT_SEARCH_GROUPS,
  keywords: HOT_SEARCH_KEYWORDS,
  apps: HOT_SEARCH_APPS,
};

/** Whether two snapshots show the same list: the same terms and apps in the same order. */
function sameList(x: TrendingSnapshot['terms'], y: TrendingSnapshot['terms']): boolean {
  return x.length === y.length && x.every((t, i) => t.term === y[i]?.term && t.appId === y[i]?.appId);
}

/** The update label: 'HH:mm' on the day of `now`, the relative time before (e.g. '昨日 21:00'). */
export function updateTimeLabel(at: Date, now: Date): string {
  return formatDateYmd(at) === formatDateYmd(now) ? formatHm(at) : relativeTime(at, now);
}

/**
 * The hot search groups of one country's trending snapshots (collected a few times a day, in any
 * order). The store updates its list a few times a day and the collector polls more often, so
 * consecutive snapshots showing the same list are one group, dated by the first of them (when the
 * list went up); a list that comes back after another is a new group. Groups newest first, the first
 * 3. In each: the keyword entries (appId null), each term once, first 10, with their heat from
 * `heatByTerm`; for the iOS 13 tab (iOS 13 及以上) also the first 2 recommended apps (entries with an
 * app id, each app once), for the iOS 12 tab no apps. `limits` (default Home's block: 3, 10, 2)
 * lets a full page show every group, keyword and app.
 */
export function hotSearchGroups(
  snapshots: readonly Pick<TrendingSnapshot, 'at' | 'terms'>[],
  heatByTerm: ReadonlyMap<string, number>,
  iosVersion: IosVersion,
  now: Date,
  limits: HotSearchLimits = HOME_HOT_SEARCH_LIMITS,
): HotSearchGroup[] {
  const sorted = [...snapshots].sort((x, y) => x.at.getTime() - y.at.getTime());
  const updates = sorted.filter((s, i) => {
    const before = sorted[i - 1];
    return before === undefined || !sameList(before.terms, s.terms);
  });
  return updates
    .reverse()
    .slice(0, limits.groups)
    .map(({ at, terms }) => {
      const keywords = [...new Set(terms.filter((t) => t.appId === null).map((t) => t.term))];
      const apps = [...new Set(terms.flatMap((t) => (t.appId === null ? [] : [t.appId])))];
      return {
        at,
        updateTimeStr: updateTimeLabel(at, now),
        keywordList: keywords
          .slice(0, limits.keywords)
          .map((keyword) => ({ keyword, priority: heatByTerm.get(keyword) ?? 0 })),
        appList: iosVersion === 13 ? apps.slice(0, limits.apps) : [],
      };
    });
}
