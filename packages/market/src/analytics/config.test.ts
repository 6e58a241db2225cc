import { DAY_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import * as config from './config.ts';

describe('analytics defaults', () => {
  it('match data.md and spec 9', () => {
    expect(config.HEAT_THRESHOLD).toBe(4605);
    expect(config.KEYWORD_DEPTH).toBe(200);
    expect(config.CHART_DEPTH).toBe(200);
    expect(config.CN_OVERALL_CHART_DEPTH).toBe(500);
    expect(config.RANK_COMPARISON_MS).toBe(DAY_MS);
    expect(config.OFFLINE_CONSECUTIVE_CHECKS).toBe(2);
    expect(config.CLEAR_CHART_CONSECUTIVE_SNAPSHOTS).toBe(2);
    expect(config.CLEAR_WORDS_RATIO).toBe(0.5);
    expect(config.CLEAR_WORDS_MIN_KEYWORDS).toBe(100);
    expect(config.NEW_APP_WINDOW_MS).toBe(DAY_MS);
    expect(config.OFFLINE_BEST_RANK_WINDOW_MS).toBe(DAY_MS);
    expect(config.SOARING_TOP).toBe(32);
    expect(config.HOT_SEARCH_GROUPS).toBe(3);
    expect(config.HOT_SEARCH_APPS).toBe(2);
    expect(config.HOT_SEARCH_KEYWORDS).toBe(10);
    expect(config.MONTHLY_TOP).toBe(10);
  });
});
