// `npm test`: every test (unit, API, browser). Browser tests drive the built web app, so it is
// built first when its sources changed. Extra arguments go to vitest (e.g. a file filter).
import { spawnSync } from 'node:child_process';
import { ensureWebBuilt } from './web-build.mjs';

ensureWebBuilt();
const reporters = ['--reporter=default', '--reporter=./scripts/summary-reporter.mjs'];
const result = spawnSync('npx', ['vitest', 'run', ...reporters, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
