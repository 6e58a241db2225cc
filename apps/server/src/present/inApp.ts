/** An app's in-app purchase items and events as search shows them, in the contract's shapes. */
import { formatAppPrice, formatDateTime, type InAppItemRow } from '@bangyan/contract';
import type { InAppEntry } from '@bangyan/market';

/** What every entry shows: its name, when search first and last showed it, its keywords and best rank. */
export const inAppSeen = (e: InAppEntry) => ({
  id: e.id,
  name: e.name,
  firstSeen: formatDateTime(e.firstSeenAt),
  lastSeen: formatDateTime(e.lastSeenAt),
  keywords: e.keywords,
  bestRank: e.bestRank,
});

/** Prices are the storefront's: shown as yuan in cn, as the bare amount elsewhere. */
const priceText = (country: string, price: number) => (country === 'cn' ? formatAppPrice(price) : String(price));

/** An in-app purchase item of an app in `country`'s storefront. */
export const inAppItemRow = (e: InAppEntry, country: string): InAppItemRow => ({
  ...inAppSeen(e),
  price: e.price ?? 0,
  formattedPrice: priceText(country, e.price ?? 0),
});
