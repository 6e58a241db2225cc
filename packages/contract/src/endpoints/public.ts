import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_TOO_LONG,
  FEEDBACK_DATA_TYPES,
  FEEDBACK_FUNC_TYPES,
  FEEDBACK_WECHAT_MAX,
  FEEDBACK_WECHAT_TOO_LONG,
} from '../constants/feedback.ts';
import { WECHAT_SHARE_TEXTS } from '../constants/wechat.ts';
import { boundedText, codeList } from '../fields/form.ts';

export const friendLinkSchema = z.object({ name: z.string(), url: z.string() });
export type FriendLink = z.infer<typeof friendLinkSchema>;

export const businessInfoSchema = z.object({ name: z.string(), description: z.string(), img: z.string() });
export type BusinessInfo = z.infer<typeof businessInfoSchema>;

export const friendLink = defineEndpoint({
  method: 'GET',
  path: '/v1/temple/friendLink',
  tag: 'site',
  summary: '友情链接 (footer friendly links)',
  data: z.array(friendLinkSchema),
});

export const cooperateList = defineEndpoint({
  method: 'GET',
  path: '/v1/temple/cooperateList',
  tag: 'site',
  summary: '商务信息 (business-info list: contact cards and QR codes)',
  data: z.array(businessInfoSchema),
});

export const advice = defineEndpoint({
  method: 'POST',
  path: '/v1/public/advice',
  tag: 'site',
  summary: '提交反馈 (feedback)',
  body: z.object({
    type: codeList(
      FEEDBACK_DATA_TYPES.map((t) => t.code),
      '反馈的数据类型不正确',
    ),
    func_type: codeList(
      FEEDBACK_FUNC_TYPES.map((t) => t.code),
      '反馈的功能类型不正确',
    ),
    content: boundedText(FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_TOO_LONG).default(''),
    wechat: boundedText(FEEDBACK_WECHAT_MAX, FEEDBACK_WECHAT_TOO_LONG).default(''),
  }),
  data: z.object({ id: z.number().int() }),
});

export const pageView = defineEndpoint({
  method: 'POST',
  path: '/v1/public/pageView',
  tag: 'site',
  summary: '页面访问上报 (page view)',
  signed: true,
  body: z.object({
    path: z
      .string('页面地址不能为空')
      .min(1, '页面地址不能为空')
      .max(500, '页面地址过长')
      .refine((p) => p.startsWith('/'), { message: '页面地址格式不正确' }),
    referrer: z.string().max(1000, '来源地址过长').default(''),
  }),
  data: z.null(),
});

/**
 * The WeChat JS-SDK's wx.config for a page of this site inside WeChat's browser (its share card): the official
 * account's AppID and the signature of `url` (the page's address without '#…', which the server checks is its own).
 * Without an official account: code 400, not configured.
 */
export const wechatJsConfig = defineEndpoint({
  method: 'GET',
  path: '/v1/public/wechatJsConfig',
  tag: 'site',
  summary: '微信 JS-SDK 配置（微信内分享）：公众号 AppID 与页面地址的签名',
  query: z.object({
    url: z
      .string(WECHAT_SHARE_TEXTS.urlEmpty)
      .min(1, WECHAT_SHARE_TEXTS.urlEmpty)
      .max(2000, WECHAT_SHARE_TEXTS.urlForeign)
      .refine((u) => !u.includes('#'), WECHAT_SHARE_TEXTS.urlFragment),
  }),
  data: z.object({
    appId: z.string(),
    timestamp: z.number().int(),
    nonceStr: z.string(),
    signature: z.string(),
  }),
});
