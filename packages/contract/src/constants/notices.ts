/** The message centre (消息中心): the kinds of notice a user gets, the list's paging and its texts. */

export const NOTICE_KINDS = ['alert', 'link-app', 'order', 'system'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  alert: '提醒',
  'link-app': '关联申请',
  order: '订单',
  system: '系统',
};

/** The list's filter: every kind, or one. */
export const NOTICE_FILTERS = ['all', ...NOTICE_KINDS] as const;
export type NoticeFilter = (typeof NOTICE_FILTERS)[number];

/** Notices a page of the list holds unless asked otherwise, and at most. */
export const NOTICE_PAGE_SIZE = 10;
export const NOTICE_PAGE_SIZE_MAX = 50;
/** Notices one mark-read request may name. */
export const NOTICE_READ_IDS_MAX = 100;

export const NOTICE_TEXTS = {
  kind: '消息类型只能是 all、alert、link-app、order 或 system',
  page: '页码需为正整数',
  pageSize: `每页条数需为1到${NOTICE_PAGE_SIZE_MAX}之间的整数`,
  idsEmpty: '请选择要标为已读的消息',
  idsInvalid: '消息ID格式不正确',
  idsTooMany: `一次最多标记${NOTICE_READ_IDS_MAX}条消息`,
} as const;
