/**
 * In-app purchase items and in-app events, which the App Store also shows in search.
 *
 * Items: every app with in-app spending (monet > 0) sells 2-8 items (games) or 2-5 (apps): 月卡,
 * 新手礼包, 连续包月会员, …, about 60% of them named after one of the app's words (记账高级会员),
 * each at one of its kind's price points (60钻石 ¥6 … 6480钻石 ¥648). Items never change.
 *
 * Events: about 30% of games and 10% of apps run in-app events. Each such app's time is cut into
 * slots of 14-43 days (its cadence); in 70% of slots one event runs, starting 0-4 days into the
 * slot at 10:00 China time and lasting 3-14 days (within the slot). An event has one of Apple's
 * badges (挑战赛, 竞赛, 直播活动, 重大更新, 新赛季, 首映, 特别活动; games only for 竞赛 and 新赛季) and
 * a name built on one of the app's own words (title and subtitle first; never 游戏 or 手游). Both are pure functions of
 * (seed, app, slot), drawn from
 * their own salts, so nothing else in the world changes.
 */
import { GENRE_GAMES, DAY_MS, HOUR_MS } from '@bangyan/contract';
import type { Catalog } from './catalog.ts';
import type { SimApp } from './catalog-entries.ts';
import { stem, stemsOfGenre } from './lexicon-stems.ts';
import { Rng, hash, unit } from './prng.ts';
import { SALT } from './salts.ts';
import { CN, storefront } from './storefronts.ts';

export interface InAppItem {
  /** Apple's product id: app id · 100 + the item's number. */
  id: number;
  app: number;
  name: string;
  /** Price in CNY. */
  price: number;
  /** The stem the name carries, or -1. */
  stem: number;
}

export interface InAppEvent {
  /** App id · 1000 + the slot number (mod 1000). */
  id: number;
  app: number;
  name: string;
  kind: string;
  start: number;
  end: number;
  stem: number;
}

/** Item names with the price points each is sold at (CNY). */
const GAME_ITEMS: readonly (readonly [string, readonly number[]])[] = [
  ['月卡', [25, 30]],
  ['至尊月卡', [68, 98]],
  ['新手礼包', [1, 6]],
  ['成长基金', [68, 98, 128]],
  ['战令通行证', [30, 68]],
  ['每日特惠礼包', [6, 12]],
  ['60钻石', [6]],
  ['300钻石', [30]],
  ['980钻石', [98]],
  ['6480钻石', [648]],
  ['体力补给包', [6, 12, 18]],
  ['限定皮肤礼包', [68, 128, 198, 328]],
];
const APP_ITEMS: readonly (readonly [string, readonly number[]])[] = [
  ['连续包月会员', [12, 15, 18, 25]],
  ['月度会员', [18, 25, 30]],
  ['季度会员', [45, 68]],
  ['年度会员', [98, 168, 258]],
  ['超级会员', [30, 45]],
  ['高级版永久解锁', [30, 68, 98]],
  ['去广告', [6, 12]],
  ['专业版订阅', [25, 68]],
];
const NAMED_SHARE = 0.6;

const EVENT_KINDS: readonly { kind: string; games: boolean; names: readonly string[] }[] = [
  { kind: '挑战赛', games: false, names: ['挑战赛', '极限挑战', '打卡挑战'] },
  { kind: '竞赛', games: true, names: ['锦标赛', '排位赛', '巅峰赛'] },
  { kind: '直播活动', games: false, names: ['直播夜', '线上见面会', '开发者直播'] },
  { kind: '重大更新', games: false, names: ['全新版本上线', '焕新升级', '新功能上线'] },
  { kind: '新赛季', games: true, names: ['新赛季开启', '赛季冲榜', '新赛季'] },
  { kind: '首映', games: false, names: ['新篇章首映', '独家首发'] },
  { kind: '特别活动', games: false, names: ['周年庆', '限时狂欢', '节日福利周', '夏日嘉年华'] },
];
const APP_EVENT_KINDS = EVENT_KINDS.filter((k) => !k.games);
const EVENT_SHARE_GAMES = 0.3;
const EVENT_SHARE_APPS = 0.1;
const SLOT_MIN_DAYS = 14;
const SLOT_SPAN_DAYS = 30;
const SLOT_ACTIVE = 0.7;
/** 10:00 China time, in hours after UTC midnight. */
const EVENT_HOUR = 2;

/**
 * The words an app's items and events are named from: its title and subtitle stems, else its
 * keyword field's, else its genre's top words; never the generic game words (游戏, 手游).
 */
