/**
 * The tabs of the detail pages: an iOS app's and an Android app's side menu (pages.md "iOS app detail", "Android app
 * detail"), and the company pages' tabs (spec 2.1 /new/company/). Each page's name is its tab's label.
 */
import type { NavLink } from './site.ts';

/** An iOS app's pages in the side menu's order (AppRank first, the app's landing page). */
export const IOS_APP_PAGES: readonly NavLink[] = [
  { path: '/new/apps/view', label: '排名趋势' },
  { path: '/new/apps/baseinfo', label: '基本信息' },
  { path: '/new/apps/appstatus', label: '上下架状态' },
  { path: '/new/apps/version', label: '版本记录' },
  { path: '/new/apps/keyword', label: '关键词覆盖' },
  { path: '/new/apps/keywordreport', label: '关键词报告' },
  { path: '/new/apps/compare', label: '关键词对比' },
  { path: '/new/apps/keywordsmonitor', label: '关键词监控' },
  { path: '/new/apps/subscribekeywordcover', label: '内购项目' },
  { path: '/new/apps/activitykeywordcover', label: '应用内活动' },
  { path: '/new/apps/review', label: '评论分析' },
  { path: '/new/apps/competitor', label: '竞品' },
  { path: '/new/apps/competitorInfo', label: '竞品对比' },
  { path: '/new/apps/samedeveloper', label: '同开发者应用' },
  { path: '/new/apps/applerecommend', label: '苹果推荐' },
  { path: '/new/apps/downloadestimate', label: '下载量预估' },
  { path: '/new/apps/incomeestimate', label: '收入预估' },
  { path: '/new/apps/asa', label: 'ASA投放' },
  { path: '/new/apps/diagnosis', label: 'ASO诊断' },
];

/** An Android app's pages in the side menu's order. */
export const ANDROID_APP_PAGES: readonly NavLink[] = [
  { path: '/new/android/rankchart', label: '榜单排名' },
  { path: '/new/android/baseinfo', label: '基本信息' },
  { path: '/new/android/version', label: '版本记录' },
  { path: '/new/android/keyword', label: '关键词覆盖' },
  { path: '/new/android/review', label: '评分与评论' },
  { path: '/new/android/download', label: '下载量' },
];

/** The company pages' tabs: overview, app (CompanyApp), developer. */
export const COMPANY_PAGES = [
  { key: 'overview', label: '公司概况', path: '/new/company/overview' },
  { key: 'app', label: '旗下应用', path: '/new/company/app' },
  { key: 'developer', label: '开发者账号', path: '/new/company/developer' },
] as const;
export type CompanyTab = (typeof COMPANY_PAGES)[number]['key'];

/** What the company pages show (their intro before the developer is known, and their description). */
export const COMPANY_PAGES_INTRO = '开发者的概况、旗下应用及同一公司的开发者账号。';
