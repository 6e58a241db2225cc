// What a contract module declares and refers to, read from its TypeScript source (for contractModule.ts).
import { parseAst } from 'vite';

export interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
const nameOf = (node: unknown): string =>
  isNode(node) ? String(node.type === 'Identifier' ? node.name : node.value) : '';

/** Keys holding TypeScript types only, which refer to nothing at run time. */
const TYPE_KEYS = new Set(['typeAnnotation', 'returnType', 'typeParameters', 'typeArguments', 'superTypeArguments']);
const TYPE_WRAPPERS = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'TSInstantiationExpression',
]);

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);

/** The names a parameter list or declaration pattern binds. */
function patternNames(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => patternNames(item, into));
  else if (!isNode(node)) return into;
  else if (node.type === 'Identifier') into.add(String(node.name));
  else if (node.type === 'AssignmentPattern') patternNames(node.left, into);
  else if (node.type === 'RestElement' || node.type === 'TSParameterProperty')
    patternNames(node.argument ?? node.parameter, into);
  else if (node.type === 'ArrayPattern') patternNames(node.elements, into);
  else if (node.type === 'ObjectPattern')
    (node.properties as AstNode[]).forEach((p) => patternNames(p.type === 'RestElement' ? p : p.value, into));
  return into;
}

/** Names a function binds for its whole body: its parameters and its body's own declarations. */
function functionScope(fn: AstNode): Set<string> {
  const names = patternNames(fn.params, new Set());
  if (fn.type === 'FunctionExpression' && isNode(fn.id)) names.add(nameOf(fn.id));
  const body = fn.body as AstNode;
  for (const statement of body.type === 'BlockStatement' ? (body.body as AstNode[]) : []) {
    if (statement.type === 'VariableDeclaration')
      (statement.declarations as AstNode[]).forEach((d) => patternNames(d.id, names));
    else if (
      (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') &&
      isNode(statement.id)
    )
      names.add(nameOf(statement.id));
  }
  return names;
}

/**
 * Every name `node` may refer to outside itself at run time. More rather than fewer: a name a
 * nested block declares counts too, so a needed one is never missed.
 */
export function referencedNames(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) referencedNames(item, into);
    return into;
  }
  if (!isNode(node)) return into;
  switch (node.type) {
    case 'Identifier':
      into.add(String(node.name));
      return into;
    case 'MemberExpression':
      referencedNames(node.object, into);
      if (node.computed) referencedNames(node.property, into);
      return into;
    case 'Property':
    case 'MethodDefinition':
    case 'PropertyDefinition':
      if (node.computed) referencedNames(node.key, into);
      return referencedNames(node.value, into);
    case 'LabeledStatement':
      return referencedNames(node.body, into);
    case 'BreakStatement':
    case 'ContinueStatement':
      return into;
    case 'TSEnumDeclaration':
      return referencedNames(node.body ?? node.members, into);
    case 'TSEnumMember':
      return referencedNames(node.initializer, into);
  }
  if (FUNCTIONS.has(node.type)) {
    const local = functionScope(node);
    for (const name of referencedNames([node.params, node.body], new Set())) if (!local.has(name)) into.add(name);
    if (node.type === 'FunctionDeclaration' && isNode(node.id)) into.add(nameOf(node.id));
    return into;
  }
  if (TYPE_WRAPPERS.has(node.type)) return referencedNames(node.expression, into);
  if (node.type.startsWith('TS')) return into;
  for (const [key, value] of Object.entries(node)) if (!TYPE_KEYS.has(key)) referencedNames(value, into);
  return into;
}

/** A name bound at the module's top level: by an import, or by a declaration statement. */
export type Binding = { kind: 'import'; line: string; zod: boolean } | { kind: 'declaration'; statement: AstNode };

export interface ModuleShape {
  /** The module's own value exports: exported name and the local name bound to it. */
  own: { name: string; local: string }[];
  /** `export … from` statements, kept verbatim. */
  reexports: string[];
  bindings: Map<string, Binding>;
}

function declaredNames(declaration: AstNode, file: string): string[] {
  if (declaration.type === 'VariableDeclaration') {
    return (declaration.declarations as AstNode[]).map((declarator) => {
      const id = declarator.id as AstNode;
      if (id.type !== 'Identifier')
        throw new Error(`${file}: destructured top-level declarations are not supported by the contract-routes plugin`);
      return String(id.name);
    });
  }
  if (
    ['FunctionDeclaration', 'ClassDeclaration', 'TSEnumDeclaration'].includes(declaration.type) &&
    isNode(declaration.id)
  )
    return [nameOf(declaration.id)];
  return [];
}

/** Reads a module's exports, re-exports and top-level bindings from its TypeScript source. */
export function moduleShape(source: string, file: string): ModuleShape {
  const shape: ModuleShape = { own: [], reexports: [], bindings: new Map() };
  const program = parseAst(source, { lang: 'ts' }, file) as unknown as { body: AstNode[] };
  for (const node of program.body) {
    if (node.exportKind === 'type' || node.importKind === 'type') continue;
    if (node.type === 'ImportDeclaration') {
      const from = JSON.stringify(nameOf(node.source));
      for (const specifier of node.specifiers as AstNode[]) {
        if (specifier.importKind === 'type') continue;
        const local = nameOf(specifier.local);
        const line =
          specifier.type === 'ImportDefaultSpecifier'
            ? `import ${local} from ${from};`
            : specifier.type === 'ImportNamespaceSpecifier'
              ? `import * as ${local} from ${from};`
              : `import { ${nameOf(specifier.imported)} as ${local} } from ${from};`;
        shape.bindings.set(local, { kind: 'import', line, zod: nameOf(node.source) === 'zod' });
      }
    } else if (node.type === 'ExportAllDeclaration' || (node.type === 'ExportNamedDeclaration' && node.source)) {
      shape.reexports.push(source.slice(node.start, node.end));
    } else if (node.type === 'ExportNamedDeclaration') {
      if (isNode(node.declaration)) {
        for (const name of declaredNames(node.declaration, file)) {
          shape.own.push({ name, local: name });
          shape.bindings.set(name, { kind: 'declaration', statement: node });
        }
      }
      for (const specifier of node.specifiers as AstNode[]) {
        if (specifier.exportKind !== 'type')
          shape.own.push({ name: nameOf(specifier.exported), local: nameOf(specifier.local) });
      }
    } else if (node.type === 'ExportDefaultDeclaration') {
      shape.own.push({ name: 'default', local: '' });
    } else {
      for (const name of declaredNames(node, file)) shape.bindings.set(name, { kind: 'declaration', statement: node });
    }
  }
  return shape;
}
