import { COMPANY_TEXTS } from '@bangyan/contract';
import { companyApps, companyDevelopers, companyProfile, hotCompanies } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../../test/app.ts';

interface Envelope<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T;
}

describe.each(testDatabaseKinds())('company endpoints on %s', (kind) => {
  let t: TestApp;
  /** The world's hottest company (most charted apps): Home's first hot-company link. */
  let companyId = '';
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    companyId = (await hotCompanies(t.handle.db, { country: 'cn', at: WORLD_NOW, limit: 1 }))[0]!.developerId;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = async <T = Record<string, unknown>>(url: string): Promise<Envelope<T>> =>
    (await t.app.inject({ method: 'GET', url })).json();
  const input = () => ({ country: 'cn', developerId: companyId, at: WORLD_NOW });

  it("profiles a developer with its apps' figures and genres", async () => {
    const profile = (await companyProfile(t.handle.db, input()))!;
    const body = await get<{
      developerId: string;
      name: string;
      apps: number;
      charted: number;
      bestRank: number;
      genres: { genre: number; genreName: string; count: number }[];
      firstReleaseDate: string;
    }>(`/v1/company/info?companyId=${companyId}`);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      developerId: companyId,
      name: profile.name,
      apps: profile.apps,
      charted: profile.charted,
      bestRank: profile.bestRank,
      accounts: profile.accounts,
    });
    expect(body.data.apps).toBeGreaterThan(1);
    expect(body.data.charted).toBeGreaterThan(0);
    expect(body.data.genres.map((g) => ({ genre: g.genre, count: g.count }))).toEqual(profile.genres);
    expect(body.data.genres.reduce((s, g) => s + g.count, 0)).toBe(profile.apps);
    expect(body.data.firstReleaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists its apps with their chart places and its sibling accounts', async () => {
    const apps = await companyApps(t.handle.db, input());
    const body = await get<{
      list: {
        appId: string;
        trackName: string;
        status: number;
        genreName: string;
        ranks: { chartType: string; genre: number; genreName: string; rank: number }[];
      }[];
    }>(`/v1/company/apps?companyId=${companyId}&country=cn`);
    expect(body.data.list.map((a) => [a.appId, a.trackName, a.status])).toEqual(
      apps.map((a) => [String(a.appId), a.name, a.onSale ? 1 : 0]),
    );
    expect(body.data.list.map((a) => a.ranks.map((r) => [r.chartType, r.genre, r.rank]))).toEqual(
      apps.map((a) => a.ranks.map((r) => [r.chartType, r.genre, r.rank])),
    );
    expect(body.data.list.some((a) => a.ranks.some((r) => r.genre === 0))).toBe(true);
    expect(body.data.list.flatMap((a) => a.ranks).every((r) => r.genreName !== '')).toBe(true);

    const company = (await companyDevelopers(t.handle.db, input()))!;
    const developers = await get<{ brand: string; list: { developerId: string; apps: number }[] }>(
      `/v1/company/developers?companyId=${companyId}`,
    );
    expect(developers.data.brand).toBe(company.brand);
    expect(developers.data.list.map((d) => [d.developerId, d.apps])).toEqual(
      company.developers.map((d) => [d.developerId, d.apps]),
    );
    expect(developers.data.list.map((d) => d.developerId)).toContain(companyId);
  });

  it('answers 404 for an unknown developer and 400 for a bad id or country', async () => {
    for (const path of ['info', 'apps', 'developers']) {
      expect(await get(`/v1/company/${path}?companyId=123456789`)).toEqual({
        code: 404,
        msg: COMPANY_TEXTS.notFound,
        data: null,
      });
      expect(await get(`/v1/company/${path}?companyId=${companyId}&country=us`)).toMatchObject({ code: 404 });
      expect(await get(`/v1/company/${path}?companyId=abc`)).toEqual({
        code: 400,
        msg: COMPANY_TEXTS.companyId,
        data: null,
      });
      expect(await get(`/v1/company/${path}`)).toEqual({ code: 400, msg: COMPANY_TEXTS.companyId, data: null });
      expect(await get(`/v1/company/${path}?companyId=${companyId}&country=xx`)).toEqual({
        code: 400,
        msg: COMPANY_TEXTS.country,
        data: null,
      });
    }
  });
});
