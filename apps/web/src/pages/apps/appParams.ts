import { DEFAULT_COUNTRY, isApiAppId, isCountryCode } from '@bangyan/contract';
import { textParam } from '../../lib/urlParams.ts';

/** An iOS app page's address: the app and the storefront (spec 2.1: appId, country). */
export const APP_PARAMS = {
  appId: textParam(() => '', isApiAppId),
  country: textParam(() => DEFAULT_COUNTRY, isCountryCode),
};
