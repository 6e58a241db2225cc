// Keeps zod out of the web bundle. The contract's endpoint modules define each endpoint with zod
// schemas (many built from its shared fields), which the server needs and the browser does not: the
// web client reads only an endpoint's method, path and signed flag at run time (its types come from
// the contract at compile time). For every module under packages/contract/src/endpoints/ and
// packages/contract/src/fields/ this plugin serves a generated module instead (contractModule.ts):
// the real module is evaluated at build time (tsx), each endpoint becomes `{ method, path, signed }`,
// plain data becomes literals, helpers (functions) keep their source with what they refer to, and zod
// schemas become stubs that tree-shaking drops. The build fails, naming the export, if the web uses a
// stub, and if zod reaches the bundle any other way.
import { readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register, type NamespacedUnregister } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { generateModule, unavailableUses, type Namespace } from './contractModule.ts';

export const ENDPOINTS_DIR = resolve(import.meta.dirname, '../../../packages/contract/src/endpoints') + sep;
const CONTRACT_DIR = resolve(ENDPOINTS_DIR, '..') + sep;
/** The contract's folders of modules built with zod (endpoints and the fields they share): served generated. */
export const GENERATED_DIRS = [ENDPOINTS_DIR, CONTRACT_DIR + 'fields' + sep];
const ZOD_MODULE = /[\\/]node_modules[\\/]zod[\\/]/;

const fileOf = (id: string) => id.split('?')[0]!;
const isGeneratedModule = (file: string) =>
  GENERATED_DIRS.some((dir) => file.startsWith(dir)) && file.endsWith('.ts') && !file.endsWith('.test.ts');

export function contractRoutes(): Plugin {
  // One tsx namespace per build: the contract's modules are evaluated once and shared by every
  // endpoint module; a change to the contract (dev server) starts a fresh one.
  let loader: NamespacedUnregister | null = null;
  const evaluated = new Set<string>();
  const contractLoader = () => {
    loader ??= register({
      namespace: `bangyan-contract-routes-${Date.now()}`,
      onImport: (url: string) => {
        if (url.startsWith('file:')) evaluated.add(new URL(url).pathname);
      },
    });
    return loader;
  };
  const reset = async () => {
    const current = loader;
    loader = null;
    await current?.unregister();
  };

  return {
    name: 'bangyan:contract-routes',
    enforce: 'pre',
    async load(id) {
      const file = fileOf(id);
      if (!isGeneratedModule(file)) return null;
      const mod = (await contractLoader().import(pathToFileURL(file).href, import.meta.url)) as Namespace;
      for (const dependency of evaluated) if (dependency.startsWith(CONTRACT_DIR)) this.addWatchFile(dependency);
      const where = `packages/contract/src/${file.slice(CONTRACT_DIR.length).split(sep).join('/')}`;
      return { code: generateModule(readFileSync(file, 'utf8'), file, where, mod), map: null };
    },
    async watchChange(id) {
      if (fileOf(id).startsWith(CONTRACT_DIR)) await reset();
    },
    renderChunk(code, chunk) {
      const uses = unavailableUses(code);
      if (uses.length > 0) {
        this.error(
          `The ${chunk.name} chunk uses contract exports the web bundle cannot carry (no zod in the browser):\n` +
            `  ${uses.join('\n  ')}\n` +
            'Use a type guard instead of a schema, or a helper that needs no zod.',
        );
      }
      const zod = chunk.moduleIds.filter((m) => ZOD_MODULE.test(m));
      if (zod.length > 0) {
        const through = chunk.moduleIds
          .filter((m) => !ZOD_MODULE.test(m) && m.startsWith(CONTRACT_DIR))
          .map((m) => m.slice(CONTRACT_DIR.length));
        this.error(
          `zod reached the ${chunk.name} chunk (${zod.length} modules); ` +
            `contract modules in it: ${through.join(', ') || 'none'}.`,
        );
      }
      return null;
    },
    async buildEnd() {
      await reset();
    },
  };
}
