import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import bangyan from './boundaries.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The boundary messages for one import line written in `file` (repository-relative). */
function problems(file: string, line: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const config = [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: tseslint.parser },
      plugins: { bangyan },
      rules: { 'bangyan/boundaries': 'error' as const },
    },
  ];
  return linter.verify(line, config, path.join(ROOT, file)).map((m) => m.message);
}

describe('import boundaries', () => {
  it('refuses an import between sibling page areas, server modules and endpoint files', () => {
    expect(problems('apps/web/src/pages/search/A.tsx', "import { x } from '../home/B.tsx';")).toHaveLength(1);
    expect(problems('apps/server/src/modules/user/a.ts', "import { x } from '../vip/b.ts';")).toHaveLength(1);
    expect(problems('packages/contract/src/endpoints/a.ts', "import { x } from './b.ts';")).toHaveLength(1);
  });

  it('allows imports within a unit, into the shared layers, and the endpoints barrel', () => {
    expect(problems('apps/web/src/pages/search/A.tsx', "import { x } from './parts/B.tsx';")).toEqual([]);
    expect(
      problems('apps/web/src/pages/search/A.tsx', "import { x } from '../../components/data/DataState.tsx';"),
    ).toEqual([]);
    expect(problems('apps/server/src/modules/user/a.ts', "import { x } from '../../session/current.ts';")).toEqual([]);
    expect(problems('packages/contract/src/endpoints/index.ts', "export * from './user.ts';")).toEqual([]);
  });

  it('keeps market queries off ingest and production code off test support', () => {
    expect(problems('packages/market/src/queries/a.ts', "import { x } from '../ingest/b.ts';")).toHaveLength(1);
    expect(problems('apps/server/src/modules/user/a.ts', "import { x } from '../../../test/users.ts';")).toHaveLength(
      1,
    );
    expect(problems('apps/server/src/modules/user/a.ts', "import { x } from '@bangyan/db/testing';")).toHaveLength(1);
    expect(
      problems('apps/server/src/modules/user/user.test.ts', "import { x } from '../../../test/users.ts';"),
    ).toEqual([]);
  });
});
