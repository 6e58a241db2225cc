/**
 * Store screenshots of the simulated store (artwork.ts): 300 × 650 phone-portrait SVGs in the app's
 * colours. An app's screenshot is a phone screen — status bar, a header in its gradient with its
 * name and emblem, content blocks (a home screen, a feed, figures, a grid, a profile; the layout
 * turns with n) and a tab bar; a game's is a play scene (a title screen, a level map, a board).
 * Text is drawn as soft bars, so a picture reads as a screen without inventing copy.
 */
import { artworkHash, brandOf, escapeXml, FONT, gradientDef } from './artwork-draw.ts';
import { glyphSvg } from './artwork-glyphs.ts';
import type { ArtworkSubject, Look } from './artwork-themes.ts';

const W = 300;
const H = 650;
const GREY = '#dde1e8';
const PALE = '#eef0f4';

const bar = (x: number, y: number, w: number, fill = GREY, h = 8) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;
const card = (x: number, y: number, w: number, h: number, fill = '#fff', r = 14) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
const tint = (x: number, y: number, w: number, h: number, colour: string, opacity: number, r = 12) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${colour}" fill-opacity="${opacity}"/>`;
/** The emblem at (x, y) in a box of `size`: white, or in the app's colour (`coloured`) on a pale ground. */
const emblem = (look: Look, x: number, y: number, size: number, opacity = 1, coloured = false) =>
  `<g transform="translate(${x} ${y}) scale(${size / 100})" opacity="${opacity}">` +
  `${coloured ? glyphSvg(look.glyph, '#fff', look.to) : glyphSvg(look.glyph, look.to)}</g>`;

function statusBar(light: boolean): string {
  const ink = light ? '#fff' : '#1d2433';
  return (
    `<text x="24" y="20" font-family="${FONT}" font-size="12" font-weight="600" fill="${ink}">9:41</text>` +
    [0, 1, 2, 3]
      .map((i) => `<rect x="${226 + i * 5}" y="${16 - i * 2}" width="3" height="${4 + i * 2}" rx="1" fill="${ink}"/>`)
      .join('') +
    `<rect x="252" y="10" width="22" height="11" rx="3" fill="none" stroke="${ink}" stroke-width="1.4"/>` +
    `<rect x="254" y="12" width="15" height="7" rx="1.5" fill="${ink}"/>`
  );
}

function header(subject: ArtworkSubject, look: Look, title: string): string {
  const brand = brandOf(subject.name);
  const tagline = subject.name
    .slice(brand.length)
    .replace(/^\s*[-：:|（]\s*/, '')
    .replace(/）$/, '');
  return (
    `<path d="M0 0H${W}V104Q${W} 120 ${W - 16} 120H16Q0 120 0 104Z" fill="url(#g)"/>` +
    `<text x="22" y="66" font-family="${FONT}" font-size="22" font-weight="700" fill="#fff">${escapeXml(title)}</text>` +
    `<text x="22" y="92" font-family="${FONT}" font-size="12" fill="#fff" fill-opacity=".8">${escapeXml([...tagline].slice(0, 16).join(''))}</text>` +
    emblem(look, 236, 46, 44)
  );
}

function tabBar(look: Look, active: number): string {
  const icons = [0, 1, 2, 3].map((i) => {
    const x = 38 + i * 75;
    const on = i === active;
    return `<rect x="${x - 10}" y="${H - 40}" width="20" height="20" rx="6" fill="${on ? look.to : '#c3c8d2'}"/>${bar(x - 12, H - 15, 24, on ? look.to : GREY, 5)}`;
  });
  return `<rect y="${H - 52}" width="${W}" height="52" fill="#fff"/><path d="M0 ${H - 52}H${W}" stroke="#e6e8ee"/>${icons.join('')}`;
}

function listRow(look: Look, y: number, seed: number): string {
  return (
    card(16, y, W - 32, 64) +
    tint(26, y + 10, 44, 44, look.from, 0.22, 10) +
    emblem(look, 34, y + 18, 28, 0.9, true) +
    bar(82, y + 16, 110 + (seed % 50)) +
    bar(82, y + 34, 70 + ((seed >> 3) % 60), PALE) +
    bar(W - 66, y + 24, 36, look.to, 16)
  );
}

