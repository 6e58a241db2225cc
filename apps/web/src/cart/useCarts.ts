import { useSyncExternalStore } from 'react';
import { browserStorage } from '../lib/storage.ts';
import { CART_KEY_PREFIX, createCartStore } from './cart.ts';
import type { AppCart } from './cart.ts';

/** The page's one cart store, over localStorage. */
export const cartStore = createCartStore(browserStorage());

// A cart changed in another tab shows up here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(CART_KEY_PREFIX)) cartStore.notify();
  });
}

/** Every non-empty app cart, re-rendering on any change. */
export function useCarts(): readonly AppCart[] {
  return useSyncExternalStore(cartStore.subscribe, cartStore.snapshot);
}

/** Total keyword count over all carts (for the side-bar badge). */
export function useCartCount(): number {
  const carts = useCarts();
  return carts.reduce((sum, cart) => sum + cart.items.length, 0);
}
