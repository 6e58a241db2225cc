import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_LIMIT } from '@bangyan/contract';
import { form, FORM_HEADERS, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { searchSuite } from '../../../test/search.ts';

describe.each(testDatabaseKinds())('search history on %s', (kind) => {
  const { world, get, suggest, record, labels } = searchSuite(kind);
  let t: TestApp;
  let alice: string;
  let bob: string;
  beforeAll(() => ({ t, alice, bob } = world()));

  it("keeps each user's history on the server: newest first, once per keyword, at most 20", async () => {
    expect((await record('消消乐', alice)).data.history).toEqual([{ label: '消消乐', type: 'history' }]);
    await record('  记账  ', alice);
    await record('Pro', alice);
    expect(labels((await record('消消乐', alice)).data.history)).toEqual(['消消乐', 'Pro', '记账']);
    await record('视频', bob);
    expect(labels((await suggest({ from: 'history' }, alice)).history)).toEqual(['消消乐', 'Pro', '记账']);
    // An empty keyword is history mode too.
    expect(labels((await suggest({ keyword: '  ' }, bob)).history)).toEqual(['视频']);
    // A visitor's history lives in the browser.
    expect((await suggest({ from: 'history' })).history).toEqual([]);

    for (let i = 0; i < SEARCH_HISTORY_LIMIT + 3; i++) await record(`词${i}`, bob);
    const list = labels((await suggest({ from: 'history' }, bob)).history);
    expect(list).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(list[0]).toBe(`词${SEARCH_HISTORY_LIMIT + 2}`);
    expect(list).not.toContain('视频');
  });

  it("clears one recent search, then all of them, only the user's own", async () => {
    const one = await get('/v1/search/clearSearchHistory', { keyword: 'Pro' }, alice);
    expect(one).toEqual({
      code: 0,
      msg: 'success',
      data: {
        history: [
          { label: '消消乐', type: 'history' },
          { label: '记账', type: 'history' },
        ],
      },
    });
    // Clearing a keyword that is not there changes nothing.
    expect(labels((await get('/v1/search/clearSearchHistory', { keyword: '没有搜过' }, alice)).data.history)).toEqual([
      '消消乐',
      '记账',
    ]);
    expect((await get('/v1/search/clearSearchHistory', {}, alice)).data.history).toEqual([]);
    expect((await suggest({ from: 'history' }, alice)).history).toEqual([]);
    expect((await suggest({ from: 'history' }, bob)).history).toHaveLength(SEARCH_HISTORY_LIMIT);
  });

  it('needs a login to record or clear history', async () => {
    expect((await get('/v1/search/clearSearchHistory', {})).code).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/search/addSearchHistory',
      headers: FORM_HEADERS,
      payload: form({ keyword: '消消乐' }),
    });
    expect(res.json().code).toBe(401);
    expect((await record('   ', bob)).msg).toBe('请输入关键词');
  });
});
