import { ApiFailure, ErrorCode } from '@bangyan/contract';
import { simAndroidIcon, simAppIcon, simAppScreenshot } from '@bangyan/market';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CACHE_FOREVER } from '../../http/route.ts';

const APP_FILE = /^(\d{1,15})\.svg$/;
const SHOT_FILE = /^(\d{1,2})\.svg$/;
const APP_ID = /^\d{1,15}$/;
const PACKAGE_FILE = /^([A-Za-z]\w{0,99}(?:\.\w{1,100}){1,10})\.svg$/;

/** Pictures drawn lately, by address: a chart page asks for hundreds at once, and a picture never changes. */
const DRAWN_LIMIT = 5000;

/** The picture at `url`, drawn by `draw` unless drawn lately; an app the catalogue lacks is not remembered. */
async function picture(
  drawn: Map<string, string>,
  url: string,
  draw: () => Promise<string | null>,
): Promise<string | null> {
  const kept = drawn.get(url);
  if (kept !== undefined) return kept;
  const svg = await draw();
  if (svg === null) return null;
  if (drawn.size >= DRAWN_LIMIT) drawn.delete(drawn.keys().next().value!);
  drawn.set(url, svg);
  return svg;
}

function sendSvg(reply: FastifyReply, svg: string | null): FastifyReply {
  if (svg === null) throw new ApiFailure(ErrorCode.NOT_FOUND, '图片不存在');
  // The picture is a function of the app its address names: kept for good.
  return reply.type('image/svg+xml; charset=utf-8').header('cache-control', CACHE_FOREVER).send(svg);
}

/**
 * The simulated store's pictures (README.md): app icons, store screenshots and Android icons under
 * /media/sim/, drawn by the market engine for the apps its catalogue stored; anything else is 404.
 */
export function mediaRoutes(app: FastifyInstance): void {
  const drawn = new Map<string, string>();
  app.get<{ Params: { file: string } }>('/media/sim/icons/:file', async (req, reply) => {
    const id = APP_FILE.exec(req.params.file)?.[1];
    return sendSvg(
      reply,
      id === undefined ? null : await picture(drawn, req.url, () => simAppIcon(app.deps.db, Number(id))),
    );
  });

  app.get<{ Params: { appId: string; file: string } }>('/media/sim/screenshots/:appId/:file', async (req, reply) => {
    const n = SHOT_FILE.exec(req.params.file)?.[1];
    const ok = n !== undefined && APP_ID.test(req.params.appId);
    const draw = () => simAppScreenshot(app.deps.db, Number(req.params.appId), Number(n));
    return sendSvg(reply, ok ? await picture(drawn, req.url, draw) : null);
  });

  app.get<{ Params: { file: string } }>('/media/sim/android/:file', async (req, reply) => {
    const name = PACKAGE_FILE.exec(req.params.file)?.[1];
    return sendSvg(
      reply,
      name === undefined ? null : await picture(drawn, req.url, () => simAndroidIcon(app.deps.db, name)),
    );
  });
}
