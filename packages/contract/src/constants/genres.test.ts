import { describe, it, expect } from 'vitest';
import {
  GENRES,
  GENRE_ALL,
  GENRE_APPS,
  GENRE_GAMES,
  RETIRED_GENRE_IDS,
  classifyGenre,
  findGenre,
  genreName,
  isGenreId,
} from './genres.ts';

describe('genre table', () => {
  it('has unique ids', () => {
    const ids = GENRES.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the ids the product relies on', () => {
    expect(GENRE_ALL).toBe(0);
    expect(GENRE_GAMES).toBe(6014);
    expect(GENRE_APPS).toBe(5000);
    expect(genreName(0)).toBe('总榜');
    expect(genreName(6014)).toBe('游戏');
    expect(genreName(5000)).toBe('应用');
    expect(genreName(6008)).toBe('摄影与录像');
    expect(genreName(6027)).toBe('图形和设计');
    expect(genreName(7012)).toBe('益智解谜');
    expect(genreName(7019)).toBe('文字');
  });

  it('covers every real app genre 6000-6027 and no 6019', () => {
    const appIds = GENRES.filter((g) => g.id >= 6000 && g.id < 7000).map((g) => g.id);
    const expected = Array.from({ length: 28 }, (_, i) => 6000 + i).filter((id) => id !== 6019);
    expect(appIds).toEqual(expected);
    expect(genreName(6019)).toBeUndefined();
    expect(isGenreId(6019)).toBe(false);
  });

  it('covers game subgenres 7001-7019', () => {
    const gameIds = GENRES.filter((g) => g.id > 7000).map((g) => g.id);
    expect(gameIds).toEqual(Array.from({ length: 19 }, (_, i) => 7001 + i));
  });

  it('agrees with classifyGenre for every entry', () => {
    for (const g of GENRES) expect(classifyGenre(g.id), String(g.id)).toBe(g.kind);
  });

  it('marks only real game subgenres as retired', () => {
    for (const id of RETIRED_GENRE_IDS) expect(findGenre(id)?.kind).toBe('game');
  });

  it('returns undefined for unknown ids', () => {
    expect(findGenre(1234)).toBeUndefined();
    expect(genreName(-1)).toBeUndefined();
  });
});

describe('classifyGenre (spec 9)', () => {
  it.each([
    [0, 'all'],
    [36, 'all'],
    [6014, 'game'],
    [7000, 'app'],
    [7001, 'game'],
    [7019, 'game'],
    [6013, 'app'],
    [6015, 'app'],
    [5000, 'app'],
  ] as const)('%i is %s', (id, kind) => {
    expect(classifyGenre(id)).toBe(kind);
  });
});
