/** Feedback dialog codes and limits (spec 3, 5, 9). */
export const FEEDBACK_DATA_TYPES = [
  { code: 2, label: '数据不准确' },
  { code: 1, label: '数据缺失' },
  { code: 5, label: '更新不及时' },
  { code: 6, label: '排名疑问' },
  { code: 4, label: '其他' },
] as const;

export const FEEDBACK_FUNC_TYPES = [
  { code: 1, label: '会员账号' },
  { code: 2, label: '功能异常' },
  { code: 3, label: '优化建议' },
  { code: 4, label: 'ASO' },
  { code: 5, label: 'ASA' },
  { code: 6, label: '其他' },
] as const;

export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_WECHAT_MAX = 100;
export const FEEDBACK_CONTENT_TOO_LONG = '请输入500以内描述';
export const FEEDBACK_WECHAT_TOO_LONG = '请输入100以内的联系方式';
export const FEEDBACK_EMPTY = '请填写反馈内容或选择反馈类型';
export const FEEDBACK_SUCCESS = '提交成功！';
