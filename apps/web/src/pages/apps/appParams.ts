import { DEFAULT_COUNTRY, isCountryCode } from '@bangyan/contract';
import { textParam } from '../../lib/urlParams.ts';

/** An iOS app page's address: the app and the storefront (spec 2.1: appId, country). */
export const APP_PARAMS = {
  appId: textParam(
    () => '',
    (s) => /^\d{1,12}$/.test(s),
  ),
  country: textParam(() => DEFAULT_COUNTRY, isCountryCode),
};
