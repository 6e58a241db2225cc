// Builds the web app when its sources changed since the last build (a stamp of their hash), so
// `npm start` and `npm test` on a fresh clone build once and later runs start at once.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const inputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contract/src',
  'package-lock.json',
];
const stampFile = join(root, 'apps/web/dist/.build-stamp');

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((p) => files(join(root, p)))) {
    if (/\.(test|e2e)\.tsx?$/.test(file)) continue;
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export function ensureWebBuilt() {
  const hash = sourceHash();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) return false;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, hash);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureWebBuilt();
