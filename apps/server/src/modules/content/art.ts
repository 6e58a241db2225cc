/**
 * Generated pictures for the demo content (icons, avatars, ad banners, the popup poster, article
 * thumbnails, partner logos) as SVG data URIs: no image host is needed, and the operator replaces
 * them with real pictures in the tables.
 */

export interface Palette {
  from: string;
  to: string;
}

/** Gradient pairs the pictures draw from, by index. */
export const PALETTES: readonly Palette[] = [
  { from: '#ff8a3d', to: '#f5365c' },
  { from: '#4f8bff', to: '#1a4fd6' },
  { from: '#36d1a0', to: '#0f9b8e' },
  { from: '#a66bff', to: '#6a3de8' },
  { from: '#ffc233', to: '#ff7a1a' },
  { from: '#3fc7ff', to: '#1a7bff' },
  { from: '#ff6fa8', to: '#c03fd6' },
  { from: '#5ad16a', to: '#1f9d55' },
  { from: '#ff5f5f', to: '#b3202a' },
  { from: '#6b7cff', to: '#3a2fb8' },
];

export const palette = (i: number): Palette => PALETTES[((i % PALETTES.length) + PALETTES.length) % PALETTES.length]!;

const FONT = "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif";

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** Roughly how wide a line of text is drawn: CJK characters a full em, others about half. */
function textWidth(text: string, fontSize: number): number {
  return [...text].reduce((w, c) => w + (c.charCodeAt(0) < 0x2e80 ? 0.55 : 1) * fontSize, 0);
}

function dataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.replace(/\s*\n\s*/g, ''))}`;
}

function gradient(id: string, p: Palette, x2 = 1, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${p.from}"/>
  <stop offset="1" stop-color="${p.to}"/></linearGradient>`;
}

/** Small white shapes that set icons apart; chosen by index. */
const ICON_MOTIFS = [
  '<circle cx="98" cy="98" r="40" fill="#fff" fill-opacity="0.14"/>',
  '<path d="M60 -8 L128 60 L60 128 Z" fill="#fff" fill-opacity="0.1"/>',
  '<circle cx="22" cy="104" r="34" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="10"/>',
  '<rect x="70" y="-20" width="70" height="70" rx="16" transform="rotate(20 105 15)" fill="#fff" fill-opacity="0.13"/>',
  '<path d="M0 86 Q30 66 60 86 T120 86 V120 H0 Z" fill="#fff" fill-opacity="0.14"/>',
];

/** An app-like icon: a rounded gradient square with the name's first character. */
export function appIcon(name: string, p: Palette, motif: number): string {
  const initial = escapeXml([...name][0] ?? '?');
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
    <defs>${gradient('g', p)}
      <radialGradient id="h" cx="0.25" cy="0.15" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/>
      <stop offset="0.6" stop-color="#fff" stop-opacity="0"/></radialGradient>
      <clipPath id="c"><rect width="120" height="120" rx="27"/></clipPath></defs>
    <g clip-path="url(#c)">
    <rect width="120" height="120" fill="url(#g)"/>
    ${ICON_MOTIFS[motif % ICON_MOTIFS.length]}
    <rect width="120" height="120" fill="url(#h)"/>
    </g>
    <text x="60" y="79" text-anchor="middle" font-family="${FONT}" font-size="54" font-weight="700" ` +
      `fill="#fff">${initial}</text>
  </svg>`,
  );
}

/** A round avatar with the name's first character. */
export function avatar(name: string, p: Palette): string {
  const initial = escapeXml([...name][0] ?? '?');
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
    <defs>${gradient('g', p)}</defs>
    <circle cx="48" cy="48" r="48" fill="url(#g)"/>
    <circle cx="78" cy="84" r="30" fill="#fff" fill-opacity="0.12"/>
    <text x="48" y="63" text-anchor="middle" font-family="${FONT}" font-size="42" font-weight="600" ` +
      `fill="#fff">${initial}</text>
  </svg>`,
  );
}

