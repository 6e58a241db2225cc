// Serves the built web app over the tests' small market world on a fixed port until killed, for
// measuring pages with outside tools (e.g. `npx lighthouse http://127.0.0.1:4599/`).
import { resolve } from 'node:path';
import { createTestApp } from '../../server/test/app.ts';

const port = Number(process.env.PORT ?? 4599);
const t = await createTestApp(
  'embedded',
  { WEB_DIST: resolve(import.meta.dirname, '../dist'), RATE_LIMIT_PER_MINUTE: '0' },
  { world: true },
);
await t.app.listen({ host: '127.0.0.1', port });
console.log(`serving http://127.0.0.1:${port}/`);
