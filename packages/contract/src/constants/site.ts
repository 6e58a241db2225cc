/** Header and footer content (spec 1, 2.3): ranking dropdown, footer columns (the product matrix is a table). */

import { BLOG_PATH, CIRCLE_PATH } from './blog.ts';
import { ACCOUNT_DELIVERIES_PATH } from './contentPages.ts';

export const SITE_NAME = '榜眼';
export const SITE_SLOGAN = '专业的移动应用数据分析平台';
export const DATA_SOURCE_NOTE = '本站数据均来自公开渠道，经算法模型分析得出，仅供参考，不构成任何投资或决策建议。';

export interface NavLink {
  label: string;
  path: string;
}

export interface NavColumn {
  title: string;
  links: readonly NavLink[];
}

export const RANKING_MENU: NavColumn = {
  title: '榜单',
  links: [
    { label: '实时排行榜', path: '/new/ranking/index' },
    { label: '榜单对比', path: '/new/ranking/vsbang' },
    { label: '七日排名', path: '/new/ranking/seven_day' },
    { label: '榜单汇总', path: '/new/ranking/summary' },
    { label: '榜单波动', path: '/new/ranking/vshow' },
    { label: '今日推荐', path: '/new/ranking/featured' },
    { label: '热门开发者', path: '/new/ranking/hotartist' },
    { label: '热门行业', path: '/new/ranking/hotindustry' },
    { label: '全球排名', path: '/new/ranking/globalranking' },
    { label: '霸榜分析', path: '/new/ranking/hegemony' },
    { label: '市场趋势', path: '/new/ranking/overview' },
    { label: '安卓榜单', path: '/new/ranking/androidindex' },
    { label: '榜单快照', path: '/new/ranking/screenshot' },
    { label: '下载/收入榜', path: '/new/ranking/RankHotApp' },
    { label: '24小时飙升榜', path: '/new/ranking/RankTop' },
    { label: '实时热搜', path: '/new/aso/hotsearch' },
    { label: '关键词热度榜', path: '/new/aso/keywordrank' },
    { label: '关键词覆盖榜', path: '/new/keyword/coverrank' },
  ],
};

export const MONITOR_MENU: NavColumn = {
  title: '监控',
  links: [
    { label: '下架监控', path: '/new/bang/delist' },
    { label: '清词监控', path: '/new/bang/clearlist' },
    { label: '清榜监控', path: '/new/bang/clearbanglist' },
    { label: '预订监控', path: '/new/bang/booklist' },
    { label: '新品监控', path: '/new/bang/BangRelease' },
    { label: '本周动态', path: '/new/bang/week' },
  ],
};

/** The header's ranking dropdown: ranking column then monitoring column (spec 2.3). */
export const RANKING_DROPDOWN: readonly NavColumn[] = [RANKING_MENU, MONITOR_MENU];

export interface FooterColumn {
  title: string;
  links: readonly NavLink[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: '产品',
    links: [
      { label: '应用搜索', path: '/new/search/index' },
      { label: '实时排行榜', path: '/new/ranking/index' },
      { label: '市场趋势', path: '/new/ranking/overview' },
      { label: '关键词热度榜', path: '/new/aso/keywordrank' },
      { label: '下架监控', path: '/new/bang/delist' },
    ],
  },
  {
    title: '服务',
    // ASA 搜索广告 (/new/asa) and ASA 投放服务 (/new/asa/service) join this column with the ASA tool.
    links: [
      { label: '数据 API', path: '/new/service/api' },
      { label: '运营博客', path: BLOG_PATH },
      { label: '运营圈', path: CIRCLE_PATH },
    ],
  },
  {
    title: '关于',
    links: [
      { label: '关于我们', path: '/new/about' },
      // The spec has no routes for these; they are sections of the about page.
      { label: '加入我们', path: '/new/about#join' },
      { label: '合作伙伴', path: '/new/about#partner' },
      { label: '用户协议', path: '/new/user/agreement' },
      { label: '隐私政策', path: '/new/user/privacy' },
    ],
  },
];

/** The account centre's keyword monitors (the seed's WeChat monitor subscriptions; the subscribe dialog links here). */
export const ACCOUNT_SUBSCRIPTIONS_PATH = '/user/wechatMonitor';

/** The account centre's alert settings (push time, channels, deliveries); links in alerts and 我的订阅 lead here. */
export const ACCOUNT_ALERTS_PATH = '/user/alerts';

/** The account centre's apps with watched keywords and their keyword alerts; 我的订阅's empty keyword alerts lead here. */
export const ACCOUNT_APP_KEYWORDS_PATH = '/user/appKeywords';

/** Account-centre pages other parts link to: order notices lead to the orders, the header's bell to the messages. */
export const ACCOUNT_ORDERS_PATH = '/user/orders';
export const ACCOUNT_MESSAGES_PATH = '/user/message';

/**
 * The account centre's pages (spec 2.2's account area), its menu and the avatar dropdown's link
 * groups: routes of this app, or of `ACCOUNT_HOST` when one is configured.
 */
export const ACCOUNT_LINK_GROUPS: readonly NavColumn[] = [
  {
    title: '我的数据',
    links: [
      { label: '我的关注', path: '/user/apps' },
      { label: '应用关键词', path: ACCOUNT_APP_KEYWORDS_PATH },
      { label: '我的关键词', path: '/user/keywords' },
      { label: '我的订阅', path: ACCOUNT_SUBSCRIPTIONS_PATH },
      { label: '提醒设置', path: ACCOUNT_ALERTS_PATH },
      { label: '我的投放', path: ACCOUNT_DELIVERIES_PATH },
    ],
  },
  {
    title: '账号',
    links: [
      { label: '个人资料', path: '/user/info' },
      { label: '修改密码', path: '/user/password' },
      { label: '消息中心', path: ACCOUNT_MESSAGES_PATH },
      { label: '我的订单', path: ACCOUNT_ORDERS_PATH },
      { label: 'VIP特权', path: '/vip/index' },
      { label: '更新日志', path: '/user/updateLog' },
    ],
  },
];

/** The account area's list of all followed apps (the My Follows dropdown's 'all' link). */
export const ACCOUNT_FOLLOWED_APPS_PATH = '/user/apps';

/** Where the account centre opens (its first page). */
export const ACCOUNT_HOME_PATH = '/user/info';