/** App screens: home, feed, figures, grid, profile. */
const APP_SCREENS: ((look: Look, seed: number) => string)[] = [
  (look, seed) =>
    card(16, 134, W - 32, 34, '#fff', 17) +
    `<circle cx="36" cy="151" r="6" fill="none" stroke="#b4bac6" stroke-width="2"/>` +
    bar(50, 147, 110) +
    `<rect x="16" y="180" width="${W - 32}" height="110" rx="16" fill="url(#g)"/>` +
    bar(34, 204, 120, '#fff', 12) +
    bar(34, 226, 80, 'rgba(255,255,255,.7)') +
    bar(34, 256, 64, '#fff', 18) +
    emblem(look, 192, 196, 80, 0.35) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          tint(28 + i * 66, 306, 44, 44, i % 2 ? look.to : look.from, 0.2 + 0.1 * i, 14) + bar(30 + i * 66, 358, 40),
      )
      .join('') +
    [0, 1, 2].map((i) => listRow(look, 386 + i * 72, seed >> i)).join(''),
  (look, seed) =>
    [0, 1]
      .map((i) => {
        const y = 134 + i * 232;
        return (
          card(16, y, W - 32, 220) +
          `<rect x="16" y="${y}" width="${W - 32}" height="130" rx="14" fill="${i ? look.to : look.from}" fill-opacity="${i ? 0.75 : 0.9}"/>` +
          emblem(look, 110, y + 25, 80, 0.5) +
          `<circle cx="40" cy="${y + 160}" r="14" fill="${look.from}" fill-opacity=".35"/>` +
          bar(62, y + 150, 120 + ((seed >> i) % 60)) +
          bar(62, y + 166, 80, PALE) +
          bar(30, y + 192, W - 100, PALE)
        );
      })
      .join(''),
  (look, seed) => {
    const bars = [0, 1, 2, 3, 4, 5, 6].map((i) => {
      const h = 30 + (artworkHash(`${seed}:${i}`, 9) % 80);
      return `<rect x="${40 + i * 33}" y="${330 - h}" width="18" height="${h}" rx="6" fill="${i === 5 ? look.to : look.from}" fill-opacity="${i === 5 ? 1 : 0.45}"/>`;
    });
    return (
      card(16, 134, W - 32, 218) +
      bar(32, 152, 70) +
      `<text x="32" y="196" font-family="${FONT}" font-size="30" font-weight="700" fill="#1d2433">${(seed % 9000) / 100 + 10}</text>` +
      bar(170, 176, 50, look.from, 16) +
      bars.join('') +
      [0, 1]
        .map(
          (i) =>
            card(16 + i * 140, 366, 128, 96) +
            bar(32 + i * 140, 384, 56) +
            `<circle cx="${60 + i * 140}" cy="${428}" r="18" fill="none" stroke="${look.to}" stroke-opacity="${0.4 + i * 0.4}" stroke-width="7"/>` +
            bar(88 + i * 140, 420, 36, PALE),
        )
        .join('') +
      listRow(look, 476, seed)
    );
  },
  (look, seed) =>
    [0, 1, 2, 3]
      .map((i) => {
        const x = 16 + (i % 2) * 140;
        const y = 134 + Math.floor(i / 2) * 226;
        return (
          card(x, y, 128, 212) +
          tint(x, y, 128, 128, i % 3 ? look.from : look.to, 0.18 + 0.08 * i, 14) +
          emblem(look, x + 34, y + 34, 60, 0.9, true) +
          bar(x + 12, y + 142, 90 + ((seed >> i) % 20)) +
          bar(x + 12, y + 158, 60, PALE) +
          bar(x + 12, y + 182, 44, look.to, 14)
        );
      })
      .join(''),
  (look, seed) =>
    card(16, 134, W - 32, 150) +
    `<circle cx="62" cy="188" r="30" fill="url(#g)"/>` +
    emblem(look, 44, 170, 36) +
    bar(106, 172, 100, '#c9ced8', 12) +
    bar(106, 194, 70, PALE) +
    [0, 1, 2].map((i) => bar(40 + i * 84, 236, 36, '#1d2433', 12) + bar(36 + i * 84, 256, 44, PALE, 6)).join('') +
    card(16, 298, W - 32, 250) +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<circle cx="42" cy="${324 + i * 48}" r="10" fill="${look.from}" fill-opacity="${0.3 + ((seed >> i) % 5) / 10}"/>` +
          bar(62, 320 + i * 48, 90 + ((seed >> (i * 2)) % 80)) +
          bar(W - 48, 320 + i * 48, 10, '#c9ced8'),
      )
      .join(''),
];

/** Game scenes: a title screen, a level map, a board. */
const GAME_SCREENS: ((look: Look, seed: number, title: string) => string)[] = [
  (look, _seed, title) =>
    `<circle cx="150" cy="300" r="110" fill="#fff" fill-opacity=".12"/><circle cx="150" cy="300" r="74" fill="#fff" fill-opacity=".12"/>` +
    emblem(look, 85, 235, 130) +
    `<text x="150" y="152" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="700" fill="#000" fill-opacity=".25">${escapeXml(title)}</text>` +
    `<text x="150" y="149" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="700" fill="#fff">${escapeXml(title)}</text>` +
    `<rect x="70" y="500" width="160" height="54" rx="27" fill="#ffd84d"/><rect x="70" y="500" width="160" height="27" rx="13.5" fill="#fff" fill-opacity=".25"/>` +
    `<text x="150" y="534" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="700" fill="#7a4a00">开始游戏</text>`,
  (look, seed) => {
    const nodes = [0, 1, 2, 3, 4, 5].map((i) => [i % 2 ? 210 : 90, 560 - i * 78] as const);
    const path = nodes.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join('');
    return (
      `<path d="${path}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="8" stroke-dasharray="2 14" stroke-linecap="round"/>` +
      nodes
        .map(([x, y], i) => {
          const done = i < 2 + (seed % 3);
          return `<circle cx="${x}" cy="${y}" r="26" fill="${done ? '#ffd84d' : look.to}" stroke="#fff" stroke-width="4"/><text x="${x}" y="${y + 7}" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="800" fill="${done ? '#7a4a00' : '#fff'}">${i + 1}</text>`;
        })
        .join('')
    );
  },
  (look, seed) => {
    const colours = [look.from, '#ffd84d', '#fff', look.to, '#4ddc9a'];
    const cells: string[] = [];
    for (let r = 0; r < 6; r++)
      for (let c = 0; c < 6; c++) {
        const colour = colours[artworkHash(`${seed}:${r}:${c}`, 7) % colours.length] as string;
        cells.push(
          `<rect x="${36 + c * 39}" y="${200 + r * 39}" width="33" height="33" rx="9" fill="${colour}" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>`,
        );
      }
    return tint(24, 188, 252, 250, '#000', 0.18, 22) + cells.join('') + emblem(look, 110, 470, 80);
  },
];

