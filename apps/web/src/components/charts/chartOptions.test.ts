import { describe, expect, it } from 'vitest';
import { barsOption, narrowLegend, rankLinesOption, readableAxes } from './chartOptions.ts';

describe('readableAxes', () => {
  it('hides overlapping labels on every axis, keeping what the option set', () => {
    const option = readableAxes(barsOption(['游戏', '社交', '购物'], [{ name: '应用数', data: [3, 2, 1] }]));
    expect(option.xAxis).toMatchObject({
      type: 'category',
      axisLabel: { interval: 0, overflow: 'truncate', hideOverlap: true },
    });
    expect(option.yAxis).toMatchObject({ type: 'value', axisLabel: { hideOverlap: true } });
  });

  it('reaches axes given as lists and leaves a chart without axes as it was', () => {
    const option = readableAxes({ xAxis: [{ type: 'time' }, { type: 'time' }], yAxis: rankLinesOption([], []).yAxis });
    const ends = { alignMinLabel: 'left', alignMaxLabel: 'right', hideOverlap: true };
    expect(option.xAxis).toEqual([
      { type: 'time', axisLabel: ends },
      { type: 'time', axisLabel: ends },
    ]);
    expect(option.yAxis).toMatchObject({ inverse: true, name: '排名', axisLabel: { hideOverlap: true } });
    expect(readableAxes({ series: [{ type: 'pie' }] })).toEqual({ series: [{ type: 'pie' }] });
  });

  it('draws day-and-time category labels on two lines, other labels as they are', () => {
    const option = readableAxes({ xAxis: { type: 'category', boundaryGap: false, data: [] } });
    const { formatter, alignMinLabel } = (option.xAxis as { axisLabel: Record<string, unknown> }).axisLabel;
    const format = formatter as (v: string) => string;
    expect([format('11-20 12:00'), format('2026-11-20 08:00'), format('11-20'), format('王者 荣耀')]).toEqual([
      '11-20\n12:00',
      '2026-11-20\n08:00',
      '11-20',
      '王者 荣耀',
    ]);
    expect(alignMinLabel).toBe('left');
  });
});

describe('narrowLegend', () => {
  const option = { legend: { top: 0 }, series: [] };
  it("keeps a phone card's legend to one scrolling row", () => {
    expect(narrowLegend(option, 358).legend).toEqual({ top: 0, type: 'scroll' });
  });
  it('leaves wide charts, vertical legends and charts without a legend alone', () => {
    expect(narrowLegend(option, 1100)).toBe(option);
    const vertical = { legend: { orient: 'vertical', right: 0 } };
    expect(narrowLegend(vertical, 358)).toBe(vertical);
    const none = { series: [] };
    expect(narrowLegend(none, 358)).toBe(none);
  });
});
