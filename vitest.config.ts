import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
