import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@bangyan/db';
import { seedSiteContent } from './modules/site/seed.ts';
import { seedHomeContent } from './modules/content/seed.ts';
import { seedReleaseNotes } from './modules/updateLog/seed.ts';
import { seedBlogBodies } from './modules/blog/seed.ts';
import { seedContentPages } from './modules/contentPages/seed.ts';

/** Each seed step runs once per database, recorded in app_meta, atomically with its rows. */
const STEPS: { key: string; run: (trx: Transaction<Database>) => Promise<void> }[] = [
  { key: 'seed:site-content', run: seedSiteContent },
  { key: 'seed:home-content', run: (trx) => seedHomeContent(trx) },
  { key: 'seed:release-notes', run: seedReleaseNotes },
  // After the home content: it fills the bodies of the articles and posts that step seeded.
  { key: 'seed:blog-bodies', run: seedBlogBodies },
  { key: 'seed:content-pages', run: (trx) => seedContentPages(trx) },
];

export async function seed(db: Kysely<Database>): Promise<string[]> {
  const ran: string[] = [];
  for (const step of STEPS) {
    const inserted = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('app_meta')
        .values({ key: step.key, value: new Date().toISOString() })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed) return false;
      await step.run(trx);
      return true;
    });
    if (inserted) ran.push(step.key);
  }
  return ran;
}
