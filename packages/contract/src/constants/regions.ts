/** SMS calling-code regions for phone login and codes (spec 3, 9). */
export interface SmsRegion {
  /** Calling code without the plus, as the API's regionNum and region fields carry it. */
  code: string;
  name: string;
}

export const SMS_REGIONS: readonly SmsRegion[] = [
  { code: '86', name: '中国大陆' },
  { code: '886', name: '中国台湾' },
  { code: '852', name: '中国香港' },
  { code: '853', name: '中国澳门' },
];

export const DEFAULT_REGION = '86';

/** The only region whose numbers the client checks (spec 5). */
export const MAINLAND_REGION = '86';

export function isRegionCode(code: unknown): code is string {
  return typeof code === 'string' && SMS_REGIONS.some((r) => r.code === code);
}

export function findRegion(code: string): SmsRegion | undefined {
  return SMS_REGIONS.find((r) => r.code === code);
}

/** How the region picker shows an option, e.g. "+86 中国大陆". */
export function regionLabel(region: SmsRegion): string {
  return `+${region.code} ${region.name}`;
}
