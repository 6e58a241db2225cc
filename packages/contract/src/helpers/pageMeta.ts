/**
 * A page's title and description (what the browser's tab and a shared link's card show), from its address: the server
 * writes them into index.html, the web app keeps them current as the visitor moves on. Titles read 「<page> - 榜眼」;
 * an app page's 「<app> - <tab> - 榜眼」 once the app's name is known.
 */
import {
  ACCOUNT_HOME_PATH,
  ACCOUNT_LINK_GROUPS,
  FOOTER_COLUMNS,
  MONITOR_MENU,
  RANKING_MENU,
  SITE_NAME,
  type NavLink,
} from '../constants/site.ts';
import { ANDROID_APP_PAGES, COMPANY_PAGES, COMPANY_PAGES_INTRO, IOS_APP_PAGES } from '../constants/detailPages.ts';
import {
  HOME_TITLE,
  KEYWORD_TITLES,
  keywordTitle,
  PAGE_NAMES,
  SITE_DESCRIPTION,
  type KeywordTitleKind,
} from '../constants/pageNames.ts';
import { BLOG_PATH, CIRCLE_PATH } from '../constants/blog.ts';
import { ASO_DELIVERY_PATH_PREFIX } from '../constants/contentPages.ts';
import { DEFAULT_COUNTRY, isCountryCode } from '../constants/countries.ts';
import { COLLECTED_MARKETS, DEFAULT_MARKET } from '../constants/markets.ts';
import { isAndroidPackage, isApiAppId } from '../fields/apps.ts';
import { SEARCH_KEYWORD_MAX } from '../fields/keywords.ts';

export interface PageMeta {
  title: string;
  description: string;
}

/** A page's head as a shared link's card reads it: its title and description, its absolute address and picture. */
export interface PageHead extends PageMeta {
  url: string;
  image: string;
}

/** One meta tag of a page's head: `<meta {attribute}="{key}" content="{content}">`. */
export interface HeadMetaTag {
  attribute: 'name' | 'property' | 'itemprop';
  key: string;
  content: string;
}

/** The app an app page shows, as its address names it (spec 2.1: appId and country, or appId and market). */
export type PageApp =
  { platform: 'ios'; appId: string; country: string } | { platform: 'android'; appId: string; market: string };

/** Text from outside (an address, a store) fit for a title: no control characters, trimmed, at most `max` characters. */
function cleanText(raw: string, max: number): string {
  return [...raw.replace(/\p{Cc}+/gu, ' ').trim()].slice(0, max).join('');
}

/** The keyword of a keyword page's address, read as its pages read it: '' when missing or too long. */
function keywordOf(query: URLSearchParams): string {
  const raw = query.get('keyword') ?? '';
  return [...raw].length > SEARCH_KEYWORD_MAX ? '' : cleanText(raw, SEARCH_KEYWORD_MAX);
}

const lower = (path: string) => path.toLowerCase();
const byPath = (links: readonly NavLink[]) => new Map(links.map((l) => [lower(l.path), l.label]));
const IOS_TABS = byPath(IOS_APP_PAGES);
const ANDROID_TABS = byPath(ANDROID_APP_PAGES);

const DESCRIBE = {
  site: () => SITE_DESCRIPTION,
  ranking: (name: string) =>
    `${name}：App Store 与安卓应用市场的榜单、关键词与市场数据，按国家/地区、分类与日期查看排名及其变化。`,
  monitor: (name: string) => `${name}：每日监控 App Store 应用的下架、清词、清榜、预订与新品上线。`,
  company: (name: string) => `${name}：${COMPANY_PAGES_INTRO}`,
  account: (name: string) => `${name}：${SITE_NAME}个人中心，管理关注的应用、关键词、订阅、提醒与订单。`,
};

/** Every named page by path (lower case: the router matches paths regardless of case), with its description. */
const NAMED = new Map<string, PageMeta>();
const nameAll = (links: readonly NavLink[], describe: (label: string) => string) => {
  for (const l of links) {
    const key = lower(l.path);
    if (!NAMED.has(key)) NAMED.set(key, { title: `${l.label} - ${SITE_NAME}`, description: describe(l.label) });
  }
};
nameAll(
  Object.entries(PAGE_NAMES).map(([path, label]) => ({ path, label })),
  DESCRIBE.site,
);
nameAll(RANKING_MENU.links, DESCRIBE.ranking);
nameAll(MONITOR_MENU.links, DESCRIBE.monitor);
nameAll(COMPANY_PAGES, DESCRIBE.company);
const accountLinks = ACCOUNT_LINK_GROUPS.flatMap((g) => g.links);
nameAll(
  accountLinks.filter((l) => l.path.startsWith('/user/')),
  DESCRIBE.account,
);
// The rest: the membership page (the avatar menu's VIP特权) and the footer's pages.
nameAll([...accountLinks, ...FOOTER_COLUMNS.flatMap((c) => c.links)], DESCRIBE.site);

/** Paths that show another path's page: Home's second address, RankOversea, the account centre's entrance. */
const SAME_AS = new Map([
  ['/new', '/'],
  ['/new/ranking/oversea', '/new/ranking/index'],
  ['/user', lower(ACCOUNT_HOME_PATH)],
]);

