/**
 * A Storage kept in memory. Stands in for localStorage where the browser refuses it (private
 * modes, disabled cookies) so features degrade to "forgotten on reload" instead of crashing,
 * and serves as the test double.
 */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  clear(): void {
    this.#items.clear();
  }

  [name: string]: unknown;
}

let cached: Storage | undefined;

/** window.localStorage when usable, else a MemoryStorage for this page's life. */
export function browserStorage(): Storage {
  if (cached) return cached;
  try {
    const storage = window.localStorage;
    const probe = '__bangyan_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    cached = storage;
  } catch {
    cached = new MemoryStorage();
  }
  return cached;
}

/** Parses a JSON value stored under `key`; anything missing or malformed reads as undefined. */
export function readJson(storage: Storage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Writes a JSON value; a full or refusing storage only loses the cache, never the action. */
export function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the in-memory state still holds the value.
  }
}
