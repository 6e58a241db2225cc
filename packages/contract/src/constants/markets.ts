/** Android markets (spec 2.5, 3, 4). */
export interface Market {
  code: string;
  name: string;
  /** Whether the data engine collects this market yet; pickers offer only collected ones. */
  collected: boolean;
}

export const MARKETS: readonly Market[] = [
  { code: 'huawei', name: '华为', collected: true },
  { code: 'xiaomi', name: '小米', collected: true },
  { code: 'oppo', name: 'OPPO', collected: true },
  { code: 'vivo', name: 'VIVO', collected: true },
  { code: 'tencent', name: '应用宝', collected: false },
  { code: 'honor', name: '荣耀', collected: false },
  { code: 'qihoo360', name: '360手机助手', collected: false },
  { code: 'baidu', name: '百度手机助手', collected: false },
  { code: 'meizu', name: '魅族', collected: false },
  { code: 'wandoujia', name: '豌豆荚', collected: false },
];

export const DEFAULT_MARKET = 'xiaomi';

/** The market selector's initial selection, in this order (spec 2.5). */
export const DEFAULT_MARKETS: readonly string[] = ['xiaomi', 'vivo', 'oppo'];

export const COLLECTED_MARKETS: readonly string[] = MARKETS.filter((m) => m.collected).map((m) => m.code);

const byCode = new Map(MARKETS.map((m) => [m.code, m]));

export function findMarket(code: string): Market | undefined {
  return byCode.get(code);
}

export function isMarketCode(code: unknown): code is string {
  return typeof code === 'string' && byCode.has(code);
}

export function marketName(code: string): string | undefined {
  return byCode.get(code)?.name;
}
