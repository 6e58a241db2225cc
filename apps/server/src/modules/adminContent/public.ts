/**
 * The public reads of what this module keeps: the products with a link (the header's matrix, Home's games site), the
 * filing notice and the announcements running now. Read fresh on every request, so an edit shows at once.
 */
import { parseFeatureLines, type Announcement, type SiteProduct } from '@bangyan/contract';
import type { Db } from './store.ts';

export async function linkedProducts(db: Db): Promise<{ matrix: SiteProduct[]; games: SiteProduct | null }> {
  const rows = await db
    .selectFrom('site_products')
    .select(['id', 'placement', 'name', 'description as desc', 'url', 'features'])
    .where('url', '<>', '')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const product = ({ placement: _, features, ...p }: (typeof rows)[number]): SiteProduct => ({
    ...p,
    // Only well-formed lines (the console's form checks them; a row written otherwise loses its bad lines).
    features: parseFeatureLines(features).filter((f) => f !== null),
  });
  const games = rows.find((r) => r.placement === 'games');
  return {
    matrix: rows.filter((r) => r.placement === 'matrix').map(product),
    games: games ? product(games) : null,
  };
}

export async function runningAnnouncements(db: Db, now: Date): Promise<Announcement[]> {
  const rows = await db
    .selectFrom('announcements')
    .select(['id', 'content', 'updated_at'])
    .where('published', '=', true)
    .where('start_at', '<=', now)
    .where('end_at', '>', now)
    .orderBy('start_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, content: r.content, version: r.updated_at.getTime() }));
}
