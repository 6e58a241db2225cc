// The module contractRoutes.ts serves in place of a contract endpoint module: see that file.
import { moduleShape, referencedNames, type AstNode, type Binding } from './moduleShape.ts';

/** Put in a stub's argument; found in a built chunk, it means the web uses something it cannot have. */
export const UNAVAILABLE_MARKER = '@bangyan/contract unavailable in the web bundle:';

/** The real module as evaluated on Node: its exports by name. */
export type Namespace = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isZodSchema = (value: unknown): boolean => isObject(value) && '_zod' in value;

/** An EndpointDef made by defineEndpoint: method, path, signed and its zod schemas. */
function isEndpoint(value: unknown): value is { method: string; path: string; signed: boolean } {
  return (
    isObject(value) &&
    typeof value.method === 'string' &&
    typeof value.path === 'string' &&
    typeof value.signed === 'boolean' &&
    isZodSchema(value.data)
  );
}

class NotSerialisable extends Error {
  constructor(
    message: string,
    /** The value holds a zod schema, so no source for it can serve the web either. */
    readonly zod = false,
  ) {
    super(message);
  }
}

/** `value` as JavaScript source, or NotSerialisable naming what stands in the way. */
export function toLiteral(value: unknown, at = 'value', ancestors: object[] = []): string {
  switch (typeof value) {
    case 'undefined':
      return 'undefined';
    case 'boolean':
      return String(value);
    case 'string':
      return JSON.stringify(value);
    case 'bigint':
      return `${value}n`;
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'function':
      throw new NotSerialisable(`${at} is a function`);
    case 'symbol':
      throw new NotSerialisable(`${at} is a symbol`);
  }
  if (value === null) return 'null';
  if (isEndpoint(value))
    return `{ method: ${JSON.stringify(value.method)}, path: ${JSON.stringify(value.path)}, signed: ${value.signed} }`;
  if (isZodSchema(value)) throw new NotSerialisable(`${at} is a zod schema`, true);
  const object = value as object;
  if (ancestors.includes(object)) throw new NotSerialisable(`${at} refers back to itself`);
  const inner = [...ancestors, object];
  let source: string;
  if (Array.isArray(object)) {
    source = `[${Array.from(object, (item: unknown, i) => toLiteral(item, `${at}[${i}]`, inner)).join(', ')}]`;
  } else {
    const proto = Object.getPrototypeOf(object) as unknown;
    if (proto !== Object.prototype && proto !== null)
      throw new NotSerialisable(`${at} is a ${object.constructor?.name ?? 'class instance'}, not plain data`);
    if (Object.getOwnPropertySymbols(object).length > 0) throw new NotSerialisable(`${at} has symbol keys`);
    const entries = Object.entries(Object.getOwnPropertyDescriptors(object)).map(([key, descriptor]) => {
      if (!('value' in descriptor)) throw new NotSerialisable(`${at}.${key} is a getter`);
      // A computed key, so that "__proto__" stays an own property.
      const name = key === '__proto__' ? '["__proto__"]' : JSON.stringify(key);
      return `${name}: ${toLiteral(descriptor.value, `${at}.${key}`, inner)}`;
    });
    source = `{ ${entries.join(', ')} }`;
  }
  return Object.isFrozen(object) ? `Object.freeze(${source})` : source;
}

/**
 * The statements and imports `local` needs, following what it refers to through the module's
 * top level; null when that reaches zod.
 */
function slice(
  local: string,
  bindings: Map<string, Binding>,
): { statements: Set<AstNode>; imports: Set<string> } | null {
  const statements = new Set<AstNode>();
  const imports = new Set<string>();
  const pending = [local];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const binding = bindings.get(name);
    if (!binding) continue; // a global, or a name declared inside the code itself
    if (binding.kind === 'import') {
      if (binding.zod) return null;
      imports.add(binding.line);
    } else if (!statements.has(binding.statement)) {
      statements.add(binding.statement);
      pending.push(...referencedNames(binding.statement, new Set()));
    }
  }
  return { statements, imports };
}

const stub = (why: string) =>
  `/* @__PURE__ */ __contractUnavailable(${JSON.stringify(`${UNAVAILABLE_MARKER} ${why}`)})`;

/**
 * The module served for an endpoint module (`mod` is the real one, evaluated on Node): endpoints as
 * `{ method, path, signed }` and plain data as literals; code that is not data (functions, objects
 * holding them) as its own source with what it refers to, unless that reaches zod; the rest (zod
 * schemas) as stubs, which tree-shaking drops when unused. Re-exports stay as they are.
 */
export function generateModule(source: string, file: string, where: string, mod: Namespace): string {
  const { own, reexports, bindings } = moduleShape(source, file);
  const literals = new Map<string, string>();
  const statements = new Set<AstNode>();
  const imports = new Set<string>();
  for (const { name, local } of own) {
    try {
      literals.set(name, toLiteral(mod[name], name));
    } catch (error) {
      if (!(error instanceof NotSerialisable)) throw error;
      const code = error.zod || name === 'default' ? null : slice(local, bindings);
      if (code === null) {
        literals.set(name, stub(`${name} from ${where} (${error.zod ? error.message : `${name} uses zod`})`));
        continue;
      }
      code.statements.forEach((s) => statements.add(s));
      code.imports.forEach((i) => imports.add(i));
    }
  }
  const lines = [`// Generated by apps/web/build/contractRoutes.ts from ${where}.`, ...imports];
  for (const { name, local } of own) {
    const binding = bindings.get(local);
    if (binding?.kind === 'declaration' && statements.has(binding.statement)) {
      // Comes from its own statement, kept below (exported there, or by name here).
      if (binding.statement.type !== 'ExportNamedDeclaration') lines.push(`export { ${local} as ${name} };`);
    } else {
      lines.push(
        name === 'default' ? `export default ${literals.get(name)};` : `export const ${name} = ${literals.get(name)};`,
      );
    }
  }
  lines.push(
    ...[...statements].sort((a, b) => a.start - b.start).map((s) => source.slice(s.start, s.end)),
    ...reexports,
  );
  if (lines.some((line) => line.includes(UNAVAILABLE_MARKER))) {
    // Used only while developing (a production build fails first): any use throws, saying why.
    lines.push(
      'function __contractUnavailable(why) {',
      '  const fail = () => { throw new Error(why); };',
      '  return new Proxy(function () {}, { get: fail, apply: fail, construct: fail });',
      '}',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The messages of every stub a built chunk still holds (each a use of something unavailable). */
export function unavailableUses(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(["'`])(@bangyan\/contract unavailable in the web bundle:[^"'`]*)\1/g))
    found.add(match[2]!);
  return [...found];
}
