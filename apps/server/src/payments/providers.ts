/** The configured payment providers, and where providers post their notifications. */
import type { Config } from '../config.ts';
import { alipayProvider } from './alipay.ts';
import { sandboxProvider, type PaymentProvider, type SandboxProvider } from './payment.ts';
import { wechatPayProvider } from './wechatpay.ts';

/** Where each provider posts its notifications. */
export const NOTIFY_PATHS = { alipay: '/v1/vip/notify/alipay', wechat: '/v1/vip/notify/wechat' } as const;

/** The provider of that name when it is configured, else null. */
export function paymentProvider(config: Config, name: string): PaymentProvider | null {
  if (!(config.paymentProviders as string[]).includes(name)) return null;
  const notifyUrl = (path: string) => `${config.siteUrl}${path}`;
  if (name === 'sandbox') return sandboxProvider(config.signSecret);
  if (name === 'alipay' && config.alipay) return alipayProvider(config.alipay, notifyUrl(NOTIFY_PATHS.alipay));
  if (name === 'wechat' && config.wechatPay) return wechatPayProvider(config.wechatPay, notifyUrl(NOTIFY_PATHS.wechat));
  return null;
}

export function isSandbox(provider: PaymentProvider | null): provider is SandboxProvider {
  return provider?.name === 'sandbox';
}
