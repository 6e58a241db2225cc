/** The configured payment provider, and where providers post their notifications. */
import type { Config } from '../config.ts';
import { alipayProvider } from './alipay.ts';
import { sandboxProvider, type PaymentProvider, type SandboxProvider } from './payment.ts';

/** Where Alipay posts its notifications. */
export const ALIPAY_NOTIFY_PATH = '/v1/vip/notify/alipay';

/** The configured provider; null when payments are off. */
export function paymentProvider(config: Config): PaymentProvider | null {
  if (config.paymentProvider === 'sandbox') return sandboxProvider(config.signSecret);
  if (config.paymentProvider === 'alipay' && config.alipay)
    return alipayProvider(config.alipay, `${config.siteUrl}${ALIPAY_NOTIFY_PATH}`);
  return null;
}

export function isSandbox(provider: PaymentProvider | null): provider is SandboxProvider {
  return provider?.name === 'sandbox';
}
