/**
 * Drawing helpers of the simulated store's artwork (artwork.ts): stable draws from an app's key,
 * XML escaping, the brand part of a name, the font stack and gradients.
 */

/** A 32-bit FNV-1a hash of the key and a salt: the picture's stable draws. */
export function artworkHash(key: string, salt: number): number {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  h ^= h >>> 15;
  return Math.imul(h, 0x2c1b3c6d) >>> 0;
}

/** One of the items, drawn by the key and salt. */
export const pick = <T>(items: readonly T[], key: string, salt: number): T =>
  items[artworkHash(key, salt) % items.length] as T;

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** The brand part of a store name ('滴答清单 - 待办日程助手' → '滴答清单'). */
export function brandOf(name: string): string {
  return (name.split(/\s+-\s+|：|:|\||（/)[0] ?? '').trim() || name;
}

export const FONT = "'PingFang SC','Noto Sans CJK SC','Source Han Sans SC','Microsoft YaHei',sans-serif";

const ANGLES: readonly (readonly [number, number, number, number])[] = [
  [0, 0, 1, 1],
  [0, 0, 0, 1],
  [1, 0, 0, 1],
  [0, 0, 1, 0.6],
];

/** A linear gradient across the box at one of four angles. */
export function gradientDef(id: string, from: string, to: string, angle: number): string {
  const [x1, y1, x2, y2] = ANGLES[angle % ANGLES.length] as readonly number[];
  return (
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}
