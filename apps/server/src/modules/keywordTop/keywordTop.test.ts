import {
  APP_DETAIL_TEXTS,
  CHART_COUNTRIES,
  KEYWORD_TOP_BATCH_MAX,
  KEYWORD_TOP_TEXTS,
  type TopKeyword,
} from '@bangyan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { keywordTopSuite } from '../../../test/keywordTop.ts';

describe.each(testDatabaseKinds())('core keywords and storefronts on %s', (kind) => {
  const { world, get, data, batch, expectedTop } = keywordTopSuite(kind);
  let t: TestApp;
  let appId: string;
  beforeAll(() => ({ t, appId } = world()));

  it('lists the app’s core keywords (ranked 1 to 10 now) hottest first, as the coverage table has them', async () => {
    const top = await data<{ time: string; list: TopKeyword[] }>(`/v1/keywordcover/top?appId=${appId}&country=cn`);
    expect(top.list).toHaveLength(10);
    expect(top.list).toEqual(await expectedTop(appId, 10));
    expect(top.time).toBe('2026-11-22 18:30');
    expect((await data<{ list: TopKeyword[] }>(`/v1/keywordcover/top?appId=${appId}&limit=50`)).list).toEqual(
      await expectedTop(appId, 50),
    );
    expect(await data(`/v1/keywordcover/top?appId=1`)).toMatchObject({ list: [] });
    expect(await data(`/v1/keywordcover/top?appId=${appId}&country=us`)).toMatchObject({ list: [] });
  });

  it('refuses bad input of top with the reason', async () => {
    for (const limit of ['0', '51', 'x', '1.5'])
      expect((await get(`/v1/keywordcover/top?appId=${appId}&limit=${limit}`)).body).toMatchObject({
        code: 400,
        msg: KEYWORD_TOP_TEXTS.limit,
      });
    expect((await get(`/v1/keywordcover/top?appId=abc`)).body).toMatchObject({
      code: 400,
      msg: APP_DETAIL_TEXTS.appId,
    });
    expect((await get(`/v1/keywordcover/top?appId=${appId}&country=zz`)).body).toMatchObject({
      code: 400,
      msg: APP_DETAIL_TEXTS.country,
    });
  });

  it('answers several apps’ top 3 core keywords in the order asked, none for an unknown app', async () => {
    const others = await t.handle.db
      .selectFrom('app_coverage_daily')
      .select('app_id')
      .where('country', '=', 'cn')
      .where('day', '=', '2026-11-22')
      .where('top10', '>', 0)
      .orderBy('top10')
      .orderBy('app_id')
      .limit(3)
      .execute();
    const ids = [others[0]!.app_id, '1', appId, others[1]!.app_id, others[2]!.app_id];
    const answer = await batch({ appIds: ids.join(','), country: 'cn' });
    expect(answer.code).toBe(0);
    expect(answer.data.list.map((a) => a.appId)).toEqual(ids);
    for (const a of answer.data.list) expect(a.keywords).toEqual(a.appId === '1' ? [] : await expectedTop(a.appId, 3));
    expect(answer.data.list.find((a) => a.appId === appId)!.keywords).toHaveLength(3);
    const most = Array.from({ length: KEYWORD_TOP_BATCH_MAX }, (_, i) => String(i + 1));
    expect((await batch({ appIds: most.join(','), country: 'cn' })).data.list).toHaveLength(KEYWORD_TOP_BATCH_MAX);
  });

  it('refuses a bad batch with the reason', async () => {
    const refused = async (fields: Record<string, string>, msg: string) =>
      expect(await batch(fields)).toMatchObject({ code: 400, msg });
    await refused({ country: 'cn' }, KEYWORD_TOP_TEXTS.noApps);
    await refused({ appIds: ' ', country: 'cn' }, KEYWORD_TOP_TEXTS.noApps);
    await refused({ appIds: `${appId},x1`, country: 'cn' }, KEYWORD_TOP_TEXTS.appIds);
    await refused({ appIds: `${appId},,1`, country: 'cn' }, KEYWORD_TOP_TEXTS.appIds);
    await refused(
      { appIds: Array.from({ length: KEYWORD_TOP_BATCH_MAX + 1 }, (_, i) => String(i + 1)).join(','), country: 'cn' },
      KEYWORD_TOP_TEXTS.tooMany,
    );
    await refused({ appIds: `${appId},1,${appId}`, country: 'cn' }, KEYWORD_TOP_TEXTS.repeated);
    await refused({ appIds: appId, country: 'xx' }, APP_DETAIL_TEXTS.country);
  });

  it('lists every collected storefront, whether its keywords are collected and the app’s coverage there', async () => {
    const cover = await t.handle.db
      .selectFrom('app_coverage_daily')
      .select('total')
      .where('country', '=', 'cn')
      .where('day', '=', '2026-11-22')
      .where('app_id', '=', appId)
      .executeTakeFirstOrThrow();
    const answer = await data<{
      list: { country: string; countryName: string; collected: boolean; day: string; coverage: number | null }[];
    }>(`/v1/apps/asoCountry?appId=${appId}`);
    expect(answer.list.map((c) => c.country)).toEqual([...CHART_COUNTRIES]);
    expect(answer.list[0]).toEqual({
      country: 'cn',
      countryName: '中国',
      collected: true,
      day: '2026-11-22',
      coverage: cover.total,
    });
    expect(answer.list.find((c) => c.country === 'us')).toEqual({
      country: 'us',
      countryName: '美国',
      collected: false,
      day: '',
      coverage: null,
    });
    expect(answer.list.slice(1).every((c) => !c.collected && c.coverage === null)).toBe(true);
    expect((await data<typeof answer>(`/v1/apps/asoCountry?appId=1`)).list[0]).toMatchObject({
      collected: true,
      coverage: 0,
    });
    expect((await get(`/v1/apps/asoCountry?appId=x`)).body).toMatchObject({ code: 400, msg: APP_DETAIL_TEXTS.appId });
  });
});
