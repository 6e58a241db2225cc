import { describe, it, expect } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_GROUPS,
  DEFAULT_COUNTRY,
  findCountry,
  isCountryCode,
  isTimeZone,
  searchCountries,
  utcOffsetMinutes,
} from './countries.ts';

describe('country picker data (spec 2.5)', () => {
  it('has the six groups in order', () => {
    expect(COUNTRY_GROUPS.map((g) => g.name)).toEqual([
      '热门地区',
      '亚洲',
      '美国和加拿大',
      '欧洲',
      '拉丁美洲',
      '非洲、中东和印度',
    ]);
  });

  it('lists every storefront once', () => {
    const ids = COUNTRIES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(150);
    expect(ids.length).toBeLessThanOrEqual(176);
  });

  it('puts each storefront in exactly one continent group, and hot ones are the same objects', () => {
    const continentEntries = COUNTRY_GROUPS.slice(1).flatMap((g) => g.countries);
    expect(continentEntries).toEqual(COUNTRIES);
    const hot = COUNTRY_GROUPS[0]!.countries;
    for (const c of hot) expect(continentEntries.filter((x) => x === c)).toHaveLength(1);
  });

  it('starts the hot regions with China in zh-Hans and Asia/Shanghai', () => {
    const first = COUNTRY_GROUPS[0]!.countries[0]!;
    expect(first).toEqual({
      id: 'cn',
      text: '中国',
      countrySearch: 'zhongguo china cn',
      timeZone: 'Asia/Shanghai',
      languageCode: 'zh-Hans',
      disable: false,
    });
    expect(DEFAULT_COUNTRY).toBe('cn');
    expect(COUNTRY_GROUPS[0]!.countries.map((c) => c.id).slice(0, 7)).toEqual([
      'cn',
      'us',
      'jp',
      'kr',
      'hk',
      'tw',
      'mo',
    ]);
  });

  it('spells ids as two lowercase letters and the search aid in lowercase ending with the id', () => {
    for (const c of COUNTRIES) {
      expect(c.id).toMatch(/^[a-z]{2}$/);
      expect(c.countrySearch).toBe(c.countrySearch.toLowerCase());
      expect(c.countrySearch.endsWith(` ${c.id}`), c.id).toBe(true);
      expect(c.text.length).toBeGreaterThan(0);
    }
  });

  it('gives every storefront a zone Intl knows and a valid language tag', () => {
    for (const c of COUNTRIES) {
      expect(isTimeZone(c.timeZone), c.timeZone).toBe(true);
      expect(() => Intl.getCanonicalLocales(c.languageCode), c.languageCode).not.toThrow();
    }
  });

  it('places well-known storefronts in their groups', () => {
    const groupOf = (id: string) => COUNTRY_GROUPS.slice(1).find((g) => g.countries.some((c) => c.id === id))?.name;
    expect(groupOf('cn')).toBe('亚洲');
    expect(groupOf('us')).toBe('美国和加拿大');
    expect(groupOf('ca')).toBe('美国和加拿大');
    expect(groupOf('gb')).toBe('欧洲');
    expect(groupOf('br')).toBe('拉丁美洲');
    expect(groupOf('in')).toBe('非洲、中东和印度');
    expect(groupOf('ae')).toBe('非洲、中东和印度');
  });
});

describe('lookups', () => {
  it('finds by exact code', () => {
    expect(findCountry('jp')?.text).toBe('日本');
    expect(findCountry('hk')).toMatchObject({ text: '中国香港', timeZone: 'Asia/Hong_Kong', languageCode: 'zh-Hant' });
    expect(findCountry('JP')).toBeUndefined();
    expect(findCountry('zz')).toBeUndefined();
  });

  it('guards country codes', () => {
    expect(isCountryCode('us')).toBe(true);
    expect(isCountryCode('US')).toBe(false);
    expect(isCountryCode('usa')).toBe(false);
    expect(isCountryCode('')).toBe(false);
    expect(isCountryCode(undefined)).toBe(false);
  });

  it('searches by Chinese name, pinyin, English name and code', () => {
    expect(searchCountries('日本').map((c) => c.id)).toEqual(['jp']);
    expect(searchCountries('riben').map((c) => c.id)).toEqual(['jp']);
    expect(searchCountries('  Japan ').map((c) => c.id)).toEqual(['jp']);
    expect(searchCountries('香港').map((c) => c.id)).toEqual(['hk']);
    expect(searchCountries('').length).toBe(COUNTRIES.length);
    expect(searchCountries('no such place')).toEqual([]);
  });
});

describe('utcOffsetMinutes', () => {
  it('is +480 for Shanghai all year', () => {
    expect(utcOffsetMinutes('Asia/Shanghai', new Date('2026-01-15T00:00:00Z'))).toBe(480);
    expect(utcOffsetMinutes('Asia/Shanghai', new Date('2026-07-15T12:34:56.789Z'))).toBe(480);
  });

  it('follows daylight saving', () => {
    expect(utcOffsetMinutes('America/New_York', Date.UTC(2026, 0, 15))).toBe(-300);
    expect(utcOffsetMinutes('America/New_York', Date.UTC(2026, 6, 15))).toBe(-240);
    expect(utcOffsetMinutes('Europe/London', Date.UTC(2026, 6, 15))).toBe(60);
  });

  it('handles fractional-hour zones and the instant of a DST switch', () => {
    expect(utcOffsetMinutes('Asia/Kolkata', Date.UTC(2026, 3, 1))).toBe(330);
    expect(utcOffsetMinutes('Asia/Kathmandu', Date.UTC(2026, 3, 1))).toBe(345);
    // US clocks go forward at 07:00 UTC on 8 March 2026.
    expect(utcOffsetMinutes('America/New_York', Date.UTC(2026, 2, 8, 6, 59, 59, 999))).toBe(-300);
    expect(utcOffsetMinutes('America/New_York', Date.UTC(2026, 2, 8, 7, 0, 0))).toBe(-240);
  });

  it('rejects an unknown zone', () => {
    expect(() => utcOffsetMinutes('Mars/Olympus', 0)).toThrow(RangeError);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
