/** Fixture servers for the Android market source tests (src/sources/android), each closed after its test. */
import { afterEach } from 'vitest';
import type { AndroidMarket } from '../src/model.ts';
import { SourceHttp } from '../src/sources/http.ts';
import { huaweiSource } from '../src/sources/android/huawei.ts';
import { oppoSource } from '../src/sources/android/oppo.ts';
import type { AndroidSource } from '../src/sources/android/source.ts';
import { vivoSource } from '../src/sources/android/vivo.ts';
import { xiaomiSource } from '../src/sources/android/xiaomi.ts';
import { fixture, startFixtureServer, type FixtureServer, type Reply } from './fixture-server.ts';

export const FIXTURES = new URL('../src/sources/android/__fixtures__/', import.meta.url);
export const http = new SourceHttp({ retries: 0 });
const SOURCES = { huawei: huaweiSource, xiaomi: xiaomiSource, oppo: oppoSource, vivo: vivoSource };

export const china = (text: string) => new Date(`${text}+08:00`);

/** The calling suite's fixture servers: `serve` starts one, closed after the test that started it. */
export function androidFixtures() {
  let server: FixtureServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  const serve = async (reply: (url: URL, index: number) => Reply) => (server = await startFixtureServer(reply));

  /** Serves `{market}-{name}.json` for a request whose path ends in one of `names`' keys. */
  async function market(
    name: AndroidMarket,
    files: Record<string, string>,
  ): Promise<{ source: AndroidSource; server: FixtureServer }> {
    const server = await serve((url) => {
      const file = Object.entries(files).find(([path]) => url.pathname.endsWith(path))?.[1];
      return file ? { body: fixture(FIXTURES, file) } : { status: 404, body: '{}' };
    });
    return { source: SOURCES[name](http, `${server.baseUrl}/android`), server };
  }
  return { serve, market };
}
