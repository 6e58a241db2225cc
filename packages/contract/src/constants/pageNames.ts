/**
 * The site's own title, description and picture, and the names of the pages no menu names (the menus' pages are named in
 * site.ts, the detail pages' tabs in detailPages.ts). A page's title and share text: helpers/pageMeta.ts.
 */
import { KEYWORD_SUMMARY_DAYS } from '../endpoints/keyword.ts';
import { SITE_NAME } from './site.ts';
import { FREQUENT_TITLE } from './slide.ts';
import {
  ASO_DELIVERY_PATH_PREFIX,
  BRAND_ABOUT_PATH,
  BRAND_PATH,
  EVENT_PATH,
  NETWORK_TEST_PATH,
  PAGE_BLOCKS,
  WECHAT_BIND_PATH,
} from './contentPages.ts';

/** Home's title, and the title of any page without a name of its own. */
export const HOME_TITLE = `${SITE_NAME} - 移动应用数据分析与关键词营销平台`;

/** What the site is, in one line: Home's description and any page's without one of its own. */
export const SITE_DESCRIPTION = `${SITE_NAME}：App Store 与安卓应用市场数据分析平台，提供榜单、关键词、ASO、下载量与收入预估等数据服务。`;

/** The picture of a shared link to a page without one of its own: the logo, 300×300 PNG (WeChat takes no SVG). */
export const SHARE_IMAGE_PATH = '/share-logo.png';

/** The pages' names by path (ASO_DELIVERY_PATH_PREFIX: every app's delivery request page). */
export const PAGE_NAMES = {
  '/404': '找不到您要的页面',
  '/new/user/login': '登录',
  '/new/user/register': '注册',
  '/new/user/forget': '找回密码',
  [WECHAT_BIND_PATH]: '绑定微信',
  '/unsubscribe': '退订提醒',
  '/frequentOperation': FREQUENT_TITLE,
  '/new/search/index': '关键词搜索',
  '/new/search/android': '安卓关键词搜索',
  [BRAND_PATH]: PAGE_BLOCKS.brand.label,
  [BRAND_ABOUT_PATH]: PAGE_BLOCKS.brand.keys.story,
  [EVENT_PATH]: '活动详情',
  [NETWORK_TEST_PATH]: '网络与浏览器检测',
  [ASO_DELIVERY_PATH_PREFIX]: '创建 ASO 投放需求',
  '/admin': '运营后台',
} as const;

/**
 * The keyword pages' titles before their keyword (「关键词：微信」): Search's by its tab (a keyword, app names,
 * company names), vs, summary30, the Android search and a keyword monitor's reports (/new/apps/subscribedetail).
 */
export const KEYWORD_TITLES = {
  kw: '关键词',
  app: '应用搜索',
  company: '公司搜索',
  vs: '搜索结果对比',
  summary30: `${KEYWORD_SUMMARY_DAYS}天概况`,
  android: '安卓关键词',
  subscribe: '关键词监控',
} as const;
export type KeywordTitleKind = keyof typeof KEYWORD_TITLES;

/** A keyword page's title: 「关键词：微信」. */
export const keywordTitle = (kind: KeywordTitleKind, keyword: string): string => `${KEYWORD_TITLES[kind]}：${keyword}`;
