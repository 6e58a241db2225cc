/**
 * The console's 内容 section: the kinds of public content an editor keeps, their limits and wording, and the site
 * content that used to be constants (the product matrix, the games site, the filing notice).
 */
import { FEATURE_TEXT_MAX, FEATURE_TITLE_MAX } from '../helpers/features.ts';
import { ADVERT_POSITION_CAROUSEL, ADVERT_POSITION_POPUP, type AdvertPosition } from './content.ts';

/** The kinds of content the console edits, in its tab order, with their Chinese names. */
export const CONTENT_KINDS = {
  adverts: '广告位',
  articles: '博客文章',
  posts: '运营圈',
  announcements: '站点公告',
  products: '产品矩阵',
  testimonials: '行业大咖说',
  partners: '合作伙伴',
  businessCards: '联系卡片',
  friendLinks: '友情链接',
  games: '推广游戏',
  talents: '推广达人',
  releaseNotes: '更新日志',
  pageBlocks: '页面文字',
  jobs: '招聘职位',
  partnerKinds: '合作类型',
  brandProducts: '品牌产品',
  milestones: '发展历程',
  apiPlans: 'API套餐',
  apiGroups: 'API接口分组',
  events: '活动',
  eventAgenda: '活动议程',
  eventSpeakers: '活动嘉宾',
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;

/** The kinds the console's 页面 section edits: the content pages' text (关于我们, 品牌, 数据API, 活动); 内容 has the rest. */
export const PAGE_CONTENT_KINDS = [
  'pageBlocks',
  'jobs',
  'partnerKinds',
  'brandProducts',
  'milestones',
  'apiPlans',
  'apiGroups',
  'events',
  'eventAgenda',
  'eventSpeakers',
] as const satisfies readonly ContentKind[];
export type PageContentKind = (typeof PAGE_CONTENT_KINDS)[number];

/** The games site's announced features (Home's upgrade dialog): at most this many lines of "标题：说明". */
export const PRODUCT_FEATURES_MAX = 3;

export const ADVERT_POSITION_LABELS: Record<AdvertPosition, string> = {
  [ADVERT_POSITION_POPUP]: '首页弹窗广告',
  [ADVERT_POSITION_CAROUSEL]: '首页轮播广告',
};

/** Where a product of the provider shows: the header's product matrix, or Home's upgrade dialog (one games site). */
export const PRODUCT_PLACEMENTS = ['matrix', 'games'] as const;
export type ProductPlacement = (typeof PRODUCT_PLACEMENTS)[number];
export const PRODUCT_PLACEMENT_LABELS: Record<ProductPlacement, string> = {
  matrix: '产品矩阵',
  games: '游戏站（首页升级弹窗）',
};

/** Site settings kept in the table site_settings: the footer's ICP filing number and licence notice. */
export const SITE_SETTING_KEYS = ['filing', 'license'] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];
export const SITE_SETTING_LABELS: Record<SiteSettingKey, string> = {
  filing: 'ICP备案号',
  license: '经营许可与其他备案',
};
export const SITE_SETTING_MAX = 200;

/** Where the footer's ICP filing number links, by convention: the national filing lookup. */
export const FILING_LOOKUP_URL = 'https://beian.miit.gov.cn/';

/** An uploaded picture (QR code, logo, thumbnail, avatar): PNG, JPEG or WebP by its bytes, at most 512 KB. */
export const CONTENT_IMAGE_MAX_BYTES = 512 * 1024;
/** A form body holding a few such pictures as data: URIs, with room for a form body's escapes. */
export const CONTENT_BODY_LIMIT = Math.ceil(CONTENT_IMAGE_MAX_BYTES / 3) * 4 * 3 + 128 * 1024;

export const ARTICLE_BODY_MAX = 50_000;
export const ANNOUNCEMENT_MAX = 300;
export const CONTENT_PAGE_SIZE = 20;

export const CONTENT_TEXTS = {
  id: '内容ID格式不正确',
  missing: '内容不存在或已删除',
  published: '发布状态只能是 true 或 false',
  highlighted: '推荐标记只能是 true 或 false',
  sort: '排序需为 -100000 到 100000 之间的整数',
  time: '时间格式不正确',
  timeOrder: '结束时间需晚于开始时间',
  date: '日期需为 YYYY-MM-DD 格式',
  link: '链接需以 http:// 或 https:// 开头，且不超过500个字符',
  siteLink: '链接需为本站路径（以 / 开头）或以 http:// 或 https:// 开头，且不超过500个字符',
  image: '图片需为 PNG、JPEG 或 WebP 格式',
  imageTooLarge: `图片不能超过${CONTENT_IMAGE_MAX_BYTES / 1024}KB`,
  imageRequired: '请上传图片',
  position: '广告位置不正确',
  title: (max: number) => `请填写标题（不超过${max}个字）`,
  name: (max: number) => `请填写名称（不超过${max}个字）`,
  text: (label: string, max: number) => `${label}不能超过${max}个字`,
  required: (label: string, max: number) => `请填写${label}（不超过${max}个字）`,
  count: (label: string) => `${label}需为非负整数`,
  placement: '位置只能是产品矩阵或游戏站',
  oneGamesSite: '游戏站只能有一个',
  settingKey: '站点设置项不正确',
  settingTooLong: `站点设置不能超过${SITE_SETTING_MAX}个字`,
  version: '版本号需为1到30个字',
  versionUsed: '该版本号已存在',
  nameUsed: '该名称已存在',
  gameId: '游戏ID需为1到64个字母、数字、下划线或连字符',
  gameIdUsed: '该游戏ID已存在',
  gameMissing: '推广游戏不存在',
  appId: 'App Store 应用ID需为数字',
  genre: '分类不正确',
  authorId: '达人ID需为1到64个字',
  authorIdUsed: '该达人ID已存在',
  gameIds: '推广游戏需为已添加游戏的ID，以逗号分隔，最多10个',
  features: `亮点每行一项，格式为“标题：说明”（标题不超过${FEATURE_TITLE_MAX}个字，说明不超过${FEATURE_TEXT_MAX}个字），最多${PRODUCT_FEATURES_MAX}行`,
  block: '请选择页面区块',
  blockUsed: '该页面区块已存在',
  tag: '请选择接口分组',
  tagUsed: '该接口分组已存在',
  email: '邮箱格式不正确',
  month: '月份需为 YYYY-MM 格式',
  clock: '时间需为 HH:mm 格式',
  capacity: '名额需为 1 到 100000 的整数',
  event: '请选择活动',
  eventMissing: '所选活动不存在',
  saved: '已保存',
  deleted: '已删除',
} as const;
