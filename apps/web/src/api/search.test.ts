import { describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_LIMIT } from '@bangyan/contract';
import { localSearchHistory } from './search.ts';

describe("a visitor's recent searches", () => {
  it('keeps them newest first, once each, at most the limit; deletes one or all', () => {
    const seen: number[] = [];
    const stop = localSearchHistory.subscribe(() => seen.push(localSearchHistory.read().length));
    localSearchHistory.add('记账');
    localSearchHistory.add('天气');
    localSearchHistory.add('记账');
    expect(localSearchHistory.read()).toEqual(['记账', '天气']);
    localSearchHistory.remove('记账');
    expect(localSearchHistory.read()).toEqual(['天气']);
    for (let i = 0; i < SEARCH_HISTORY_LIMIT + 5; i++) localSearchHistory.add(`词${i}`);
    expect(localSearchHistory.read()).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(localSearchHistory.read()[0]).toBe(`词${SEARCH_HISTORY_LIMIT + 4}`);
    localSearchHistory.clear();
    expect(localSearchHistory.read()).toEqual([]);
    stop();
    expect(seen.at(-1)).toBe(0);
  });
});