/** Decorations drawn on the right of a banner: a rising chart, bars or rings. */
const BANNER_MOTIFS = [
  '<polyline points="790,96 830,80 870,88 910,56 950,62 970,34" fill="none" stroke="#fff" stroke-opacity="0.55" ' +
    'stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>' +
    '<circle cx="970" cy="34" r="7" fill="#fff"/>',
  '<g fill="#fff" fill-opacity="0.28"><rect x="800" y="70" width="22" height="50" rx="4"/>' +
    '<rect x="834" y="52" width="22" height="68" rx="4"/><rect x="868" y="36" width="22" height="84" rx="4"/>' +
    '<rect x="902" y="20" width="22" height="100" rx="4"/></g>',
  '<g fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="6"><circle cx="880" cy="60" r="34"/>' +
    '<circle cx="880" cy="60" r="58" stroke-opacity="0.16"/></g>' +
    '<circle cx="880" cy="60" r="12" fill="#fff" fill-opacity="0.7"/>',
  '<g fill="#fff"><path d="M850 30 l10 20 22 3 -16 15 4 22 -20 -11 -20 11 4 -22 -16 -15 22 -3 z" fill-opacity="0.6"/>' +
    '<circle cx="930" cy="40" r="5" fill-opacity="0.6"/><circle cx="800" cy="92" r="4" fill-opacity="0.5"/></g>',
];

/** A 1200×120 carousel banner: title and line on the left, a call to action on the right. */
export function bannerAd(input: {
  title: string;
  subtitle: string;
  cta: string;
  tag: string;
  p: Palette;
  motif: number;
}): string {
  const { p } = input;
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="120" viewBox="0 0 1200 120">
    <defs>${gradient('g', p, 1, 0)}
      <radialGradient id="r" cx="0.85" cy="0.1" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
    <rect width="1200" height="120" fill="url(#g)"/>
    <rect width="1200" height="120" fill="url(#r)"/>
    <circle cx="1150" cy="130" r="110" fill="#fff" fill-opacity="0.08"/>
    <circle cx="-20" cy="-30" r="90" fill="#fff" fill-opacity="0.08"/>
    ${BANNER_MOTIFS[input.motif % BANNER_MOTIFS.length]}
    <rect x="64" y="20" width="${Math.round(textWidth(input.tag, 14) + 20)}" height="24" rx="12" fill="#fff" ` +
      `fill-opacity="0.22"/>
    <text x="74" y="37" font-family="${FONT}" font-size="14" fill="#fff">${escapeXml(input.tag)}</text>
    <text x="64" y="78" font-family="${FONT}" font-size="30" font-weight="700" ` +
      `fill="#fff">${escapeXml(input.title)}</text>
    <text x="64" y="104" font-family="${FONT}" font-size="15" fill="#fff" ` +
      `fill-opacity="0.88">${escapeXml(input.subtitle)}</text>
    <rect x="1000" y="40" width="136" height="40" rx="20" fill="#fff"/>
    <text x="1068" y="66" text-anchor="middle" font-family="${FONT}" font-size="16" font-weight="600" ` +
      `fill="${p.to}">${escapeXml(input.cta)} ›</text>
  </svg>`,
  );
}

/** The 440×560 popup poster: a headline, three selling points and a button. */
export function popupPoster(input: {
  tag: string;
  title: [string, string];
  subtitle: string;
  points: [string, string, string];
  cta: string;
  p: Palette;
}): string {
  const { p } = input;
  const points = input.points
    .map(
      (text, i) =>
        `<g transform="translate(48 ${262 + i * 62})">
        <rect width="344" height="48" rx="12" fill="#fff" fill-opacity="0.14"/>
        <circle cx="26" cy="24" r="12" fill="#fff"/>
        <path d="M20 24 l4 4 8 -8" fill="none" stroke="${p.to}" stroke-width="3" stroke-linecap="round" ` +
        `stroke-linejoin="round"/>
        <text x="50" y="30" font-family="${FONT}" font-size="17" fill="#fff">${escapeXml(text)}</text>
      </g>`,
    )
    .join('');
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="440" height="560" viewBox="0 0 440 560">
    <defs>${gradient('g', p, 0.4, 1)}
      <linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffe27a"/>
      <stop offset="1" stop-color="#ffb330"/></linearGradient>
      <radialGradient id="r" cx="0.8" cy="0.05" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
      <clipPath id="c"><rect width="440" height="560" rx="20"/></clipPath></defs>
    <g clip-path="url(#c)">
      <rect width="440" height="560" fill="url(#g)"/>
      <rect width="440" height="560" fill="url(#r)"/>
      <circle cx="400" cy="40" r="120" fill="#fff" fill-opacity="0.08"/>
      <circle cx="30" cy="520" r="90" fill="#fff" fill-opacity="0.07"/>
      <polyline points="250,200 300,170 340,182 390,130 420,138" fill="none" stroke="#fff" stroke-opacity="0.35" ` +
      `stroke-width="4" stroke-linecap="round"/>
    </g>
    <rect x="48" y="52" width="${Math.round(textWidth(input.tag, 15) + 28)}" height="30" rx="15" fill="#fff" ` +
      `fill-opacity="0.22"/>
    <text x="62" y="73" font-family="${FONT}" font-size="15" fill="#fff">${escapeXml(input.tag)}</text>
    <text x="48" y="136" font-family="${FONT}" font-size="40" font-weight="800" ` +
      `fill="#fff">${escapeXml(input.title[0])}</text>
    <text x="48" y="186" font-family="${FONT}" font-size="40" font-weight="800" ` +
      `fill="#fff">${escapeXml(input.title[1])}</text>
    <text x="48" y="228" font-family="${FONT}" font-size="17" fill="#fff" ` +
      `fill-opacity="0.9">${escapeXml(input.subtitle)}</text>
    ${points}
    <rect x="48" y="468" width="344" height="56" rx="28" fill="url(#b)"/>
    <text x="220" y="503" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="700" ` +
      `fill="#7a3a00">${escapeXml(input.cta)}</text>
  </svg>`,
  );
}

