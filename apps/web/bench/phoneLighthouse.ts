// `npm run bench` (part): Lighthouse's mobile performance audit (its default preset: a mid-range phone's screen, a
// slowed processor and network) of a first visit to the three pages issue 27 names: Home, the real-time ranking and
// the #1 free app's page, with the built web app served by the real server over the tests' small market world.
// The web app is built first (npm run bench does).
import { resolve } from 'node:path';
import { createTestApp } from '../../server/test/app.ts';
import { lighthouseLines, runLighthouse } from './lighthouse.ts';

const t = await createTestApp(
  'embedded',
  { WEB_DIST: resolve(import.meta.dirname, '../dist'), RATE_LIMIT_PER_MINUTE: '0' },
  { world: true },
);
const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
const lines: string[] = [];
console.log(`serving ${baseUrl}`);
try {
  const chart = (await (await fetch(`${baseUrl}/v1/bang/lists?type=free`)).json()) as {
    data: { list: { appId: string }[] };
  };
  const appId = chart.data.list[0]!.appId;
  for (const path of ['/', '/new/ranking/index', `/new/apps/view?appId=${appId}&country=cn`]) {
    lines.push(`  ${path}`, ...lighthouseLines(await runLighthouse(baseUrl + path, ['mobile'])));
  }
} finally {
  await t.close();
}
console.log('\nOn a phone: Lighthouse mobile, first visit (loopback, empty cache)');
for (const line of lines) console.log(line);
