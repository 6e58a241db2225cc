import { readJson, writeJson } from '../lib/storage.ts';

/**
 * The keyword cart of spec 3 and 4: one cart per app, kept in the browser under
 * `delivery` + appId as a JSON array, so it survives reloads and needs no login.
 */
export const CART_KEY_PREFIX = 'delivery';

export interface CartItem {
  /** Keyword id; an item is in a cart at most once. */
  id: string | number;
  keyword: string;
  /** Keyword heat (热度). */
  priority: number;
  /** The app's rank for the keyword. */
  rank: number;
}

export interface AppCart {
  appId: string;
  items: CartItem[];
}

/** Members are plain functions (no `this`), so they can be passed around detached. */
export interface CartStore {
  /** Items of one app's cart, in the order they were added. */
  items: (appId: string) => CartItem[];
  /** Adds an item unless its id is already there; returns whether it was added. */
  add: (appId: string, item: CartItem) => boolean;
  /** Removes the item with that id from one app's cart. */
  remove: (appId: string, id: CartItem['id']) => void;
  /** Removes an app's whole cart. */
  clear: (appId: string) => void;
  /** Every non-empty cart found in storage, ordered by app id for a stable display. */
  list: () => AppCart[];
  /** Total number of items over all carts. */
  count: () => number;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Tells subscribers the storage changed outside this store (another tab). */
  notify: () => void;
  /** Same array until the next change, as useSyncExternalStore requires. */
  snapshot: () => readonly AppCart[];
}

const keyOf = (appId: string) => CART_KEY_PREFIX + appId;

const sameId = (a: CartItem['id'], b: CartItem['id']) => String(a) === String(b);

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (typeof v.id === 'string' || typeof v.id === 'number') &&
    typeof v.keyword === 'string' &&
    typeof v.priority === 'number' &&
    typeof v.rank === 'number'
  );
}

export function createCartStore(storage: Storage): CartStore {
  const listeners = new Set<() => void>();
  let cachedSnapshot: readonly AppCart[] | undefined;

  function items(appId: string): CartItem[] {
    const stored = readJson(storage, keyOf(appId));
    // Entries written by an older page version or edited by hand are skipped, not fatal.
    return Array.isArray(stored) ? stored.filter(isCartItem) : [];
  }

  function notify(): void {
    cachedSnapshot = undefined;
    for (const listener of [...listeners]) listener();
  }

  function write(appId: string, next: CartItem[]): void {
    if (next.length === 0) storage.removeItem(keyOf(appId));
    else writeJson(storage, keyOf(appId), next);
    notify();
  }

  function list(): AppCart[] {
    const appIds: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && key.startsWith(CART_KEY_PREFIX) && key.length > CART_KEY_PREFIX.length) {
        appIds.push(key.slice(CART_KEY_PREFIX.length));
      }
    }
    return appIds
      .sort()
      .map((appId) => ({ appId, items: items(appId) }))
      .filter((cart) => cart.items.length > 0);
  }

  return {
    items,
    add(appId, item) {
      const current = items(appId);
      if (current.some((existing) => sameId(existing.id, item.id))) return false;
      write(appId, [...current, item]);
      return true;
    },
    remove(appId, id) {
      const current = items(appId);
      const next = current.filter((existing) => !sameId(existing.id, id));
      if (next.length !== current.length) write(appId, next);
    },
    clear(appId) {
      if (storage.getItem(keyOf(appId)) === null) return;
      storage.removeItem(keyOf(appId));
      notify();
    },
    list,
    count() {
      return list().reduce((sum, cart) => sum + cart.items.length, 0);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify,
    snapshot() {
      cachedSnapshot ??= list();
      return cachedSnapshot;
    },
  };
}
