/** Number display rules (spec 9). */

const WAN = 10_000;
const YI = 100_000_000;

/** Shown for a missing or unreadable number, as tables do for an empty cell. */
export const NO_VALUE = '-';

function withThousands(intText: string): string {
  return intText.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Hundredths as "12.3", "12.34" or "12": at most two decimals, trailing zeros dropped. */
function hundredthsText(hundredths: number, thousands: boolean): string {
  const whole = Math.floor(hundredths / 100);
  const frac = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const wholeText = thousands ? withThousands(String(whole)) : String(whole);
  return frac === '' ? wholeText : `${wholeText}.${frac}`;
}

/**
 * "9,999" below ten thousand, "1.23万" from ten thousand, "1.23亿" from a hundred million; at most two
 * decimals, trailing zeros dropped. Rounding is done before choosing the unit, so 99,999,999 reads
 * "1亿" rather than "10000万".
 */
export function formatNumber(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return NO_VALUE;
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  // Dividing by a power of ten before rounding keeps exact halves (10,050 → 1.005万) exact.
  const plain = Math.round(abs * 100);
  if (plain === 0) return '0';
  if (plain < WAN * 100) return sign + hundredthsText(plain, true);
  const wan = Math.round(abs / (WAN / 100));
  if (wan < WAN * 100) return `${sign}${hundredthsText(wan, false)}万`;
  const yi = Math.round(abs / (YI / 100));
  return `${sign}${hundredthsText(yi, false)}亿`;
}

export type ChartUnit = '万' | '';

/** A chart axis switches to 万 once its largest value is over ten thousand (spec 9). */
export function chartUnit(max: number): ChartUnit {
  return Math.abs(max) > WAN ? '万' : '';
}

/**
 * A value as a chart plots it: in ten-thousands with one decimal when the unit is 万, else as is.
 * Pass the series' unit (from `chartUnit(max)`) so every point of one axis is in the same unit;
 * without it the value decides alone. Null stays null so the chart draws a gap.
 */
export function chartValue(n: number, unit?: ChartUnit): number;
export function chartValue(n: number | null, unit?: ChartUnit): number | null;
export function chartValue(n: number | null, unit: ChartUnit = chartUnit(n ?? 0)): number | null {
  if (n === null || unit === '') return n;
  const tenths = Math.round(Math.abs(n) / 1000);
  return tenths === 0 ? 0 : (Math.sign(n) * tenths) / 10;
}

/** An amount in fen as yuan: "¥2,598", or with two decimals when it has fen ("¥216.50"). */
export function formatYuan(fen: number): string {
  if (!Number.isFinite(fen)) return NO_VALUE;
  const sign = fen < 0 ? '-' : '';
  const abs = Math.round(Math.abs(fen));
  const whole = withThousands(String(Math.floor(abs / 100)));
  const cents = abs % 100;
  return `${sign}¥${whole}${cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`}`;
}

/** An app's price as lists show it: 免费 or ¥6 (price in yuan). */
export function formatAppPrice(price: number): string {
  return price === 0 ? '免费' : formatYuan(Math.round(price * 100));
}

/**
 * A package size in bytes as people read it: one decimal MB ("512.3 MB"), GB from 1024 MB; NO_VALUE when not known (0).
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return NO_VALUE;
  return bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}
