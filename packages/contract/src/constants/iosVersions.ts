/** Hot-search iOS version tabs on Home (spec 2.4, 9). */
export const IOS_VERSIONS = [
  { value: 13, label: 'ios15&14&13' },
  { value: 12, label: 'IOS12' },
] as const;
export type IosVersion = (typeof IOS_VERSIONS)[number]['value'];
export const DEFAULT_IOS_VERSION: IosVersion = 13;

export function isIosVersion(value: unknown): value is IosVersion {
  return IOS_VERSIONS.some((v) => v.value === value);
}
