import type { AppInfo } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/app.ts';
import { appsSuite } from '../../../test/apps.ts';

const SVG = 'image/svg+xml; charset=utf-8';

describe.each(testDatabaseKinds())('the simulated store’s pictures on %s', (kind) => {
  const { world, data } = appsSuite(kind);
  const fetch = (url: string) => world().t.app.inject({ method: 'GET', url });

  it('serve the icon an API answer names, from the same origin, as an SVG kept for good', async () => {
    const { appId } = world();
    const { app } = await data<{ app: AppInfo }>(`/v1/apps/appInfo?appId=${appId}`);
    expect(app.artworkUrl60).toBe(`/media/sim/icons/${appId}.svg`);
    const icon = await fetch(app.artworkUrl60);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe(SVG);
    expect(icon.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(icon.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    // The same app, the same picture.
    expect((await fetch(app.artworkUrl60)).body).toBe(icon.body);
  });

  it('serve every screenshot the app page lists, and 404 past the last', async () => {
    const { appId } = world();
    const { app } = await data<{ app: { screenshotUrls: string[] } }>(`/v1/apps/appView?appId=${appId}`);
    expect(app.screenshotUrls.length).toBeGreaterThanOrEqual(4);
    const bodies = new Set<string>();
    for (const url of app.screenshotUrls) {
      const shot = await fetch(url);
      expect([url, shot.statusCode, shot.headers['content-type']]).toEqual([url, 200, SVG]);
      expect(shot.body).toContain('viewBox="0 0 300 650"');
      bodies.add(shot.body);
    }
    expect(bodies.size).toBe(app.screenshotUrls.length);
    const past = await fetch(`/media/sim/screenshots/${appId}/${app.screenshotUrls.length + 1}.svg`);
    expect(past.statusCode).toBe(404);
  });

  it('serve an Android product’s icon', async () => {
    const { t } = world();
    const row = await t.handle.db
      .selectFrom('android_apps')
      .select(['app_id', 'market', 'icon_url'])
      .orderBy('app_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(row.icon_url).toBe(`/media/sim/android/${row.app_id}.svg`);
    const icon = await fetch(row.icon_url);
    expect([icon.statusCode, icon.headers['content-type']]).toEqual([200, SVG]);
  });

  it('answer 404 in the envelope for an app the catalogue lacks or a malformed address', async () => {
    const { appId } = world();
    for (const url of [
      '/media/sim/icons/1.svg',
      '/media/sim/icons/abc.svg',
      `/media/sim/icons/${appId}.png`,
      `/media/sim/icons/${appId}`,
      `/media/sim/screenshots/${appId}/0.svg`,
      `/media/sim/screenshots/${appId}/x.svg`,
      `/media/sim/screenshots/${appId}/999.svg`,
      '/media/sim/screenshots/1/1.svg',
      '/media/sim/screenshots/%3Cscript%3E/1.svg',
      '/media/sim/android/com.nobody.here.svg',
      '/media/sim/android/..%2F..%2Fetc.svg',
    ]) {
      const res = await fetch(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.json()).toEqual({ code: 404, msg: '图片不存在', data: null });
    }
  });
});
