/**
 * The simulated store's artwork: app icons and store screenshots as SVG, a pure function of the app
 * (its id, name and genre), so a URL always shows the same picture and may be cached for good.
 * Records (records.ts, android.ts) point at these pictures on the product's own origin
 * (`/media/sim/…`, root-relative), where the server draws them for the apps its catalogue stored.
 *
 * An icon is a rounded square in one of its genre's gradients (artwork-themes.ts) at one of four
 * angles, a translucent motif, and the genre's emblem (artwork-glyphs.ts) — or, for a third of
 * non-game apps, the name's first character with the emblem as a badge. Screenshots: artwork-screens.ts.
 */
import { artworkHash, brandOf, escapeXml, FONT, gradientDef, pick } from './artwork-draw.ts';
import { glyphSvg } from './artwork-glyphs.ts';
import { screenSvg } from './artwork-screens.ts';
import { lookOf, type ArtworkSubject } from './artwork-themes.ts';

export type { ArtworkSubject } from './artwork-themes.ts';

/** The path prefix the product serves the simulated store's pictures under. */
export const SIM_MEDIA_PREFIX = '/media/sim';

export const simIconUrl = (appId: number | string) => `${SIM_MEDIA_PREFIX}/icons/${appId}.svg`;
export const simScreenshotUrl = (appId: number | string, n: number) =>
  `${SIM_MEDIA_PREFIX}/screenshots/${appId}/${n}.svg`;
export const simAndroidIconUrl = (packageName: string) => `${SIM_MEDIA_PREFIX}/android/${packageName}.svg`;

const MOTIFS = [
  '<circle cx="86" cy="12" r="34" fill="#fff" fill-opacity=".13"/>',
  '<circle cx="12" cy="92" r="30" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="9"/>',
  '<path d="M0 74 Q26 60 52 74 T100 70 V100 H0 Z" fill="#fff" fill-opacity=".11"/>',
  '<path d="M58 0 L100 0 L100 42 Z" fill="#fff" fill-opacity=".12"/>',
  '<rect x="62" y="58" width="60" height="60" rx="14" transform="rotate(24 92 88)" fill="#fff" fill-opacity=".1"/>',
];

/** The app's icon: a 120 px rounded square SVG. */
export function appIconSvg(subject: ArtworkSubject): string {
  const look = lookOf(subject);
  const angle = artworkHash(subject.key, 3) % 4;
  // The motif sits a little off its place, by the app.
  const shift = artworkHash(subject.key, 6);
  const motif = `<g transform="translate(${(shift % 25) - 12} ${((shift >> 8) % 25) - 12})">${pick(MOTIFS, subject.key, 4)}</g>`;
  const letter = [...brandOf(subject.name)][0] ?? '';
  const lettered = !look.game && letter !== '' && artworkHash(subject.key, 5) % 3 === 0;
  const body = lettered
    ? `<text x="50" y="52" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="50" font-weight="700" fill="#fff">${escapeXml(letter)}</text>` +
      `<circle cx="77" cy="77" r="15" fill="${look.to}" stroke="#fff" stroke-opacity=".85" stroke-width="2.5"/>` +
      `<g transform="translate(65.5 65.5) scale(.23)">${glyphSvg(look.glyph, look.to)}</g>`
    : `<g transform="translate(11 11) scale(.78)">${glyphSvg(look.glyph, look.to)}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 100 100">` +
    `<defs>${gradientDef('g', look.from, look.to, angle)}<clipPath id="c"><rect width="100" height="100" rx="22"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="100" height="100" fill="url(#g)"/>${motif}` +
    `<rect width="100" height="50" fill="#fff" fill-opacity=".06"/>${body}</g></svg>`
  );
}

/** Screenshot n (1-based) of the app: a 300 × 650 phone-portrait SVG in its colours. */
export function screenshotSvg(subject: ArtworkSubject, n: number): string {
  return screenSvg(subject, lookOf(subject), n);
}