/** Paths under which every page has one name: an article, a post, an app's delivery request, the console. */
const UNDER: readonly (readonly [prefix: string, path: string])[] = [
  [`${BLOG_PATH}/`, BLOG_PATH],
  [`${CIRCLE_PATH}/`, CIRCLE_PATH],
  [ASO_DELIVERY_PATH_PREFIX, ASO_DELIVERY_PATH_PREFIX],
  ['/admin/', '/admin'],
];

/** The keyword pages: the kind of title before the keyword (Search's by its tab). */
function keywordKind(path: string, query: URLSearchParams): KeywordTitleKind | null {
  switch (path) {
    case '/new/search/index': {
      const tab = query.get('dataType');
      return tab === 'app' || tab === 'company' ? tab : 'kw';
    }
    case '/new/search/vs':
      return 'vs';
    case '/new/search/summary30':
      return 'summary30';
    case '/new/search/android':
      return 'android';
    case '/new/apps/subscribedetail':
      return 'subscribe';
    default:
      return null;
  }
}

function keywordPageMeta(path: string, kind: KeywordTitleKind, keyword: string): PageMeta {
  const store = kind === 'android' ? '安卓应用市场' : 'App Store';
  if (keyword === '') {
    const title = NAMED.get(path)?.title ?? `${KEYWORD_TITLES[kind]} - ${SITE_NAME}`;
    return { title, description: `在 ${store} 中搜索关键词、应用与公司，查看搜索结果、热度与排名变化。` };
  }
  return {
    title: `${keywordTitle(kind, keyword)} - ${SITE_NAME}`,
    description: `「${keyword}」在 ${store} 的搜索结果、热度、排名变化与相关关键词。`,
  };
}

function appPageMeta(tab: string, android: boolean, appName: string): PageMeta {
  const what = android
    ? '安卓应用市场的榜单排名、关键词覆盖、评分与评论、版本记录与下载量数据。'
    : 'App Store 的排名趋势、关键词覆盖、评论、版本记录与下载量、收入预估等数据。';
  return appName === ''
    ? { title: `${tab} - ${SITE_NAME}`, description: `应用${tab}：${what}` }
    : { title: `${appName} - ${tab} - ${SITE_NAME}`, description: `${appName}的${tab}：${what}` };
}

/** `pathname` without a trailing slash (but '/'), in lower case. */
function pathKey(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return lower(trimmed === '' ? '/' : trimmed);
}

/**
 * The title and description of the page at `pathname` with `query`. `appName` is the app's name on an app page, when
 * known (from the store; cleaned here). Any path no route names gets the site's own.
 */
export function pageMeta(pathname: string, query: URLSearchParams, appName = ''): PageMeta {
  const path = SAME_AS.get(pathKey(pathname)) ?? pathKey(pathname);
  const kind = keywordKind(path, query);
  if (kind !== null) return keywordPageMeta(path, kind, keywordOf(query));
  const iosTab = IOS_TABS.get(path);
  const androidTab = ANDROID_TABS.get(path);
  const tab = iosTab ?? androidTab;
  if (tab !== undefined) return appPageMeta(tab, iosTab === undefined, cleanText(appName, 100));
  const under = UNDER.find(([prefix]) => path.startsWith(lower(prefix)))?.[1];
  return NAMED.get(under === undefined ? path : lower(under)) ?? { title: HOME_TITLE, description: SITE_DESCRIPTION };
}

/**
 * The meta tags of a page's head: its description, Open Graph's (og:*, which WeChat's JS-SDK share reads too) and the
 * Schema.org microdata WeChat's and QQ's share cards read.
 */
export function headMetaTags(head: PageHead): HeadMetaTag[] {
  const og = (key: string, content: string): HeadMetaTag => ({ attribute: 'property', key: `og:${key}`, content });
  const item = (key: string, content: string): HeadMetaTag => ({ attribute: 'itemprop', key, content });
  return [
    { attribute: 'name', key: 'description', content: head.description },
    og('title', head.title),
    og('description', head.description),
    og('image', head.image),
    og('url', head.url),
    og('type', 'website'),
    og('site_name', SITE_NAME),
    item('name', head.title),
    item('description', head.description),
    item('image', head.image),
  ];
}

/** The app an app page's address names (as its page reads it), or null on any other page or without a valid app. */
export function pageApp(pathname: string, query: URLSearchParams): PageApp | null {
  const path = pathKey(pathname);
  const appId = query.get('appId') ?? '';
  if (IOS_TABS.has(path)) {
    const country = query.get('country') ?? '';
    return isApiAppId(appId)
      ? { platform: 'ios', appId, country: isCountryCode(country) ? country : DEFAULT_COUNTRY }
      : null;
  }
  if (ANDROID_TABS.has(path)) {
    const market = query.get('market') ?? '';
    return isAndroidPackage(appId)
      ? { platform: 'android', appId, market: COLLECTED_MARKETS.includes(market) ? market : DEFAULT_MARKET }
      : null;
  }
  return null;
}
