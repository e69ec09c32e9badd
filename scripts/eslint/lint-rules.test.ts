import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The boundaries of STYLE.md are lint errors (ADR 037): each case lints a deliberately bad
 * import as if it were written in the named file, and expects the rule to fire; its good twin
 * must pass, so a rule that fires on everything fails too.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function rulesFired(file: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(root, file) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

const cases: { name: string; file: string; bad: string; good: string; rule: string }[] = [
  {
    name: 'the contract imports neither the server nor the web app',
    file: 'packages/contract/src/common/bad.ts',
    bad: "import { buildApp } from '../../../../apps/server/src/app';",
    good: "import { CODES } from './codes';",
    rule: 'boundaries/element-types',
  },
  {
    name: 'the server never imports the web app',
    file: 'apps/server/src/plugins/bad.ts',
    bad: "import { formatDateTime } from '../../../web/app/lib/format-time';",
    good: "import { AppError } from '../lib/app-error';",
    rule: 'boundaries/element-types',
  },
  {
    name: 'the web app never imports the server',
    file: 'apps/web/app/lib/bad.ts',
    bad: "import { AppError } from '../../../server/src/lib/app-error';",
    good: "import { api } from './api';",
    rule: 'boundaries/element-types',
  },
  {
    name: 'lib never imports a domain',
    file: 'apps/server/src/lib/bad.ts',
    bad: "import { cartCount } from '../modules/trade/cart/cart.service';",
    good: "import { AppError } from './app-error';",
    rule: 'boundaries/element-types',
  },
  {
    name: 'domains reach each other only through their face',
    file: 'apps/server/src/modules/trade/bad.ts',
    bad: "import { takeStock } from '../catalog/stock.service';",
    good: "import { takeStock } from '../catalog';\nimport { listLines } from './cart/cart.repository';",
    rule: 'boundaries/element-types',
  },
  {
    name: 'web features never import one another',
    file: 'apps/web/app/features/trade/bad.tsx',
    bad: "import { Gallery } from '../catalog/goods/gallery';",
    good: "import { api } from '~/lib/api';",
    rule: 'boundaries/element-types',
  },
  {
    name: 'components and lib never import features',
    file: 'apps/web/app/components/ui/bad.tsx',
    bad: "import { Gallery } from '~/features/catalog/goods/gallery';",
    good: "import { api } from '~/lib/api';",
    rule: 'boundaries/element-types',
  },
  {
    name: 'no cycle between server domains, routes included',
    file: 'apps/server/src/modules/trade/bad.ts',
    bad: "import { seckillRoutes } from '../promotion/seckill/seckill.routes';",
    good: "import { spendBalance } from '../member';",
    rule: 'zay/no-cycle',
  },
  {
    name: 'no cycle between files',
    file: 'apps/web/app/lib/lang.ts',
    bad: "import { apiServer } from './api.server';",
    good: "import { api } from './api';",
    rule: 'zay/no-cycle',
  },
];

describe('lint rules for the boundaries', () => {
  it.each(cases)('$name', async ({ file, bad, good, rule }) => {
    expect(await rulesFired(file, bad)).toContain(rule);
    expect(await rulesFired(file, good)).not.toContain(rule);
  });
});
