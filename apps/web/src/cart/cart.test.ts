import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../lib/storage.ts';
import { CART_KEY_PREFIX, createCartStore } from './cart.ts';
import type { CartItem } from './cart.ts';

const item = (id: number, keyword = `词${id}`): CartItem => ({ id, keyword, priority: 4000 + id, rank: id });

function setup() {
  const storage = new MemoryStorage();
  return { storage, cart: createCartStore(storage) };
}

describe('cart store', () => {
  it('stores each app cart under delivery + appId as a JSON array', () => {
    const { storage, cart } = setup();
    cart.add('414478124', item(1, '微信'));
    expect(JSON.parse(storage.getItem('delivery414478124') ?? 'null')).toEqual([
      { id: 1, keyword: '微信', priority: 4001, rank: 1 },
    ]);
  });

  it('adds items in order and ignores an id already in the cart', () => {
    const { cart } = setup();
    expect(cart.add('1', item(1))).toBe(true);
    expect(cart.add('1', item(2))).toBe(true);
    expect(cart.add('1', { ...item(1), keyword: '重复' })).toBe(false);
    expect(cart.items('1').map((i) => i.keyword)).toEqual(['词1', '词2']);
  });

  it('treats "7" and 7 as the same id', () => {
    const { cart } = setup();
    cart.add('1', item(7));
    expect(cart.add('1', { ...item(7), id: '7' })).toBe(false);
  });

  it('keeps carts of different apps apart', () => {
    const { cart } = setup();
    cart.add('100', item(1));
    cart.add('200', item(1));
    expect(cart.items('100')).toHaveLength(1);
    expect(cart.items('200')).toHaveLength(1);
  });

  it('removes one item by id', () => {
    const { cart } = setup();
    cart.add('1', item(1));
    cart.add('1', item(2));
    cart.remove('1', 1);
    expect(cart.items('1').map((i) => i.id)).toEqual([2]);
  });

  it('drops the storage key when the last item is removed', () => {
    const { storage, cart } = setup();
    cart.add('1', item(1));
    cart.remove('1', 1);
    expect(storage.getItem('delivery1')).toBeNull();
  });

  it('clears a whole app cart and leaves the others', () => {
    const { storage, cart } = setup();
    cart.add('1', item(1));
    cart.add('1', item(2));
    cart.add('2', item(3));
    cart.clear('1');
    expect(storage.getItem('delivery1')).toBeNull();
    expect(cart.items('2')).toHaveLength(1);
  });

  it('lists every non-empty cart found under the prefix and nothing else', () => {
    const { storage, cart } = setup();
    cart.add('300', item(1));
    cart.add('100', item(2));
    cart.add('100', item(3));
    storage.setItem('businessInfo', '[]');
    storage.setItem(CART_KEY_PREFIX, '[]');
    storage.setItem('delivery999', '[]');
    expect(cart.list()).toEqual([
      { appId: '100', items: [item(2), item(3)] },
      { appId: '300', items: [item(1)] },
    ]);
    expect(cart.count()).toBe(3);
  });

  it('reads a malformed cart as empty and skips malformed items', () => {
    const { storage, cart } = setup();
    storage.setItem('delivery1', '{not json');
    storage.setItem('delivery2', JSON.stringify([item(1), { id: 2 }, null]));
    expect(cart.items('1')).toEqual([]);
    expect(cart.items('2')).toEqual([item(1)]);
    expect(cart.add('1', item(5))).toBe(true);
  });

  it('notifies subscribers on changes only, until they unsubscribe', () => {
    const { cart } = setup();
    const listener = vi.fn();
    const unsubscribe = cart.subscribe(listener);
    cart.add('1', item(1));
    cart.add('1', item(1));
    cart.remove('1', 99);
    cart.remove('1', 1);
    cart.clear('1');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    cart.add('1', item(2));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('returns the same snapshot until something changes', () => {
    const { cart } = setup();
    cart.add('1', item(1));
    const first = cart.snapshot();
    expect(cart.snapshot()).toBe(first);
    cart.add('1', item(2));
    const second = cart.snapshot();
    expect(second).not.toBe(first);
    expect(second[0]?.items).toHaveLength(2);
  });
});
