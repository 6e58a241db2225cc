import { GENRES } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { appIconSvg, screenshotSvg, simAndroidIconUrl, simIconUrl, simScreenshotUrl } from './artwork.ts';
import { genreOfAndroidCategory, lookOf, themeOf } from './artwork-themes.ts';

const subject = (key: number, genreId: number, name = '滴答清单 - 待办日程助手') => ({
  key: String(key),
  name,
  genreId,
});

/** Well-formed enough for a browser: one svg root, every tag closed, no script, no unescaped text. */
function expectSvg(svg: string): void {
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="[\d .]+">/);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/<script|undefined|NaN|\son\w+=/);
  const open: string[] = [];
  for (const [, close, name, self] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (close) expect(open.pop()).toBe(name);
    else if (!self) open.push(name!);
  }
  expect(open).toEqual([]);
}

describe('the simulated store’s artwork', () => {
  it('is a pure function of the app: the same app, the same pictures', () => {
    expect(appIconSvg(subject(1600000123, 6024))).toBe(appIconSvg(subject(1600000123, 6024)));
    expect(screenshotSvg(subject(1600000123, 6024), 3)).toBe(screenshotSvg(subject(1600000123, 6024), 3));
  });

  it('draws a valid SVG icon and screenshots for every genre, games and apps alike', () => {
    for (const g of GENRES) {
      for (const key of [6440000001, 6440000002, 6440000003]) {
        expectSvg(appIconSvg(subject(key, g.id)));
        for (let n = 1; n <= 6; n++) expectSvg(screenshotSvg(subject(key, g.id), n));
      }
    }
  });

  it('sets apps apart: 200 apps of one genre draw almost 200 different icons', () => {
    const icons = new Set(Array.from({ length: 200 }, (_, i) => appIconSvg(subject(6440000000 + i * 17, 6024))));
    expect(icons.size).toBeGreaterThanOrEqual(190);
    const shots = new Set(Array.from({ length: 6 }, (_, n) => screenshotSvg(subject(6440000000, 6007), n + 1)));
    expect(shots.size).toBe(6);
  });

  it('uses the genre’s colours and emblem: a cart or bag for shopping, a gamepad for games', () => {
    for (let i = 0; i < 50; i++) {
      const shop = lookOf(subject(6440000000 + i, 6024));
      expect(themeOf(6024).palettes.map(([from]) => from)).toContain(shop.from);
      expect(['cart', 'bag']).toContain(shop.glyph);
      expect(appIconSvg(subject(6440000000 + i, 6024))).toContain(shop.to);
    }
    expect(lookOf(subject(1, 6014))).toMatchObject({ glyph: 'gamepad', game: true });
    expect(lookOf(subject(1, 6011)).glyph).toBe('note');
    // An unknown genre draws utilities' theme rather than failing.
    expect(lookOf(subject(1, 9999)).glyph).toBe('sliders');
    // An Android category draws the theme of its genres.
    expect(genreOfAndroidCategory('购物比价')).toBe(6022);
    expect(genreOfAndroidCategory('未知分类')).toBe(6002);
  });

  it('writes the name as text, escaped', () => {
    const shot = screenshotSvg(subject(5, 6007, 'A&B <工具> - 效率"助手"'), 1);
    expect(shot).toContain('A&amp;B &lt;工具&gt;');
    expect(shot).toContain('效率&quot;助手&quot;');
    expectSvg(shot);
  });

  it('lives at root-relative addresses on the product’s origin', () => {
    expect(simIconUrl(6440000001)).toBe('/media/sim/icons/6440000001.svg');
    expect(simScreenshotUrl(6440000001, 2)).toBe('/media/sim/screenshots/6440000001/2.svg');
    expect(simAndroidIconUrl('com.xingyu.dida')).toBe('/media/sim/android/com.xingyu.dida.svg');
  });
});
