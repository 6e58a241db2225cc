import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { catalogGenreCounts } from './scale.ts';
import { suiteDatabase } from '../../test/suiteDatabase.ts';

const t = (iso: string) => new Date(iso);

describe.each(testDatabaseKinds())('iOS market scale on %s', (kind) => {
  const h = suiteDatabase(kind, {
    seed: async (db) => {
      const app = (id: number, genre: number, seen: string, status = 1) => ({
        app_id: id,
        country: 'cn',
        name: `应用${id}`,
        primary_genre_id: genre,
        genre_ids: [genre],
        status,
        first_seen_at: t(seen),
        last_seen_at: t(seen),
      });
      await db
        .insertInto('market_apps')
        .values([
          app(1, 6014, '2026-11-01T00:00:00Z'),
          app(2, 7001, '2026-11-01T00:00:00Z'),
          app(3, 7001, '2026-11-01T00:00:00Z', 0),
          app(4, 6008, '2026-11-01T00:00:00Z'),
          // First seen after the end of 11-10 (China time).
          app(5, 6008, '2026-11-10T16:30:00Z'),
          app(6, 0, '2026-11-01T00:00:00Z'),
          { ...app(7, 6008, '2026-11-01T00:00:00Z'), country: 'us' },
        ])
        .execute();
      // App 3 went offline on 11-10 and is still offline; app 4 was offline on 11-10 only.
      await db
        .insertInto('app_status_changes')
        .values([
          { app_id: 3, country: 'cn', at: t('2026-11-10T03:00:00Z'), on_sale: false },
          { app_id: 4, country: 'cn', at: t('2026-11-10T02:00:00Z'), on_sale: false },
          { app_id: 4, country: 'cn', at: t('2026-11-11T02:00:00Z'), on_sale: true },
        ])
        .execute();
    },
  });
  const read = (day: string, genre = 0) => catalogGenreCounts(h.db, { country: 'cn', day, genre });

  it('counts the apps on sale at the end of the day per genre, largest first', async () => {
    expect(await read('2026-11-09')).toEqual([
      { genre: 7001, count: 2 },
      { genre: 6008, count: 1 },
      { genre: 6014, count: 1 },
    ]);
    expect(await read('2026-11-10')).toEqual([
      { genre: 6014, count: 1 },
      { genre: 7001, count: 1 },
    ]);
    expect(await read('2026-11-11')).toEqual([
      { genre: 6008, count: 2 },
      { genre: 6014, count: 1 },
      { genre: 7001, count: 1 },
    ]);
  });

  it('keeps a genre filter and counts nothing before the first sighting', async () => {
    expect(await read('2026-11-11', 6014)).toEqual([
      { genre: 6014, count: 1 },
      { genre: 7001, count: 1 },
    ]);
    expect(await read('2026-11-11', 5000)).toEqual([{ genre: 6008, count: 2 }]);
    expect(await read('2026-10-31')).toEqual([]);
  });
});
