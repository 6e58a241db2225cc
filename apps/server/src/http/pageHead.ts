/**
 * Each page's head in index.html, per request: its title, description and share meta (the contract's `pageMeta` and
 * `headMetaTags`), an app page's with the app's name and icon from the engine's catalog. The web app keeps the same
 * tags current after client-side navigation (apps/web/src/lib/pageMeta.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { headMetaTags, pageApp, pageMeta, SHARE_IMAGE_PATH, type PageApp, type PageHead } from '@bangyan/contract';
import { androidCatalogApps, catalogApp } from '@bangyan/market';
import type { Deps } from './deps.ts';
import { escapeHtml } from './html.ts';

/** The longest address og:url repeats in full; a longer one is given without its query. */
const URL_MAX = 2048;

/** The request's path and query as og:url repeats them on the site: a root-relative address at most URL_MAX long. */
function ownAddress(url: string, path: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return '/';
  return url.length <= URL_MAX ? url : path.length <= URL_MAX ? path : '/';
}

/** An app's name and icon as the catalog holds them (one read by primary key); null when the catalog lacks it. */
async function catalogNameAndIcon(db: Deps['db'], app: PageApp): Promise<{ name: string; icon: string } | null> {
  if (app.platform === 'ios') {
    const row = await catalogApp(db, { country: app.country, appId: Number(app.appId) });
    return row && { name: row.name, icon: row.iconUrl };
  }
  const [row] = await androidCatalogApps(db, { market: app.market, appIds: [app.appId] });
  return row ? { name: row.name, icon: row.iconUrl } : null;
}

/** `<title>` and the meta tags, every value escaped. */
export function headHtml(head: PageHead): string {
  const tags = headMetaTags(head).map(
    (t) => `<meta ${t.attribute}="${escapeHtml(t.key)}" content="${escapeHtml(t.content)}" />`,
  );
  return `<title>${escapeHtml(head.title)}</title>${tags.join('')}`;
}

/** `path` (a root-relative or absolute address) as an absolute URL on the site; null when it is none. */
function absolute(path: string, siteUrl: string): string | null {
  try {
    return new URL(path, siteUrl).href;
  } catch {
    return null;
  }
}

/**
 * The head of the page at `url` (the request's path and query). Never fails: an app page whose app the catalog lacks,
 * or whose read fails (logged), gets its page's generic head.
 */
export async function pageHead(db: Deps['db'], siteUrl: string, url: string, log: FastifyBaseLogger): Promise<string> {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const query = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
  const target = pageApp(path, query);
  let app: { name: string; icon: string } | null = null;
  if (target !== null) {
    try {
      app = await catalogNameAndIcon(db, target);
    } catch (err) {
      log.warn({ err, app: target }, 'page head: app lookup failed');
    }
  }
  return headHtml({
    ...pageMeta(path, query, app?.name),
    url: `${siteUrl}${ownAddress(url, path)}`,
    image: (app?.icon && absolute(app.icon, siteUrl)) || `${siteUrl}${SHARE_IMAGE_PATH}`,
  });
}

/**
 * index.html with a slot for each request's head: its `<!-- page head … -->` comment, else the end of its head; the
 * template's own title and description taken out.
 */
export function withHeadSlot(html: string): (head: string) => string {
  const bare = html.replace(/<title>[\s\S]*?<\/title>/i, '').replace(/<meta\s+name="description"[^>]*>/i, '');
  const slot = /<!-- page head[\s\S]*?-->/.exec(bare) ?? /<\/head>/i.exec(bare);
  if (slot === null) return () => bare;
  const before = bare.slice(0, slot.index);
  const after = bare.slice(slot.index + (slot[0].startsWith('<!--') ? slot[0].length : 0));
  return (head) => `${before}${head}${after}`;
}
