import { REGISTRATION_GIFT, SITE_NAME, TIER_LABELS } from '@bangyan/contract';
import type { NewNotice } from '../../notices/notify.ts';

const gift = `${REGISTRATION_GIFT.months}个月${TIER_LABELS[REGISTRATION_GIFT.tier]}`;

/** The message centre's welcome for a new account: the gift, and a short guide to pages worth a first look. */
export const welcomeNotice = (uid: string): NewNotice => ({
  uid,
  kind: 'system',
  title: `欢迎加入${SITE_NAME}`,
  body: [
    `欢迎来到${SITE_NAME}！注册赠送的${gift}已到账，三步带您快速上手：`,
    '1. 关注应用：在[首页](/new)的“我关注的应用”中添加您关心的应用，排名、下载量与关键词覆盖一目了然；',
    '2. 关键词：在[关键词热度榜](/new/aso/keywordrank)与[关键词覆盖榜](/new/keyword/coverrank)发现流量词，' +
      '用[关键词搜索](/new/search/index)查看每个词下的应用排名；',
    '3. 会员：在[VIP特权](/vip/index)了解会员权益，随时续费或升级SVIP。',
  ].join('\n'),
  dedupeKey: 'welcome',
});
