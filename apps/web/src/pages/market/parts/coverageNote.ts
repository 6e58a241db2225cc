import { engineDay } from '@bangyan/contract';

/** One trend series as the API answers it: each day's count (null: no data) and the day it is complete from. */
export interface CoveredSeries {
  name: string;
  list: readonly { date: string; count: number | null }[];
  completeFrom: string | null;
}

/** What a series lacks, in words: days before its complete run, days after it, or every day. */
function lack(s: CoveredSeries): string | null {
  if (s.completeFrom === null) return '暂无数据';
  const from = s.completeFrom;
  const before = s.list.some((d) => d.date < from && d.count === null);
  const lastDay = s.list.findLastIndex((d) => d.count !== null);
  const after = s.list[lastDay + 1];
  const parts = [
    before ? `${engineDay(from)} 前暂无完整数据` : '',
    after ? `${engineDay(after.date)} 起暂无数据` : '',
  ].filter(Boolean);
  return parts.length === 0 ? null : parts.join('，');
}

/**
 * The note under a trend chart saying which days have no data (drawn as gaps, not zeros), series
 * with the same lack named together; null when every series has data every day.
 */
export function coverageNote(series: readonly CoveredSeries[]): string | null {
  const groups = new Map<string, string[]>();
  for (const s of series) {
    const text = lack(s);
    if (text !== null) groups.set(text, [...(groups.get(text) ?? []), s.name]);
  }
  if (groups.size === 0) return null;
  const lines = [...groups].map(([text, names]) => `${names.join('、')}：${text}`);
  return `未完整采集的日期图中留空，不按 0 计。${lines.join('；')}`;
}
