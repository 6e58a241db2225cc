import { describe, expect, it } from 'vitest';
import { digestDue, keywordLine } from './digest.ts';

const settings = { digest: true, paused: false, pushTime: '09:00', digestDay: '2026-11-20' };
/** An instant by its China wall-clock time. */
const china = (text: string) => new Date(`${text}+08:00`);

describe('the daily digest', () => {
  it('is due once a China day, from the push time on, unless off or paused', () => {
    expect(digestDue(settings, china('2026-11-21T08:59:59'))).toBe(false);
    expect(digestDue(settings, china('2026-11-21T09:00:00'))).toBe(true);
    expect(digestDue(settings, china('2026-11-21T23:59:00'))).toBe(true);
    // Already sent that China day (UTC is still the day before at 07:00 China time).
    expect(digestDue({ ...settings, digestDay: '2026-11-21' }, china('2026-11-21T23:00:00'))).toBe(false);
    expect(digestDue({ ...settings, pushTime: '07:30', digestDay: '2026-11-21' }, china('2026-11-22T07:30:00'))).toBe(
      true,
    );
    expect(digestDue({ ...settings, digestDay: null }, china('2026-11-21T10:00:00'))).toBe(true);
    expect(digestDue({ ...settings, digest: false }, china('2026-11-21T10:00:00'))).toBe(false);
    expect(digestDue({ ...settings, paused: true }, china('2026-11-21T10:00:00'))).toBe(false);
  });

  it('says what changed for a keyword, and nothing when nothing did', () => {
    const app = (name: string) => ({ name }) as never;
    const day = { day: '2026-11-20', heat: 4605, previousHeat: 4593, resultCount: 200, entered: [], left: [] };
    expect(keywordLine('记账', 'cn', day)).toBe('关键词「记账」（中国区）热度 4,605（+12）');
    expect(keywordLine('记账', 'cn', { ...day, previousHeat: 4605 })).toBeNull();
    expect(
      keywordLine('记账', 'cn', {
        ...day,
        heat: 4500,
        entered: [app('甲'), app('乙'), app('丙'), app('丁')],
        left: [app('戊')],
      }),
    ).toBe('关键词「记账」（中国区）热度 4,500（-93）；新进前10：「甲」、「乙」、「丙」 等 4 个；跌出前10：「戊」');
  });
});
