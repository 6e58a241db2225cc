/** WeChat's JS-SDK, loaded only inside WeChat's browser with an official account (the server's CSP allows its origin). */
export const WECHAT_JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

/** The JS-SDK signature's answers (GET /v1/public/wechatJsConfig). */
export const WECHAT_SHARE_TEXTS = {
  unavailable: '未配置微信公众号，无法使用微信分享',
  urlEmpty: '页面地址不能为空',
  urlFragment: '页面地址不能包含 # 及其后的部分',
  urlForeign: '页面地址不属于本站',
  failed: '微信分享设置暂时无法获取，请稍后再试',
} as const;
