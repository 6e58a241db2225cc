import type { RankingChartType } from '@bangyan/contract';

/** A whole chart on RankIndex; `date` '' = today. */
export function chartPath(chart: { genre: number; type: RankingChartType; country: string; date?: string }): string {
  const q = new URLSearchParams({ genre: String(chart.genre), country: chart.country, type: chart.type });
  if (chart.date) q.set('date', chart.date);
  return `/new/ranking/index?${q}`;
}
