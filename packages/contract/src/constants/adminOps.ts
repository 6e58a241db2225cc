/**
 * The operator console's user support, orders, link-app review, overview and operator management (issue 23): limits,
 * labels and the Chinese texts of their refusals and notices.
 */
import { ADMIN_ROLE_LABELS, type AdminRole } from './admin.ts';

/** A reason an operator gives for a change (membership, disabling, refund, rejection): required, at most this long. */
export const ADMIN_REASON_MAX = 200;
/** The search box's text: at most this long. */
export const ADMIN_SEARCH_MAX = 64;
/** What a user's detail lists of each kind: the newest this many. */
export const ADMIN_DETAIL_ROWS = 50;
/** The overview's spans, in days; 30 by default. */
export const OVERVIEW_SPANS = [7, 30, 90] as const;
export type OverviewSpan = (typeof OVERVIEW_SPANS)[number];

/** Link-app requests' states. */
export const LINK_REQUEST_STATUSES = ['pending', 'linked', 'rejected'] as const;
export type LinkRequestStatus = (typeof LINK_REQUEST_STATUSES)[number];
export const LINK_REQUEST_STATUS_LABELS: Record<LinkRequestStatus, string> = {
  pending: '待审核',
  linked: '已关联',
  rejected: '已驳回',
};

/** The data engine's job names as the overview shows them. */
export const ENGINE_JOB_LABELS: Record<string, string> = {
  'charts-main': '主榜单',
  'charts-all': '全部分类榜单',
  'charts-world': '海外榜单',
  apps: '应用详情',
  keywords: '关键词',
  'android-keywords': '安卓关键词',
  'android-reviews': '安卓评论',
  trending: '热搜',
  featured: '推荐位',
  reviews: '评论',
  android: '安卓市场',
  calibration: '下载量校准',
  analytics: '数据分析',
  maintenance: '数据库维护',
};

export const ADMIN_OPS_TEXTS = {
  reason: '请填写原因',
  reasonTooLong: `原因不能超过${ADMIN_REASON_MAX}字`,
  search: `搜索内容不能超过${ADMIN_SEARCH_MAX}个字符`,
  uid: '用户ID格式不正确',
  userMissing: '用户不存在',
  tier: '会员类型只能是 normal、vip 或 svip',
  endDate: '请选择会员到期日（格式 YYYYMMDD）',
  endDatePast: '会员到期日不能早于今天',
  disabledFlag: '状态只能是 1（停用）或 0（启用）',
  alreadyDisabled: '该用户已是停用状态',
  alreadyEnabled: '该用户已是启用状态',
  accountDisabled: '该账号已被停用，如有疑问请联系客服',
  membershipNoticeTitle: '你的会员已变更',
  orderNo: '订单号格式不正确',
  orderMissing: '订单不存在',
  orderStatus: '订单状态只能是 pending、paid、closed 或 refunded',
  plan: '套餐不存在',
  dateFrom: '开始日期格式不正确（YYYYMMDD）',
  dateTo: '结束日期格式不正确（YYYYMMDD）',
  dateOrder: '开始日期不能晚于结束日期',
  notRefundable: '只有已支付的订单可以标记退款',
  refundNoticeTitle: '你的订单已退款',
  requestId: '申请ID格式不正确',
  requestMissing: '关联申请不存在',
  requestStatus: '申请状态只能是 pending、linked 或 rejected',
  requestDecided: '这条申请已处理过',
  links: '请至少填写一个要关联的安卓市场应用',
  linkMarket: '安卓市场不正确',
  linkPackage: '包名格式不正确',
  linkUnknown: (market: string, appId: string) => `数据引擎中没有 ${market} 市场的应用 ${appId}，请核对包名`,
  linkSelf: '不能把应用关联到它自己',
  linkApprovedTitle: '你的关联申请已通过',
  linkRejectedTitle: '你的关联申请未通过',
  span: '统计天数只能是 7、30 或 90',
  operatorId: '运营账号ID格式不正确',
  operatorMissing: '运营账号不存在',
  operatorUsername: '用户名须为 3 到 32 位小写字母、数字或 _ . -',
  operatorTaken: '该用户名已被使用',
  role: `角色只能是 ${Object.keys(ADMIN_ROLE_LABELS).join('、')}`,
  roleSame: (role: AdminRole) => `该账号已是${ADMIN_ROLE_LABELS[role]}角色`,
  notSelf: '不能修改自己的角色或停用自己',
  operatorAlreadyDisabled: '该运营账号已是停用状态',
  operatorAlreadyEnabled: '该运营账号已是启用状态',
} as const;
