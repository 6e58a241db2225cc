import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { joinKeywordLibrary, keywordTerms } from './keywordLibrary.ts';
import { suiteDatabase } from '../../test/suiteDatabase.ts';

describe.each(testDatabaseKinds())('keyword library on %s', (kind) => {
  const h = suiteDatabase(kind, {
    seed: async (db) => {
      await db
        .insertInto('keywords')
        .values([{ country: 'cn', term: '消消乐' }])
        .execute();
    },
  });

  it('adds the new terms to a storefront, answering which were new, and reads terms by id', async () => {
    expect(await joinKeywordLibrary(h.db, 'cn', [])).toEqual(new Set());
    expect(await joinKeywordLibrary(h.db, 'cn', ['消消乐', '连连看'])).toEqual(new Set(['连连看']));
    expect(await joinKeywordLibrary(h.db, 'us', ['消消乐'])).toEqual(new Set(['消消乐']));
    const rows = await h.db
      .selectFrom('keywords')
      .select(['keyword_id', 'country', 'term'])
      .orderBy('keyword_id')
      .execute();
    expect(rows.map((r) => `${r.country} ${r.term}`)).toEqual(['cn 消消乐', 'cn 连连看', 'us 消消乐']);
    const ids = rows.map((r) => r.keyword_id);
    const terms = new Map([
      [ids[1]!, '连连看'],
      [ids[2]!, '消消乐'],
    ]);
    expect(await keywordTerms(h.db, [ids[1]!, ids[2]!, 999_999])).toEqual(terms);
    expect(await keywordTerms(h.db, [])).toEqual(new Map());
  });
});
