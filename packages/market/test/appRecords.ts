import { HOUR_MS } from '@bangyan/contract';
import type { AppRecord } from '../src/model.ts';

/** The ingest store tests' first hour, and the hours after it. */
export const T0 = new Date('2026-11-20T02:00:00Z');
export const hours = (h: number) => new Date(T0.getTime() + h * HOUR_MS);

/** A looked-up cn app record with `over` applied. */
export function app(appId: number, over: Partial<AppRecord> = {}): AppRecord {
  return {
    appId,
    country: 'cn',
    bundleId: `com.sim.app${appId}`,
    name: `应用${appId}`,
    subtitle: '副标题',
    developerId: 900 + appId,
    developerName: 'Sim Dev',
    sellerName: 'Sim Dev Co., Ltd.',
    iconUrl: `https://sim/icon/${appId}.png`,
    screenshotUrls: [],
    description: '描述',
    releaseNotes: '修复问题',
    version: '1.0.0',
    releaseDate: new Date('2026-01-01T00:00:00Z'),
    currentVersionReleaseDate: new Date('2026-11-01T00:00:00Z'),
    price: 0,
    currency: 'CNY',
    formattedPrice: '免费',
    primaryGenreId: 6014,
    genreIds: [6014, 7012],
    averageUserRating: 4.5,
    userRatingCount: 1200,
    fileSizeBytes: 123456789,
    languageCodes: ['ZH'],
    contentAdvisoryRating: '4+',
    isPreOrder: false,
    ...over,
  };
}
