import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { apiNotFound } from './errors.ts';
import { pageHead, withHeadSlot } from './pageHead.ts';

/** The runtime settings the web app reads from index.html (see apps/web/src/config.ts). */
export function clientConfig(config: Config) {
  return {
    signSecret: config.signSecret,
    accountHost: config.accountHost,
    // WeChat login and binding: by the website app, or the development scan; production without the app hides them.
    wechatLogin: config.wechatOpen !== null || config.env !== 'production',
    // Inside WeChat's browser: share cards by the JS-SDK and login by web authorization (an official account).
    wechatMp: config.wechatMp !== null,
  };
}

/** Injects the client config as inert JSON (not executed, so the CSP needs no exception). */
export function renderIndexHtml(template: string, config: Config): string {
  const json = JSON.stringify(clientConfig(config)).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="bangyan-config">${json}</script>`;
  return template.replace('</head>', `${tag}</head>`);
}

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every other GET
 * that is not an API path (SPA fallback), with the page's own head. Unknown /v1 paths answer in the envelope.
 */
export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  const indexPath = join(config.webDist, 'index.html');
  const hasWeb = existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      wildcard: false,
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  } else {
    app.log.warn({ webDist: config.webDist }, 'web app not built; run `npm run build` to serve it');
  }
  const page = withHeadSlot(hasWeb ? renderIndexHtml(readFileSync(indexPath, 'utf8'), config) : '');

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (path === '/v1' || path.startsWith('/v1/') || path.startsWith('/api/') || req.method !== 'GET') {
      return reply.status(404).send(apiNotFound());
    }
    // A missing asset is a 404, not the app shell (the browser would parse HTML as a script).
    if (path.startsWith('/assets/') || !hasWeb) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send(hasWeb ? 'Not found' : 'Web app not built: run `npm run build`.');
    }
    // Each page's own title and share meta (pageHead.ts), so a shared link's card shows that page.
    const head = await pageHead(app.deps.db, config.siteUrl, req.url, req.log);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page(head));
  });
}
