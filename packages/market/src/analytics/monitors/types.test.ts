import { describe, expect, it } from 'vitest';
import { byTimeThenApp, groupByApp, monitorEventKey } from './types.ts';

describe('monitorEventKey', () => {
  it('is kind, app id and ISO time', () => {
    expect(monitorEventKey({ kind: 'offline', appId: 42, at: new Date('2026-05-01T02:00:00Z') })).toBe(
      'offline:42:2026-05-01T02:00:00.000Z',
    );
  });
});

describe('groupByApp', () => {
  it('groups by app in id order, each in time order', () => {
    const r = (appId: number, iso: string, tag: string) => ({ appId, at: new Date(iso), tag });
    const groups = groupByApp([
      r(9, '2026-05-01T03:00:00Z', 'c'),
      r(2, '2026-05-01T02:00:00Z', 'b'),
      r(9, '2026-05-01T01:00:00Z', 'a'),
      r(2, '2026-05-01T02:00:00Z', 'b2'),
    ]);
    expect([...groups.keys()]).toEqual([2, 9]);
    expect(groups.get(9)?.map((x) => x.tag)).toEqual(['a', 'c']);
    // Same instant: input order kept.
    expect(groups.get(2)?.map((x) => x.tag)).toEqual(['b', 'b2']);
  });
});

describe('byTimeThenApp', () => {
  it('orders by time, then kind, then app id', () => {
    const t1 = new Date('2026-05-01T01:00:00Z');
    const t2 = new Date('2026-05-01T02:00:00Z');
    const events = [
      { kind: 'offline' as const, appId: 1, at: t2 },
      { kind: 'online' as const, appId: 5, at: t1 },
      { kind: 'offline' as const, appId: 7, at: t1 },
      { kind: 'offline' as const, appId: 3, at: t1 },
    ];
    expect(events.sort(byTimeThenApp).map((e) => `${e.kind}${e.appId}`)).toEqual([
      'offline3',
      'offline7',
      'online5',
      'offline1',
    ]);
  });
});
