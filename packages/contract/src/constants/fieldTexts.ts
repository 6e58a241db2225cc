/**
 * The wording of the request fields several endpoints share: what a field answers when it is
 * missing or not valid. The endpoints' own *_TEXTS name these again under their keys.
 */
export const FIELD_TEXTS = {
  country: '不支持的国家或地区',
  market: '不支持的应用市场',
  genre: '不支持的应用分类',
  chartType: '榜单类型只能是 free、charge 或 grossing',
  date: '日期格式不正确，应为YYYYMMDD',
  future: '日期不能晚于今天',
  appId: '应用ID格式不正确',
  keyword: '请输入关键词',
  page: '页码需为正整数',
  iosVersion: '系统版本只能是 13 或 12',
  isMonitor: 'isMonitor 只能是 1 或 -1',
  vsOrder: '对比的第一个时间不能晚于第二个时间',
  /** A span of days outside the ones offered. */
  days: (spans: readonly number[]) => `天数只能是 ${spans.join('、')}`,
  /** How many items to list, outside 1..max. */
  top: (max: number) => `数量需为1到${max}之间的整数`,
  pageSize: (max: number) => `每页数量需为1-${max}的整数`,
} as const;
