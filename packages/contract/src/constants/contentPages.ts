/**
 * The content pages (spec 2.1, pages.md "Content pages"), their public forms (leads) and the ASO delivery request
 * page the keyword cart posts to (spec 7): paths, limits and wording.
 */

export const ABOUT_PATH = '/new/about';
export const BRAND_PATH = '/brand';
export const BRAND_ABOUT_PATH = '/brand/about';
export const EVENT_PATH = '/new/events/detail';
export const API_SERVICE_PATH = '/new/service/api';
export const NETWORK_TEST_PATH = '/new/test';
export const WECHAT_BIND_PATH = '/new/user/wechatbindaccount';
/** The API's own document (generated from the contract), which /new/service/api links to. */
export const API_DOCS_PATH = '/v1/openapi.json';

/** The text blocks each content page places (by page, then key), as the console names them. */
export const PAGE_BLOCKS = {
  about: { label: '关于我们', keys: { intro: '页首介绍', culture: '做事方式', contact: '联系我们' } },
  brand: { label: '品牌', keys: { intro: '品牌介绍', promise: '品牌主张', story: '品牌故事' } },
  api: { label: '数据API', keys: { intro: '页首介绍', process: '接入流程' } },
} as const;
export type BlockPage = keyof typeof PAGE_BLOCKS;
/** A block's console id: 'page.key'. */
export const PAGE_BLOCK_IDS = Object.entries(PAGE_BLOCKS).flatMap(([page, { keys }]) =>
  Object.keys(keys).map((key) => `${page}.${key}`),
);
/** '关于我们 · 页首介绍' for 'about.intro'. */
export function pageBlockLabel(id: string): string {
  const [page, key] = id.split('.') as [string, string];
  const entry = (PAGE_BLOCKS as Record<string, { label: string; keys: Record<string, string> }>)[page];
  return entry?.keys[key] === undefined ? id : `${entry.label} · ${entry.keys[key]}`;
}

/** The account centre's list of the user's delivery requests. */
export const ACCOUNT_DELIVERIES_PATH = '/user/deliveries';

/** The ASO delivery request page of an app (spec 7: the keyword cart posts its form here). */
export const ASO_DELIVERY_PATH_PREFIX = '/grow/create/app_id/';
export const asoDeliveryPath = (appId: string) => `${ASO_DELIVERY_PATH_PREFIX}${encodeURIComponent(appId)}`;

/** The cart form's submit_type (spec 7). */
export const CART_SUBMIT_TYPE = 'cart';

/** The kinds of lead, as the console names them. */
export const LEAD_KINDS = {
  api_apply: '数据API申请',
  event_signup: '活动报名',
  partner: '商务合作',
} as const;
export type LeadKind = keyof typeof LEAD_KINDS;

/** An ASO delivery request's handling, as the operator sets it and the user reads it in 我的投放. */
export const DELIVERY_STATUSES = {
  new: '待联系',
  contacted: '已联系',
  running: '投放中',
  done: '已完成',
  closed: '已关闭',
} as const;
export type DeliveryStatus = keyof typeof DELIVERY_STATUSES;
export const DELIVERY_STATUS_NOTE_MAX = 200;

export const LEAD_LIMITS = {
  name: 20,
  company: 50,
  jobTitle: 30,
  email: 100,
  message: 500,
} as const;

/** A delivery request: keywords, the rank wanted, the budget (yuan). */
export const ASO_DELIVERY_LIMITS = {
  keywords: 50,
  keyword: 100,
  targetRankMax: 200,
  budgetMin: 1000,
  budgetMax: 10_000_000,
  note: 500,
} as const;

export const LEAD_TEXTS = {
  name: `请填写姓名（${LEAD_LIMITS.name}字以内）`,
  phoneEmpty: '请填写手机号',
  phoneInvalid: '手机号格式不正确',
  company: `请填写公司名称（${LEAD_LIMITS.company}字以内）`,
  jobTitle: `请填写职位（${LEAD_LIMITS.jobTitle}字以内）`,
  jobTitleTooLong: `职位不能超过${LEAD_LIMITS.jobTitle}字`,
  emailInvalid: '邮箱格式不正确',
  message: `留言不能超过${LEAD_LIMITS.message}字`,
  partnerMessage: `请简要说明合作内容（${LEAD_LIMITS.message}字以内）`,
  plan: '请选择套餐',
  planMissing: '所选套餐不存在',
  partnerKind: '请选择合作类型',
  partnerKindMissing: '所选合作类型不存在',
  eventId: '活动编号需为正整数',
  eventMissing: '活动不存在或已下线',
  eventEnded: '活动已结束，报名已关闭',
  eventFull: '报名人数已满',
  alreadySignedUp: '该手机号已报名本次活动',
  pageMissing: '页面内容尚未配置',
} as const;

export const ASO_DELIVERY_TEXTS = {
  keywords: `请选择 1 到 ${ASO_DELIVERY_LIMITS.keywords} 个关键词`,
  keyword: `关键词需为 1 到 ${ASO_DELIVERY_LIMITS.keyword} 个字`,
  targetRanks: '请为每个关键词填写目标排名',
  targetRank: `目标排名需为 1 到 ${ASO_DELIVERY_LIMITS.targetRankMax} 的整数`,
  budget: `预算需为 ${ASO_DELIVERY_LIMITS.budgetMin} 到 ${ASO_DELIVERY_LIMITS.budgetMax} 元的整数`,
  contactName: `请填写联系人（${LEAD_LIMITS.name}字以内）`,
  note: `备注不能超过${ASO_DELIVERY_LIMITS.note}字`,
  submitType: '提交方式不正确',
  appMissing: '该应用不在所选国家/地区的应用库中',
} as const;
