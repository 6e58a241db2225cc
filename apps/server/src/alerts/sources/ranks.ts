/**
 * Alerts of followed iOS apps entering or leaving the top N of their genre's charts (the 'rank' kind): the chart of
 * their price (free, or paid) and the grossing chart of their primary genre, between consecutive snapshots.
 */
import {
  CHART_TYPE_NAMES,
  formatDate,
  formatDateTime,
  genreName,
  GENRE_ALL,
  type RankingChartType,
} from '@bangyan/contract';
import { appChartRankSeries, appSummaries, type AppChart, type AppSummary } from '@bangyan/market';
import type { AlertSource, DueAlert } from '../due.ts';
import { topCrossings, type TopCrossing } from '../matching.ts';
import { appName, appPage, appTitle, inStore } from './alertText.ts';
import { byStorefront, followRules, type FollowRule } from './followRules.ts';

/** The charts an app is watched on: its price's and the grossing chart of its primary genre. */
export const chartsOf = (app: AppSummary): AppChart[] =>
  (['free', 'charge', 'grossing'] as const)
    .filter((type) => type === 'grossing' || (type === 'charge') === app.price > 0)
    .map((chartType) => ({ appId: app.appId, chartType, genre: app.primaryGenreId }));

/** '游戏免费榜', '畅销总榜' (an app no lookup has filled in yet is watched on the overall charts). */
const chartTitle = (chart: AppChart) => {
  const type = CHART_TYPE_NAMES[chart.chartType as RankingChartType];
  return chart.genre === GENRE_ALL ? `${type}总榜` : `${genreName(chart.genre) ?? '分类'}${type}榜`;
};

const place = (rank: number | null) => (rank === null ? '未上榜' : `第 ${rank} 名`);

/** The alert of a crossing, once per user, app, chart, N, direction and China day (the day's first). */
export function rankAlert(
  rule: FollowRule,
  app: { appId: number; name: string },
  chart: AppChart,
  crossing: TopCrossing,
): DueAlert {
  const name = appName(app);
  const title = chartTitle(chart);
  const top = rule.rankTop;
  const what = crossing.entered ? `进入${title}前 ${top} 名` : `跌出${title}前 ${top} 名`;
  return {
    uid: rule.uid,
    title: appTitle(name, what),
    lines: [
      inStore(
        `「${name}」于 ${formatDateTime(crossing.at)} ${what}：当前${place(crossing.rank)}，此前${place(crossing.previousRank)}。`,
        rule.country,
      ),
    ],
    link: appPage(rule.country, chart.appId),
    channels: rule.channels,
    // At most one entering and one leaving per chart a China day: an app hovering at N does not alert every hour.
    dedupeKey:
      `alert:rank:${rule.country}:${chart.appId}:${chart.chartType}-${chart.genre}-top${top}:` +
      `${crossing.entered ? 'in' : 'out'}:${formatDate(crossing.at)}`,
  };
}

export const rankAlerts: AlertSource = async (db, { now, since }) => {
  const due: DueAlert[] = [];
  for (const group of byStorefront(await followRules(db, ['rank']), since)) {
    const app = await appSummaries(db, group.country, group.appIds);
    const series = await appChartRankSeries(db, {
      country: group.country,
      charts: group.appIds.flatMap((id) => chartsOf(app(id))),
      since: group.from,
      until: now,
    });
    for (const rule of group.rules) {
      for (const chart of series) {
        if (chart.appId !== rule.appId) continue;
        for (const crossing of topCrossings(chart.points, rule.rankTop)) {
          if (crossing.at >= rule.from) due.push(rankAlert(rule, app(rule.appId), chart, crossing));
        }
      }
    }
  }
  return due;
};
