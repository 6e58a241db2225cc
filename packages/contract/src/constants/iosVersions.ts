/**
 * Hot-search iOS version tabs on Home and the hot-search page (spec 2.4, 9). The API values are the
 * spec's (13: the App Store's search page since iOS 13, 12: the older one); the labels name the
 * versions each covers without listing them, so they stay current (iOS 26 is 13 及以上).
 */
export const IOS_VERSIONS = [
  { value: 13, label: 'iOS 13 及以上' },
  { value: 12, label: 'iOS 12 及以下' },
] as const;
export type IosVersion = (typeof IOS_VERSIONS)[number]['value'];
export const DEFAULT_IOS_VERSION: IosVersion = 13;

export function isIosVersion(value: unknown): value is IosVersion {
  return IOS_VERSIONS.some((v) => v.value === value);
}
