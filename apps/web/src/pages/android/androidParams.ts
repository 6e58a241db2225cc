import { ANDROID_APP_SPANS, COLLECTED_MARKETS, DEFAULT_MARKET, isAndroidPackage } from '@bangyan/contract';
import { intParam, textParam } from '../../lib/urlParams.ts';

/** An Android app page's address: the package and the market (pages.md: appId, market; country fixed to cn). */
export const ANDROID_PARAMS = {
  appId: textParam(() => '', isAndroidPackage),
  market: textParam(
    () => DEFAULT_MARKET,
    (m) => COLLECTED_MARKETS.includes(m),
  ),
};

/** The same with a history span (days; 30 by default). */
export const ANDROID_SPAN_PARAMS = {
  ...ANDROID_PARAMS,
  days: intParam(30, (n) => (ANDROID_APP_SPANS as readonly number[]).includes(n)),
};

/** A span's label on the span switch. */
export const SPAN_LABELS: Record<(typeof ANDROID_APP_SPANS)[number], string> = { 7: '7天', 30: '30天', 90: '90天' };