/** A few soft sparkles in the sky, placed by the screenshot's seed. */
function sparkles(seed: number): string {
  return [0, 1, 2, 3, 4]
    .map((i) => {
      const h = artworkHash(`${seed}:s${i}`, 10);
      return `<circle cx="${20 + (h % 260)}" cy="${80 + ((h >> 9) % 380)}" r="${2 + ((h >> 18) % 4)}" fill="#fff" fill-opacity=".45"/>`;
    })
    .join('');
}

function gameHud(): string {
  return (
    card(16, 36, 104, 30, 'rgba(0,0,0,.22)', 15) +
    `<circle cx="33" cy="51" r="9" fill="#ffd84d"/>` +
    bar(48, 47, 58, '#fff') +
    card(180, 36, 104, 30, 'rgba(0,0,0,.22)', 15) +
    `<path d="M197 44l3 6 6 1-4.5 4 1 6-5.5-3-5.5 3 1-6-4.5-4 6-1z" fill="#ff6b8b"/>` +
    bar(212, 47, 58, '#fff')
  );
}

/** Screenshot n (1-based) of the app, drawn in its look. */
export function screenSvg(subject: ArtworkSubject, look: Look, n: number): string {
  const seed = artworkHash(subject.key, 100 + n);
  const title = [...brandOf(subject.name)].slice(0, 9).join('');
  const turn = artworkHash(subject.key, 8);
  let body: string;
  if (look.game) {
    const scene = GAME_SCREENS[(n - 1 + turn) % GAME_SCREENS.length]!;
    body =
      `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
      `<path d="M0 560Q80 500 160 540T${W} 520V${H}H0Z" fill="#000" fill-opacity=".12"/>` +
      `<path d="M0 600Q100 560 200 590T${W} 580V${H}H0Z" fill="#000" fill-opacity=".16"/>` +
      sparkles(seed) +
      gameHud() +
      scene(look, seed, title) +
      statusBar(true);
  } else {
    const screen = APP_SCREENS[(n - 1 + turn) % APP_SCREENS.length]!;
    body =
      `<rect width="${W}" height="${H}" fill="#f4f5f8"/>` +
      header(subject, look, title) +
      statusBar(true) +
      screen(look, seed) +
      tabBar(look, (n - 1) % 4);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${gradientDef('g', look.from, look.to, look.game ? 1 : 0)}</defs>${body}</svg>`
  );
}
