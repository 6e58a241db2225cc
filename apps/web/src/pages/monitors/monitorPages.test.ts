import { describe, expect, it } from 'vitest';
import { MONITOR_MENU } from '@bangyan/contract';
import {
  CLEAR_CHART_PARAMS,
  DAY_PAGE_PARAMS,
  MONITOR_PAGES,
  monitorDayLink,
  stripWindow,
  WEEK_TITLE,
} from './monitorPages.ts';

describe('monitor pages', () => {
  it('keeps the daily-count window on today unless the picked day lies before it', () => {
    expect(stripWindow('20261122', '20261122', 7)).toEqual({ start: '20261116', end: '20261122' });
    // A day inside the window leaves it where it is, so clicking a bar does not move the bars.
    expect(stripWindow('20261122', '20261116', 7)).toEqual({ start: '20261116', end: '20261122' });
    expect(stripWindow('20261122', '20261115', 7)).toEqual({ start: '20261109', end: '20261115' });
    expect(stripWindow('20261122', '20261115', 30)).toEqual({ start: '20261024', end: '20261122' });
  });

  it("names each page as the header's monitoring column does and links to it on a day", () => {
    for (const page of Object.values(MONITOR_PAGES))
      expect(MONITOR_MENU.links).toContainEqual({ label: page.title, path: page.allPath });
    expect(WEEK_TITLE).toBe('本周动态');
    expect(monitorDayLink('offline', '20261122', '20261122', 0)).toBe('/new/bang/delist');
    expect(monitorDayLink('offline', '20261115', '20261122', 6014)).toBe('/new/bang/delist?genre=6014&date=20261115');
    expect(monitorDayLink('clear-chart', '20261115', '20261122', 0)).toBe('/new/bang/clearbanglist?date2=20261115');
  });

  it('reads hand-edited addresses as the defaults', () => {
    expect(DAY_PAGE_PARAMS.date.read('2026-11-15')).toBe('');
    expect(DAY_PAGE_PARAMS.date.read('20261115')).toBe('20261115');
    expect(DAY_PAGE_PARAMS.genre.read('9999')).toBe(0);
    expect(DAY_PAGE_PARAMS.page.read('0')).toBe(1);
    expect(DAY_PAGE_PARAMS.span.read('90')).toBe('7');
    expect(CLEAR_CHART_PARAMS.type.read('1')).toBe(0);
    expect(CLEAR_CHART_PARAMS.type.read('4')).toBe(4);
  });
});
