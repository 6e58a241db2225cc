import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The files that run longest on a 2-core machine (measured 2026-11-27: 35-115 s each under the
 * suite's load). Vitest runs the longest first when its cache of past runs has their times, but CI
 * starts from a clean clone without one and orders by file size, which put the 37 s backfill-order
 * test 200th of 251, left running nearly alone at the end of its group.
 */
const LONGEST = [
  'packages/market/src/ingest/backfillOrder.test.ts',
  'packages/market/src/ingest/collectKeywords.test.ts',
  'packages/market/src/ingest/laneTiming.test.ts',
  'apps/server/src/alerts/crash.test.ts',
  'packages/db/src/connect.test.ts',
  'apps/server/src/modules/rankingViews/rankingViews.test.ts',
  'e2e/site-crawl.e2e.ts',
  'e2e/phone-pages.e2e.ts',
  'e2e/home-search-area.e2e.ts',
  'e2e/rankingviews.e2e.ts',
  'e2e/home-content.e2e.ts',
  'e2e/content-pages.e2e.ts',
];

/** Vitest's order (groups, then past times or size), with the LONGEST files of a group first. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST.indexOf(relative(file.project.config.root, file.moduleId));
      return at === -1 ? LONGEST.length : at;
    };
    const group = (file: TestSpecification) => file.project.config.sequence.groupOrder;
    return sorted
      .map((file, at) => ({ file, at }))
      .sort((a, b) => group(a.file) - group(b.file) || rank(a.file) - rank(b.file) || a.at - b.at)
      .map(({ file }) => file);
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    // A directory per run for the database templates suites copy (packages/db/test/databases.ts).
    globalSetup: ['packages/db/test/globalSetup.ts'],
    projects: [
      {
        test: {
          name: 'unit-api',
          // The browser tests run after these, alone: timing-sensitive clicks and hovers in Chromium
          // flaked while unit and API suites took both cores.
          sequence: { groupOrder: 0 },
          // Two workers a core (at least four): the suites mostly wait on their databases, their timers and
          // their imports; with one a core a third of this machine's CPU stayed idle (measured: 244 s with
          // two workers, 221 s with four, on two cores).
          maxWorkers: Math.max(2, availableParallelism()) * 2,
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          sequence: { groupOrder: 1 },
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          // A walk through several pages takes 25-35 s on this machine beside two other files, and CI's
          // machine has been up to 2.2 times slower (a 25 s test hit 60 s there).
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files at a time: a page mostly waits on the server and the browser, so two share
          // the machine's two cores well once the unit and API suites are done.
          maxWorkers: 3,
          isolate: false,
          // A page's rows or figures can take a few seconds to settle on a loaded machine; the
          // default 1 s made expect.poll fail there while the page was still right.
          expect: { poll: { timeout: 10_000 } },
          // A click or hover that a busy machine's Chromium dropped fails a test now and then; such a
          // test runs once more, and the closing summary names it (scripts/summary-reporter.mjs). A
          // behaviour that broke fails both times.
          retry: 1,
        },
      },
    ],
  },
});
