import { findCountry, marketName, type FollowedApp } from '@bangyan/contract';

/** Where a followed app is: 'App Store · 中国' for an iOS storefront, the market's name for Android. */
export function followPlace(app: Pick<FollowedApp, 'platform' | 'market' | 'country'>): string {
  if (app.platform === 'ios') return `App Store · ${findCountry(app.country)?.text ?? app.country}`;
  return marketName(app.market) ?? app.market;
}
