import type { PaymentMethod } from '@bangyan/contract';
import { config } from '../config.ts';

/**
 * WeChat's in-app browser, known by its user agent's `MicroMessenger` (the one place the site asks). It blocks file
 * downloads and Alipay's pages, and cannot scan a QR shown on its own screen.
 */
export function isWechatBrowser(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/**
 * Inside WeChat with the server's official account: share cards by WeChat's JS-SDK (lib/wechatShare.ts) and login by
 * WeChat's web authorization instead of a QR.
 */
export const wechatWithAccount = (): boolean => config.wechatMp && isWechatBrowser();

/** The ways to pay offered here: inside WeChat, whose browser blocks Alipay's pages, all but Alipay. */
export function offeredPaymentMethods(methods: readonly PaymentMethod[], inWechat = isWechatBrowser()) {
  return inWechat ? methods.filter((m) => m !== 'alipay') : [...methods];
}
