import { describe, expect, it } from 'vitest';
import { keywordMoveMatch } from '../matching.ts';
import { keywordAlert, type WatchRule } from './keywords.ts';

const at = new Date('2026-11-22T04:00:00Z');
const rule: WatchRule = {
  uid: '7',
  country: 'cn',
  appId: 1234567890,
  minChange: 3,
  top10Exit: true,
  channels: ['webhook'],
  from: new Date(0),
  keywords: new Map(),
};
const app = { appId: 1234567890, name: '示例应用' };
const moveOf = (keywordId: number, previousRank: number | null, rank: number | null) => {
  const move = { keywordId, term: `词${keywordId}`, at, previousRank, rank };
  return { move, match: keywordMoveMatch(previousRank, rank, rule)! };
};

describe("the alert of a collection's keyword moves", () => {
  it('says each move on a line, leaving the top 10 first, then the larger moves', () => {
    const alert = keywordAlert(rule, app, at, [
      moveOf(1, 30, 20),
      moveOf(2, 8, 12),
      moveOf(3, null, 40),
      moveOf(4, 5, 9),
    ]);
    expect(alert).toEqual({
      uid: '7',
      title: '「示例应用」4 个关键词排名变化',
      lines: [
        '「示例应用」在 2026-11-22 12:00 采集的关键词排名有变化（中国区）：',
        '「词2」第 8 名 → 第 12 名（下降 4 名，跌出前10）',
        '「词3」未进入搜索结果 → 第 40 名（进入搜索结果）',
        '「词1」第 30 名 → 第 20 名（上升 10 名）',
        '「词4」第 5 名 → 第 9 名（下降 4 名）',
      ],
      link: '/new/apps/keywordsmonitor?appId=1234567890&country=cn',
      channels: ['webhook'],
      dedupeKey: 'alert:keyword:cn:1234567890:2026-11-22T04:00:00.000Z',
    });
  });

  it('keeps to 20 lines, the last saying how many more keywords moved', () => {
    const moves = Array.from({ length: 25 }, (_, i) => moveOf(i + 1, 50, 60 + i));
    const { lines, title } = keywordAlert(rule, app, at, moves);
    expect(title).toBe('「示例应用」25 个关键词排名变化');
    expect(lines).toHaveLength(20);
    expect(lines[1]).toBe('「词25」第 50 名 → 第 84 名（下降 34 名）');
    expect(lines[19]).toBe('……另有 7 个关键词');
    const nineteen = keywordAlert(rule, app, at, moves.slice(0, 19)).lines;
    expect(nineteen).toHaveLength(20);
    expect(nineteen.at(-1)).toMatch(/^「词/);
  });
});