/** A 320×180 article thumbnail: a topic word over a gradient with a chart motif. */
export function articleThumb(input: { label: string; caption: string; p: Palette; motif: number }): string {
  const { p } = input;
  const motifs = [
    '<polyline points="170,150 205,120 235,132 270,92 300,100" fill="none" stroke="#fff" stroke-opacity="0.6" ' +
      'stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
    '<g fill="#fff" fill-opacity="0.3"><rect x="200" y="110" width="18" height="50" rx="3"/>' +
      '<rect x="228" y="90" width="18" height="70" rx="3"/><rect x="256" y="70" width="18" height="90" rx="3"/>' +
      '<rect x="284" y="50" width="18" height="110" rx="3"/></g>',
    '<g fill="none" stroke="#fff" stroke-width="10"><circle cx="250" cy="110" r="40" stroke-opacity="0.2"/>' +
      '<path d="M250 70 A40 40 0 0 1 290 110" stroke-opacity="0.7"/></g>',
    '<g fill="#fff" fill-opacity="0.25"><circle cx="230" cy="120" r="26"/><circle cx="275" cy="95" r="18"/>' +
      '<circle cx="290" cy="140" r="12"/></g>',
  ];
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">
    <defs>${gradient('g', p)}</defs>
    <rect width="320" height="180" fill="url(#g)"/>
    <circle cx="300" cy="-10" r="80" fill="#fff" fill-opacity="0.1"/>
    ${motifs[input.motif % motifs.length]}
    <text x="28" y="88" font-family="${FONT}" font-size="44" font-weight="800" ` +
      `fill="#fff">${escapeXml(input.label)}</text>
    <text x="30" y="122" font-family="${FONT}" font-size="16" fill="#fff" ` +
      `fill-opacity="0.88">${escapeXml(input.caption)}</text>
  </svg>`,
  );
}

/** A 220×64 partner logo: a coloured mark with the first character and the name. */
export function partnerLogo(name: string, p: Palette): string {
  const initial = escapeXml([...name][0] ?? '?');
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="64" viewBox="0 0 220 64">
    <defs>${gradient('g', p)}</defs>
    <rect x="18" y="12" width="40" height="40" rx="11" fill="url(#g)"/>
    <text x="38" y="40" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="700" ` +
      `fill="#fff">${initial}</text>
    <text x="70" y="41" font-family="${FONT}" font-size="21" font-weight="600" fill="#2b3445">${escapeXml(name)}</text>
  </svg>`,
  );
}
