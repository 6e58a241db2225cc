// The import rules of docs/ARCHITECTURE.md, as an ESLint rule: a unit under a `siblings` root (a
// folder or file directly under it) never imports another unit there, files under a `from` folder
// never import the `to` folder, and production files never import test support. Relative imports
// are resolved against the importing file.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The boundaries, repository-relative. `except`: units that may import their siblings (barrels). */
export const BOUNDARIES = [
  { siblings: 'apps/web/src/pages', why: 'page areas share code through components/ or lib/' },
  { siblings: 'apps/server/src/modules', why: 'modules share code through the layers outside modules/' },
  {
    siblings: 'packages/contract/src/endpoints',
    except: ['index.ts'],
    why: 'endpoint files share fields/ and constants/',
  },
  {
    from: 'packages/market/src/queries',
    to: 'packages/market/src/ingest',
    why: 'queries read through the shared db.ts and the clock',
  },
  ...['apps/server', 'packages/db', 'packages/market'].map((pkg) => ({
    from: `${pkg}/src`,
    to: `${pkg}/test`,
    exceptTests: true,
    why: 'production code never imports test support',
  })),
];

/** Test-support entry points of the workspace packages: production code never imports them. */
const TEST_SUPPORT = ['@bangyan/db/testing', '@bangyan/market/testWorld'];
const isTestFile = (file) => /\.test\.tsx?$/.test(file);

const inside = (dir, file) => file === dir || file.startsWith(dir + path.sep);
const unitOf = (dir, file) => path.relative(dir, file).split(path.sep)[0];

function violation(file, target, boundaries) {
  for (const b of boundaries) {
    if (b.siblings) {
      const dir = path.join(ROOT, b.siblings);
      if (!inside(dir, file) || !inside(dir, target)) continue;
      const own = unitOf(dir, file);
      if (own !== unitOf(dir, target) && !(b.except ?? []).includes(own))
        return `${b.siblings}/${own} imports its sibling ${b.siblings}/${unitOf(dir, target)}: ${b.why}`;
    } else if (b.exceptTests && isTestFile(file)) {
      continue;
    } else if (inside(path.join(ROOT, b.from), file) && inside(path.join(ROOT, b.to), target)) {
      return `${b.from} imports ${b.to}: ${b.why}`;
    }
  }
  return null;
}

const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Import boundaries between sibling areas and layers' } },
  create(context) {
    const file = path.resolve(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (TEST_SUPPORT.includes(source) && !isTestFile(file) && /\/(apps|packages)\/[^/]+\/src\//.test(file)) {
        context.report({ node: node.source, message: `${source} is test support: production code never imports it` });
      }
      if (!source.startsWith('.')) return;
      const message = violation(file, path.resolve(path.dirname(file), source), BOUNDARIES);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries: rule } };
