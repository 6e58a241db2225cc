import { ApiFailure, ErrorCode } from '@bangyan/contract';
import { simAndroidIcon, simAppIcon, simAppScreenshot } from '@bangyan/market';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CACHE_FOREVER } from '../../http/route.ts';

const APP_FILE = /^(\d{1,15})\.svg$/;
const SHOT_FILE = /^(\d{1,2})\.svg$/;
const APP_ID = /^\d{1,15}$/;
const PACKAGE_FILE = /^([A-Za-z]\w{0,99}(?:\.\w{1,100}){1,10})\.svg$/;

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
  app.get<{ Params: { file: string } }>('/media/sim/icons/:file', async (req, reply) => {
    const id = APP_FILE.exec(req.params.file)?.[1];
    return sendSvg(reply, id === undefined ? null : await simAppIcon(app.deps.db, Number(id)));
  });

  app.get<{ Params: { appId: string; file: string } }>('/media/sim/screenshots/:appId/:file', async (req, reply) => {
    const n = SHOT_FILE.exec(req.params.file)?.[1];
    const ok = n !== undefined && APP_ID.test(req.params.appId);
    return sendSvg(reply, ok ? await simAppScreenshot(app.deps.db, Number(req.params.appId), Number(n)) : null);
  });

  app.get<{ Params: { file: string } }>('/media/sim/android/:file', async (req, reply) => {
    const name = PACKAGE_FILE.exec(req.params.file)?.[1];
    return sendSvg(reply, name === undefined ? null : await simAndroidIcon(app.deps.db, name));
  });
}
