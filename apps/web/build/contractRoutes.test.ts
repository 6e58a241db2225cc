import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { generateModule, toLiteral, UNAVAILABLE_MARKER } from './contractModule.ts';
import { moduleShape } from './moduleShape.ts';
import { contractRoutes, ENDPOINTS_DIR, GENERATED_DIRS } from './contractRoutes.ts';

const CONTRACT_SRC = join(ENDPOINTS_DIR, '..');
/** The generated modules: each as its folder ('endpoints', 'fields') and file name. */
const GENERATED_FILES = GENERATED_DIRS.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => `${basename(dir)}/${f}`),
);
const GENERATED_FOLDERS = GENERATED_DIRS.map((dir) => basename(dir));

/**
 * The contract as the web sees it: a copy of its src whose endpoints/ and fields/ hold the generated
 * modules (the rest links to the real files, so relative imports resolve as in the build).
 */
const work = mkdtempSync(join(tmpdir(), 'contract-routes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const webSrc = join(work, 'src');
for (const folder of GENERATED_FOLDERS) mkdirSync(join(webSrc, folder), { recursive: true });
for (const entry of readdirSync(CONTRACT_SRC)) {
  if (!GENERATED_FOLDERS.includes(entry)) symlinkSync(join(CONTRACT_SRC, entry), join(webSrc, entry));
}
for (const name of GENERATED_FILES) {
  const file = join(CONTRACT_SRC, name);
  const real = (await import(file)) as Record<string, unknown>;
  const where = `packages/contract/src/${name}`;
  writeFileSync(join(webSrc, name), generateModule(readFileSync(file, 'utf8'), file, where, real));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const NOT_DATA = Symbol('not data');

/** What the web should see of a value: endpoints as { method, path, signed }; NOT_DATA where zod or code is inside. */
function expected(value: unknown): unknown {
  if (typeof value === 'function') return NOT_DATA;
  if (!isObject(value)) return value;
  if ('_zod' in value) return NOT_DATA;
  if (typeof value.path === 'string' && isObject(value.data) && '_zod' in value.data)
    return { method: value.method, path: value.path, signed: value.signed };
  const inner = Array.isArray(value) ? value.map(expected) : Object.values(value).map(expected);
  if (inner.includes(NOT_DATA)) return NOT_DATA;
  return Array.isArray(value) ? inner : Object.fromEntries(Object.keys(value).map((k, i) => [k, inner[i]]));
}

/** A stub's message (any use of a stub throws it), or null for a real value. */
function stubError(value: unknown): string | null {
  try {
    void (value as Record<string, unknown>).anything;
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('contract routes: endpoint and field modules without zod', () => {
  it.each(GENERATED_FILES)(
    '%s: endpoints as { method, path, signed }, data as it was, helpers kept, schemas unavailable',
    async (name) => {
      const real = (await import(join(CONTRACT_SRC, name))) as Record<string, unknown>;
      const generated = (await import(join(webSrc, name))) as Record<string, unknown>;
      expect(Object.keys(generated).sort()).toEqual(Object.keys(real).sort());
      for (const [key, value] of Object.entries(real)) {
        const want = expected(value);
        if (want !== NOT_DATA) expect(generated[key]).toEqual(want);
        else if (stubError(generated[key]) === null) expect(typeof generated[key]).toBe(typeof value);
        // (A re-exported stub names the module that defines it.)
        else expect(stubError(generated[key])).toContain(`${UNAVAILABLE_MARKER} ${key} from packages/contract/src/`);
      }
    },
  );

  it('keeps re-exports, and helpers with what they refer to unless that reaches zod', async () => {
    const source = [
      "import { z } from 'zod';",
      "import { parseYmd } from '../helpers/time.ts';",
      "export * from './a.ts';",
      "export { b as c } from './b.ts';",
      "export type { D } from './d.ts';",
      'const LIMIT = 3;',
      'const day = z.string();',
      'export const TEXTS = { few: (n: number) => `${n} of ${LIMIT}`, when: (s: string) => parseYmd(s) !== null };',
      'export function checked(s: string) { return day.safeParse(s).success; }',
      'export function local(LIMIT: number) { const day = LIMIT; return day; }',
    ].join('\n');
    const shape = moduleShape(source, 'x.ts');
    expect(shape.own.map((o) => o.name)).toEqual(['TEXTS', 'checked', 'local']);
    expect(shape.reexports).toEqual(["export * from './a.ts';", "export { b as c } from './b.ts';"]);
    const mod = { TEXTS: { few: () => '', when: () => true }, checked: () => true, local: (n: number) => n };
    const code = generateModule(source, 'x.ts', 'x.ts', mod);
    expect(code).toContain('import { parseYmd as parseYmd } from "../helpers/time.ts";');
    expect(code).toContain('const LIMIT = 3;');
    expect(code).toContain('export const TEXTS = {');
    // The parameter and the local shadow the zod schema's name: `local` does not need it.
    expect(code).toContain('export function local(');
    expect(code).toContain(
      'export const checked = /* @__PURE__ */ __contractUnavailable(' +
        `"${UNAVAILABLE_MARKER} checked from x.ts (checked uses zod)")`,
    );
    expect(code).not.toMatch(/from "zod"|from 'zod'|z\.string/);
    expect(code).toContain("export * from './a.ts';");
  });

  it('writes plain data as literals and refuses what is not', () => {
    const data = { a: [1, -0, 'x', null, undefined, true], ['__proto__']: { b: 2n } };
    const frozen = Object.freeze({ list: Object.freeze(['a', 'b']) });
    const roundTrip = (value: unknown) => new Function(`return ${toLiteral(value)};`)() as unknown;
    expect(roundTrip(data)).toEqual(data);
    expect(Object.is((roundTrip(data) as typeof data).a[1], -0)).toBe(true);
    expect(Object.isFrozen((roundTrip(frozen) as typeof frozen).list)).toBe(true);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    for (const bad of [
      () => 1,
      new Map(),
      new Date(),
      cycle,
      {
        get x() {
          return 1;
        },
      },
    ])
      expect(() => toLiteral(bad)).toThrow();
  });
});

describe('contract routes in a build', () => {
  const bundle = async (code: string) => {
    const entry = join(work, `entry-${Math.random().toString(36).slice(2)}.ts`);
    writeFileSync(entry, code.replaceAll('@bangyan/contract', join(ENDPOINTS_DIR, '../index.ts')));
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [contractRoutes()],
      build: { write: false, minify: true, rolldownOptions: { input: entry } },
    })) as Rolldown.RolldownOutput;
    return result.output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
  };

  it('bundles what the web uses without zod', async () => {
    const code = await bundle(
      "import { CHART_TYPE_NAMES, friendLink } from '@bangyan/contract';\n" +
        'console.log(friendLink.method, friendLink.path, friendLink.signed, CHART_TYPE_NAMES.free);\n',
    );
    expect(code).toContain('/v1/temple/friendLink');
    expect(code).toContain('畅销');
    expect(code).not.toContain('_zod');
    expect(code).not.toContain(UNAVAILABLE_MARKER);
  });

  it('fails the build, naming it, when a schema is used', async () => {
    await expect(
      bundle("import { userInfoSchema } from '@bangyan/contract';\nconsole.log(userInfoSchema.safeParse({}));\n"),
    ).rejects.toThrow('userInfoSchema from packages/contract/src/fields/user.ts (userInfoSchema is a zod schema)');
  });
});
