import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { suiteDatabase } from '../../test/suiteDatabase.ts';
import { appChangePage, appProfile } from './apps.ts';

const T = (iso: string) => new Date(iso);

describe.each(testDatabaseKinds())('app profile on %s', (kind) => {
  const h = suiteDatabase(kind, {
    seed: async (db) => {
      await db
        .insertInto('market_apps')
        .values({
          app_id: 1234567890,
          country: 'cn',
          bundle_id: 'com.sim.app',
          name: '应用',
          developer_id: 9001,
          developer_name: 'Sim Dev',
          screenshot_urls: ['https://sim/1.png'],
          version: '1.1.0',
          release_date: T('2026-01-01T00:00:00Z'),
          price: '6.00',
          primary_genre_id: 6014,
          genre_ids: [6014, 7012],
          rating: 4.5,
          rating_count: 1200,
          file_size: 123456789,
          language_codes: ['ZH'],
          status: 0,
          looked_up: true,
          first_seen_at: T('2026-11-01T00:00:00Z'),
          last_seen_at: T('2026-11-20T00:00:00Z'),
        })
        .execute();
      await db
        .insertInto('app_versions')
        .values([
          {
            app_id: 1234567890,
            country: 'cn',
            version: '1.0.0',
            released_at: T('2026-01-01T00:00:00Z'),
            release_notes: '首发',
          },
          {
            app_id: 1234567890,
            country: 'cn',
            version: '1.1.0',
            released_at: T('2026-11-10T00:00:00Z'),
            release_notes: '修复问题',
            file_size: 123456789,
          },
          { app_id: 1234567890, country: 'us', version: '9.9.9', released_at: T('2026-11-11T00:00:00Z') },
        ])
        .execute();
      await db
        .insertInto('app_changes')
        .values([
          {
            app_id: 1234567890,
            country: 'cn',
            at: T('2026-11-10T02:00:00Z'),
            field: 'version',
            old_value: '1.0.0',
            new_value: '1.1.0',
          },
          {
            app_id: 1234567890,
            country: 'cn',
            at: T('2026-11-12T02:00:00Z'),
            field: 'price',
            old_value: '0.00',
            new_value: '6.00',
          },
        ])
        .execute();
    },
  });

  it("reads an app's catalog row with numbers as numbers and its versions, newest first", async () => {
    const app = await appProfile(h.db, { country: 'cn', appId: 1234567890 });
    expect(app).toMatchObject({
      appId: 1234567890,
      bundleId: 'com.sim.app',
      name: '应用',
      developerId: 9001,
      price: 6,
      fileSizeBytes: 123456789,
      genreIds: [6014, 7012],
      screenshotUrls: ['https://sim/1.png'],
      averageUserRating: 4.5,
      userRatingCount: 1200,
      releaseDate: T('2026-01-01T00:00:00Z'),
      currentVersionReleaseDate: null,
      onSale: false,
      lookedUp: true,
    });
    expect(app!.versions.map((v) => [v.version, v.releaseNotes, v.fileSizeBytes])).toEqual([
      ['1.1.0', '修复问题', 123456789],
      ['1.0.0', '首发', null],
    ]);
  });

  it("pages the app's changes newest first, of one field when asked", async () => {
    const page = (over: { field?: string; offset?: number; limit?: number } = {}) =>
      appChangePage(h.db, { country: 'cn', appId: 1234567890, offset: 0, limit: 10, ...over });
    const all = await page();
    expect(all?.total).toBe(2);
    expect(all!.changes.map((c) => [c.field, c.oldValue, c.newValue])).toEqual([
      ['price', '0.00', '6.00'],
      ['version', '1.0.0', '1.1.0'],
    ]);
    expect((await page({ offset: 1, limit: 1 }))!.changes.map((c) => c.field)).toEqual(['version']);
    expect(await page({ field: 'version' })).toEqual({
      total: 1,
      changes: [{ at: T('2026-11-10T02:00:00Z'), field: 'version', oldValue: '1.0.0', newValue: '1.1.0' }],
    });
    expect(await page({ field: 'name' })).toEqual({ total: 0, changes: [] });
    expect(await appChangePage(h.db, { country: 'us', appId: 1234567890, offset: 0, limit: 10 })).toBeNull();
  });

  it('is null for an app unknown in the country', async () => {
    expect(await appProfile(h.db, { country: 'cn', appId: 42 })).toBeNull();
    expect(await appProfile(h.db, { country: 'us', appId: 1234567890 })).toBeNull();
  });
});
