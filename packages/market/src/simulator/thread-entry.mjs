// Entry of the simulated store's thread (thread.ts): TypeScript through tsx, then the store.
import { register } from 'tsx/esm/api';

register();
await import('./thread-main.ts');
