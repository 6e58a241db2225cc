import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_STORE,
  searchTarget,
  suggestionGroups,
  withPlatform,
  type SearchStore,
} from './searchTargets.ts';

const ios: SearchStore = { platform: 'ios', country: 'us', market: 'xiaomi' };
const android: SearchStore = { platform: 'android', country: 'cn', market: 'vivo' };

describe('search targets (spec 2.1, 2.4, 5)', () => {
  it('searches a trimmed keyword on Search (iOS) or AndroidSearch (with the market)', () => {
    expect(searchTarget(ios, { label: '  消消乐 ', type: 'kw' })).toEqual({
      path: '/new/search/index?keyword=%E6%B6%88%E6%B6%88%E4%B9%90&country=us&from=input',
      remember: '消消乐',
    });
    expect(searchTarget(android, { label: 'K歌', type: 'history' })).toEqual({
      path: '/new/search/android?keyword=K%E6%AD%8C&country=cn&market=vivo&from=input',
      remember: 'K歌',
    });
  });

  it('does nothing for empty text', () => {
    expect(searchTarget(ios, { label: '   ', type: 'kw' })).toBeNull();
  });

  it('sends an app id typed on iOS to AppRank, and searches it as text on Android', () => {
    expect(searchTarget(ios, { label: '1295711885', type: 'kw' })).toEqual({
      path: '/new/apps/view?appId=1295711885&country=us',
      remember: '1295711885',
    });
    expect(searchTarget(ios, { label: '1234567', type: 'kw' })?.path).toBe(
      '/new/search/index?keyword=1234567&country=us&from=input',
    );
    expect(searchTarget(android, { label: '12345678', type: 'kw' })?.path).toBe(
      '/new/search/android?keyword=12345678&country=cn&market=vivo&from=input',
    );
  });

  it('sends app and company suggestions to their pages without remembering them', () => {
    expect(searchTarget(ios, { label: '解压宝', type: 'subject', id: '1295711885' })).toEqual({
      path: '/new/apps/view?appId=1295711885&country=us',
      remember: null,
    });
    expect(searchTarget(android, { label: '开心消消乐', type: 'id', id: 'com.happy.match' })?.path).toBe(
      '/new/android/download?appId=com.happy.match&market=vivo',
    );
    expect(searchTarget(ios, { label: '乐元素', type: 'developer', id: '284106107' })).toEqual({
      path: '/new/company/app?companyId=284106107',
      remember: null,
    });
  });

  it('resets the country to China when switching to Android (spec 4)', () => {
    expect(withPlatform(ios, 'android')).toEqual({ platform: 'android', country: 'cn', market: 'xiaomi' });
    expect(withPlatform(android, 'ios')).toEqual({ platform: 'ios', country: 'cn', market: 'vivo' });
    expect(DEFAULT_SEARCH_STORE).toEqual({ platform: 'ios', country: 'cn', market: 'xiaomi' });
  });
});

describe('suggestion groups', () => {
  it('lists keywords, apps, companies; apps first when the text means them', () => {
    expect(suggestionGroups({ intent: 'kw' })).toEqual(['kw', 'app', 'company']);
    expect(suggestionGroups({ intent: 'app' })).toEqual(['app', 'kw', 'company']);
  });
});
