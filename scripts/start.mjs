// `npm start`: build the web app if needed, then run the server (TypeScript through tsx).
import { register } from 'tsx/esm/api';
import { ensureWebBuilt } from './web-build.mjs';

ensureWebBuilt();
register();
await import('../apps/server/src/main.ts');