function wordsOf(app: SimApp): readonly number[] {
  const specific = (list: readonly number[]) => list.filter((s) => stem(s).genre !== GENRE_GAMES);
  for (const list of [
    [...app.titleStems, ...app.subtitleStems],
    app.fieldStems,
    stemsOfGenre(app.genre)
      .slice(0, 3)
      .map((s) => s.id),
  ]) {
    const words = specific(list);
    if (words.length > 0) return words;
  }
  return [];
}

/** The app's items (empty without in-app spending). */
export function inAppItems(seed: number, app: SimApp): InAppItem[] {
  if (app.monet === 0) return [];
  const rng = new Rng(hash(seed, app.index, 0, 0, SALT.inAppItems));
  const names = app.isGame ? GAME_ITEMS : APP_ITEMS;
  const count = rng.range(2, app.isGame ? 8 : 5);
  const words = wordsOf(app);
  const used = new Set<string>();
  const items: InAppItem[] = [];
  for (let j = 0; items.length < count && j < 3 * count; j++) {
    const [base, prices] = rng.pick(names);
    const s = words.length > 0 && rng.chance(NAMED_SHARE) ? rng.pick(words) : -1;
    const name = s >= 0 ? `${stem(s).word}${base}` : base;
    const price = rng.pick(prices);
    if (used.has(name)) continue;
    used.add(name);
    items.push({ id: app.appId * 100 + items.length + 1, app: app.index, name, price, stem: s });
  }
  return items;
}

/** An item's CNY price in storefront c: converted at the storefront's rate, on its price points (x.99, whole tens). */
export function itemPrice(cny: number, c: number): number {
  if (c === CN) return cny;
  const sf = storefront(c);
  const local = cny * sf.cnyRate;
  return sf.decimals > 0 ? Math.max(1, Math.ceil(local)) - 0.01 : Math.max(10, Math.round(local / 10) * 10);
}

/** The app's event cadence in days, or 0 for an app that runs no events. */
function cadence(seed: number, app: SimApp): number {
  const h = hash(seed, app.index, 0, 0, SALT.inAppEvents);
  if (unit(h) >= (app.isGame ? EVENT_SHARE_GAMES : EVENT_SHARE_APPS)) return 0;
  return SLOT_MIN_DAYS + (hash(seed, app.index, 1, 0, SALT.inAppEvents) % SLOT_SPAN_DAYS);
}

/** The event running in the app at t (start ≤ t < end), or null. */
export function currentEvent(seed: number, app: SimApp, t: number): InAppEvent | null {
  const days = cadence(seed, app);
  if (days === 0) return null;
  const phase = hash(seed, app.index, 2, 0, SALT.inAppEvents) % days;
  const slot = Math.floor((Math.floor(t / DAY_MS) + phase) / days);
  const rng = new Rng(hash(seed, app.index, slot, 3, SALT.inAppEvents));
  if (!rng.chance(SLOT_ACTIVE)) return null;
  const slotStart = (slot * days - phase) * DAY_MS;
  const start = slotStart + rng.range(0, 4) * DAY_MS + EVENT_HOUR * HOUR_MS;
  const end = Math.min(start + rng.range(3, 14) * DAY_MS, slotStart + days * DAY_MS);
  if (t < start || t >= end || start < app.releasedAt) return null;
  const kind = rng.pick(app.isGame ? EVENT_KINDS : APP_EVENT_KINDS);
  const words = wordsOf(app);
  const s = words.length > 0 ? rng.pick(words) : -1;
  const name = `${s >= 0 ? stem(s).word : app.brand}${rng.pick(kind.names)}`;
  return {
    id: app.appId * 1000 + (((slot % 1000) + 1000) % 1000),
    app: app.index,
    name,
    kind: kind.kind,
    start,
    end,
    stem: s,
  };
}

/** Whether the app ever runs events. */
export function runsEvents(seed: number, app: SimApp): boolean {
  return cadence(seed, app) > 0;
}

/** Items per app, computed once per app (apps are immutable once created). */
export class InAppCatalog {
  private readonly items = new Map<number, InAppItem[]>();

  constructor(
    private readonly seed: number,
    private readonly catalog: Catalog,
  ) {}

  itemsOf(i: number): InAppItem[] {
    let list = this.items.get(i);
    if (!list) {
      list = inAppItems(this.seed, this.catalog.app(i));
      this.items.set(i, list);
    }
    return list;
  }

  eventAt(i: number, t: number): InAppEvent | null {
    return currentEvent(this.seed, this.catalog.app(i), t);
  }
}
