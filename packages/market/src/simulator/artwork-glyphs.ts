/**
 * The emblems of the simulated store's artwork (artwork.ts): one line-and-shape drawing per kind of
 * app, white on the icon's gradient, on a 100 × 100 box centred on (50, 50). `ink` is the theme's
 * dark colour, used for the details cut into the white shapes.
 */

export type GlyphName =
  | 'gamepad'
  | 'star'
  | 'gem'
  | 'cards'
  | 'dice'
  | 'shield'
  | 'crown'
  | 'gauge'
  | 'cart'
  | 'bag'
  | 'briefcase'
  | 'weather'
  | 'sliders'
  | 'code'
  | 'plane'
  | 'ball'
  | 'chat'
  | 'cap'
  | 'checklist'
  | 'camera'
  | 'pen'
  | 'news'
  | 'pin'
  | 'note'
  | 'house'
  | 'dish'
  | 'heart'
  | 'coin'
  | 'play'
  | 'book';

const W = 'fill="#fff"';
const stroke = (colour: string, width = 7) =>
  `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

const GLYPHS: Readonly<Record<GlyphName, (ink: string) => string>> = {
  gamepad: (ink) =>
    `<path ${W} d="M31 34h38a15 15 0 0 1 14.6 11.5l4.6 19.2a8.5 8.5 0 0 1-14.5 7.8L65 63H35l-8.7 9.5a8.5 8.5 0 0 1-14.5-7.8l4.6-19.2A15 15 0 0 1 31 34z"/>` +
    `<path ${stroke(ink, 5)} d="M28 49h12M34 43v12"/><circle cx="64" cy="46" r="3.6" fill="${ink}"/><circle cx="72" cy="53" r="3.6" fill="${ink}"/>`,
  star: () =>
    `<path ${W} stroke="#fff" stroke-width="5" stroke-linejoin="round" d="M50 19l9.6 19.4 21.4 3.1-15.5 15.1 3.7 21.3L50 67.8 30.8 77.9l3.7-21.3L19 41.5l21.4-3.1z"/>`,
  gem: (ink) =>
    `<path ${W} d="M33 27h34l15 18-32 33-32-33z"/><path ${stroke(ink, 3.5)} d="M18 45h64M41 27l-7 18 16 33 16-33-7-18"/>`,
  cards: (ink) =>
    `<rect x="22" y="28" width="34" height="46" rx="6" transform="rotate(-14 39 51)" fill="#fff" fill-opacity=".6"/>` +
    `<rect x="42" y="24" width="34" height="48" rx="6" transform="rotate(10 59 48)" ${W}/>` +
    `<path fill="${ink}" d="M60 39c4 5 9 8 9 12.5a4.5 4.5 0 0 1-8.3 2.3L62 59h-6l1.3-5.2a4.5 4.5 0 0 1-8.3-2.3C49 47 54 44 58 39z" transform="rotate(10 59 48)"/>`,
  dice: (ink) =>
    `<rect x="24" y="24" width="52" height="52" rx="12" ${W}/>` +
    [
      [37, 37],
      [63, 37],
      [50, 50],
      [37, 63],
      [63, 63],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${ink}"/>`)
      .join(''),
  shield: (ink) =>
    `<path ${W} d="M50 18l28 10v20c0 17-12 29-28 34-16-5-28-17-28-34V28z"/><path ${stroke(ink, 5)} d="M50 32v34M38 46h24"/>`,
  crown: (ink) =>
    `<path ${W} stroke="#fff" stroke-width="4" stroke-linejoin="round" d="M22 70l-3-36 17 14 14-22 14 22 17-14-3 36z"/>` +
    `<rect x="22" y="74" width="56" height="7" rx="3.5" ${W}/><circle cx="50" cy="56" r="5" fill="${ink}"/>`,
  gauge: (ink) =>
    `<path ${stroke('#fff', 8)} d="M22 66a28 28 0 1 1 56 0"/><path ${stroke('#fff', 6)} d="M50 64l15-17"/>` +
    `<circle cx="50" cy="64" r="7" ${W}/><circle cx="50" cy="64" r="2.5" fill="${ink}"/>`,
  cart: () =>
    `<path ${stroke('#fff')} d="M16 26h10l9 34h36l8-24H30"/><circle cx="40" cy="73" r="6" ${W}/><circle cx="66" cy="73" r="6" ${W}/>`,
  bag: (ink) =>
    `<path ${stroke('#fff', 6)} d="M39 38v-5a11 11 0 0 1 22 0v5"/><path ${W} d="M26 38h48l-3 38a5 5 0 0 1-5 4.5H34a5 5 0 0 1-5-4.5z"/>` +
    `<path ${stroke(ink, 4.5)} d="M40 50a10 10 0 0 0 20 0"/>`,
  briefcase: (ink) =>
    `<path ${stroke('#fff', 6)} d="M40 34v-5a4 4 0 0 1 4-4h12a4 4 0 0 1 4 4v5"/><rect x="20" y="34" width="60" height="42" rx="8" ${W}/>` +
    `<path ${stroke(ink, 4)} d="M20 52h60"/><rect x="45" y="48" width="10" height="9" rx="2" fill="${ink}"/>`,
  weather: () =>
    `<circle cx="40" cy="38" r="13" fill="#ffe27a"/><path ${W} d="M36 76h33a13 13 0 0 0 1-26 17 17 0 0 0-32 3 11.5 11.5 0 0 0-2 23z"/>`,
  sliders: () =>
    `<path ${stroke('#fff', 6)} d="M24 32h52M24 50h52M24 68h52"/>` +
    `<circle cx="38" cy="32" r="7" fill="#fff"/><circle cx="62" cy="50" r="7" fill="#fff"/><circle cx="44" cy="68" r="7" fill="#fff"/>`,
  code: () => `<path ${stroke('#fff', 7)} d="M36 32L20 50l16 18M64 32l16 18-16 18M55 26l-10 48"/>`,
  plane: () =>
    `<path ${W} d="M50 16c3.5 0 5.5 3.5 5.5 8v17l26 15v8l-26-8v15l8 6v6l-13.5-3.5L36.5 83v-6l8-6V56l-26 8v-8l26-15V24c0-4.5 2-8 5.5-8z"/>`,
  ball: () =>
    `<circle cx="50" cy="50" r="28" ${stroke('#fff', 6)}/><path ${stroke('#fff', 5)} d="M22 50h56M50 22c-12 8-12 48 0 56M50 22c12 8 12 48 0 56"/>`,
  chat: (ink) =>
    `<path ${W} d="M28 24h44a10 10 0 0 1 10 10v24a10 10 0 0 1-10 10H48L33 80V68h-5a10 10 0 0 1-10-10V34a10 10 0 0 1 10-10z"/>` +
    [38, 50, 62].map((x) => `<circle cx="${x}" cy="46" r="4" fill="${ink}"/>`).join(''),
  cap: () =>
    `<path ${W} d="M50 24l36 15-36 15-36-15z"/><path ${W} d="M30 47v13c0 7 9 12 20 12s20-5 20-12V47l-20 8.5z"/>` +
    `<path ${stroke('#fff', 4)} d="M80 42v18"/>`,
  checklist: (ink) =>
    `<rect x="22" y="20" width="56" height="62" rx="10" ${W}/><path ${stroke(ink, 6)} d="M34 50l10 10 22-24"/>`,
  camera: (ink) =>
    `<path ${W} d="M22 34h13l6-9h18l6 9h13a5 5 0 0 1 5 5v33a5 5 0 0 1-5 5H22a5 5 0 0 1-5-5V39a5 5 0 0 1 5-5z"/>` +
    `<circle cx="50" cy="55" r="13" fill="${ink}"/><circle cx="50" cy="55" r="6" ${W}/>`,
  pen: (ink) =>
    `<path ${W} d="M64 18l18 18-40 40H24V58z"/><path ${stroke(ink, 4)} d="M56 26l18 18"/><circle cx="35" cy="65" r="3.5" fill="${ink}"/>`,
  news: (ink) =>
    `<rect x="20" y="22" width="60" height="58" rx="8" ${W}/><rect x="29" y="31" width="18" height="16" rx="3" fill="${ink}"/>` +
    `<path ${stroke(ink, 4)} d="M54 33h17M54 43h17M29 56h42M29 67h42"/>`,
  pin: (ink) =>
    `<path ${W} d="M50 16a22 22 0 0 1 22 22c0 17-22 44-22 44S28 55 28 38a22 22 0 0 1 22-22z"/><circle cx="50" cy="38" r="8" fill="${ink}"/>`,
  note: () =>
    `<path ${stroke('#fff', 7)} d="M42 66V28l30-8v38"/><circle cx="34" cy="67" r="9" ${W}/><circle cx="64" cy="59" r="9" ${W}/>`,
  house: (ink) =>
    `<path ${W} stroke="#fff" stroke-width="5" stroke-linejoin="round" d="M20 48L50 22l30 26v30H20z"/><rect x="43" y="56" width="14" height="22" rx="3" fill="${ink}"/>`,
  dish: () => `<path ${stroke('#fff', 6)} d="M32 20v24a8 8 0 0 0 16 0V20M40 20v60M66 80V20c-8 4-12 14-12 26h12"/>`,
  heart: (ink) =>
    `<path ${W} d="M50 80S18 60 18 38a16 16 0 0 1 32-5 16 16 0 0 1 32 5c0 22-32 42-32 42z"/>` +
    `<path ${stroke(ink, 4.5)} d="M28 48h12l5-9 8 18 5-9h14"/>`,
  coin: (ink) =>
    `<circle cx="50" cy="50" r="30" ${W}/><path ${stroke(ink, 5.5)} d="M39 33l11 15 11-15M50 48v21M39 52h22M39 61h22"/>`,
  play: (ink) =>
    `<rect x="18" y="24" width="64" height="52" rx="12" ${W}/><path fill="${ink}" stroke="${ink}" stroke-width="4" stroke-linejoin="round" d="M43 38l18 12-18 12z"/>`,
  book: (ink) =>
    `<path ${W} d="M50 30c-9-6-19-8-30-6v48c11-2 21 0 30 6 9-6 19-8 30-6V24c-11-2-21 0-30 6z"/><path ${stroke(ink, 3.5)} d="M50 31v46"/>`,
};

/** The emblem as SVG elements on the 100 × 100 box, its shapes in `paper` (white unless given). */
export function glyphSvg(name: GlyphName, ink: string, paper = '#fff'): string {
  if (paper === '#fff') return GLYPHS[name](ink);
  return GLYPHS[name]('ink').replaceAll('#fff', paper).replaceAll('"ink"', `"${ink}"`);
}
