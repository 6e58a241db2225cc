import { DEFAULT_COUNTRY, type FollowedApp } from '@bangyan/contract';

/**
 * An app's page (spec 2.1): iOS AppRank (/new/apps/view, appId and country), Android AndroidAppRank
 * (/new/android/download, appId and market).
 */
export function appPagePath(app: Pick<FollowedApp, 'trackId' | 'platform' | 'market' | 'country'>): string {
  const q = new URLSearchParams(
    app.platform === 'ios' ? { appId: app.trackId, country: app.country } : { appId: app.trackId, market: app.market },
  );
  return `${app.platform === 'ios' ? '/new/apps/view' : '/new/android/download'}?${q}`;
}

/** An iOS app's page in a storefront (China's by default, as Home's boards are). */
export const iosAppPath = (appId: string, country: string = DEFAULT_COUNTRY): string =>
  appPagePath({ trackId: appId, platform: 'ios', market: 'ios', country });

/** An iOS app's keyword monitor page (keywordsmonitor: its watched keywords and their ranks). */
export const keywordMonitorPath = (appId: string, country: string): string =>
  `/new/apps/keywordsmonitor?${new URLSearchParams({ appId, country })}`;
