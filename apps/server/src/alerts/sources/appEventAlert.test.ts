import { describe, expect, it } from 'vitest';
import { appEventAlert, type AlertEvent } from './appEventAlert.ts';

const at = new Date('2026-11-20T04:00:00Z');
const app = {
  appId: 1234567890,
  name: '示例应用',
  subtitle: '',
  iconUrl: '',
  developerName: '示例公司',
  developerId: 1,
  price: 0,
  primaryGenreId: 6014,
  at,
  day: '2026-11-20',
  genre: 6014,
};

describe('the alert of an app event', () => {
  it('says what happened to the app, links its page and is one of a kind per event', () => {
    const offline = appEventAlert(
      '7',
      'cn',
      {
        ...app,
        kind: 'offline',
        data: { offlineRank: 12, userRatingCount: 3, releaseDate: null, updateDate: null },
      } as AlertEvent,
      ['email'],
    );
    expect(offline).toEqual({
      uid: '7',
      title: '「示例应用」已下架',
      lines: ['「示例应用」于 2026-11-20 12:00 从 App Store 下架，下架前24小时总榜最高排名第 12 名。（中国区）'],
      link: '/new/apps/view?appId=1234567890&country=cn',
      channels: ['email'],
      dedupeKey: 'alert:offline:cn:1234567890:2026-11-20T04:00:00.000Z',
    });
    const cleared = appEventAlert(
      '7',
      'cn',
      {
        ...app,
        kind: 'clear-chart',
        data: { rankBefore: 3, chartType: 'grossing', rankBeforeAt: at },
      } as AlertEvent,
      ['email'],
    );
    expect(cleared.title).toBe('「示例应用」被清榜');
    expect(cleared.lines[0]).toContain('从畅销总榜消失（此前排名第 3 名）');
    const words = appEventAlert(
      '7',
      'cn',
      {
        ...app,
        kind: 'clear-words',
        data: { coverageBefore: 12000, coverageAfter: 300 },
      } as AlertEvent,
      ['email'],
    );
    expect(words.lines[0]).toContain('由 1.2万 降至 300');
    expect(new Set([offline, cleared, words].map((n) => n.dedupeKey)).size).toBe(3);
  });
});
