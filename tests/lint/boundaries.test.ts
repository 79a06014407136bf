// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

/** The restricted-import messages ESLint reports for `code` as if it lived at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    ['shared → start-up', 'src/layout/Probe.ts', "import { AREAS } from '../app/areas';"],
    [
      'shared → area',
      'src/lib/Probe.ts',
      "import { UsersPage } from '../features/users/UsersPage';",
    ],
    ['area → start-up', 'src/features/users/Probe.ts', "import { AREAS } from '../../app/areas';"],
    ['area → other area', 'src/features/users/Probe.ts', "import { x } from '../incoming/format';"],
    ['production → mocks', 'src/lib/Probe.ts', "import { server } from '../mocks/node';"],
    ['production → test kit', 'src/app/Probe.ts', "import { x } from '../testing/fakeOidc';"],
  ])('refuses %s', async (_case, filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport {};\n`)).toHaveLength(1);
  });

  it.each([
    ['a test → mocks', 'src/lib/Probe.test.ts', "import { server } from '../mocks/node';"],
    ['start-up → area', 'src/app/Probe.ts', "import { x } from '../features/users/UsersPage';"],
    ['area → shared', 'src/features/users/Probe.ts', "import { x } from '../../lib/csv/buildCsv';"],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport {};\n`)).toEqual([]);
  });
});
