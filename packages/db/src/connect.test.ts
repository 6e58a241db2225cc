import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connect } from './connect.ts';

describe('embedded database lock', () => {
  it('refuses a directory another live process holds, and takes over a stale lock', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bangyan-lock-'));
    writeFileSync(join(dir, '.bangyan.lock'), String(process.ppid));
    await expect(connect({ dataDir: dir })).rejects.toThrow(/in use by process/);
    writeFileSync(join(dir, '.bangyan.lock'), '999999999');
    const handle = await connect({ dataDir: dir });
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
