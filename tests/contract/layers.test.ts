import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';

// The one-way layers of src/ and server/ (.dependency-cruiser.cjs), checked with the real configuration.

let options: ICruiseOptions;

beforeAll(async () => {
  options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
});

async function violationsOf(files: string[], cruiseOptions: ICruiseOptions, tsConfigFile?: string) {
  const tsConfig = tsConfigFile ? extractTSConfig(tsConfigFile) : undefined;
  const { output } = await cruise(files, cruiseOptions, {}, tsConfig ? { tsConfig } : undefined);
  return (output as ICruiseResult).summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
}

/** Cruises a small tree of the given files, laid out like the repository, in a folder of its own. */
async function violationsInTree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, dirname(path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const { tsConfig: _repositoryTsConfig, ...rest } = options;
    const tops = [...new Set(Object.keys(files).map((path) => path.split('/')[0] ?? path))];
    return await violationsOf(tops, { ...rest, baseDir: root });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('the layers', () => {
  it('hold on the repository', async () => {
    expect(await violationsOf(['common', 'src', 'server'], options, 'tsconfig.json')).toEqual([]);
  }, 60_000);

  it('refuse a component that calls an endpoint', async () => {
    const violations = await violationsInTree({
      'src/api/endpoints/catalog.ts': 'export const catalogEndpoints = () => ({});\n',
      'src/ui/pages/Probe.ts':
        "import { catalogEndpoints } from '../../api/endpoints/catalog';\nexport const probe = catalogEndpoints;\n",
    });
    expect(violations).toEqual(['ui-not-to-api-calls: src/ui/pages/Probe.ts → src/api/endpoints/catalog.ts']);
  });

  it('refuse a component that takes the API client or an endpoint group from the composition', async () => {
    const violations = await violationsInTree({
      'src/app/session/ApiContext.tsx': 'export const useApiClient = () => ({});\n',
      'src/app/orders/use-orders-endpoints.ts': 'export const useOrdersEndpoints = () => ({});\n',
      'src/app/orders/use-order-history.ts': 'export const useOrderHistory = () => ({ data: null });\n',
      'src/ui/pages/Probe.ts': [
        "import { useApiClient } from '../../app/session/ApiContext';",
        "import { useOrdersEndpoints } from '../../app/orders/use-orders-endpoints';",
        "import { useOrderHistory } from '../../app/orders/use-order-history';",
        'export const probe = [useApiClient, useOrdersEndpoints, useOrderHistory];',
        '',
      ].join('\n'),
    });
    expect(violations.sort()).toEqual([
      'ui-not-to-api-client: src/ui/pages/Probe.ts → src/app/orders/use-orders-endpoints.ts',
      'ui-not-to-api-client: src/ui/pages/Probe.ts → src/app/session/ApiContext.tsx',
    ]);
  });

  it('refuse the composition importing a component, except in the route table', async () => {
    const violations = await violationsInTree({
      'src/ui/kit/Button.ts': 'export const Button = 1;\n',
      'src/app/routes.ts': "import { Button } from '../ui/kit/Button';\nexport const routes = Button;\n",
      'src/app/cart/cart-effects.ts': "import { Button } from '../../ui/kit/Button';\nexport const effects = Button;\n",
    });
    expect(violations).toEqual(['app-not-to-ui: src/app/cart/cart-effects.ts → src/ui/kit/Button.ts']);
  });

  it('refuse a machine that calls an endpoint, and let it take the errors', async () => {
    const violations = await violationsInTree({
      'src/api/errors.ts': 'export class ApiError extends Error {}\n',
      'src/api/endpoints/orders.ts': 'export const ordersEndpoints = () => ({});\n',
      'src/machines/probe.machine.ts':
        "import { ApiError } from '../api/errors';\nimport { ordersEndpoints } from '../api/endpoints/orders';\nexport const probe = [ApiError, ordersEndpoints];\n",
    });
    expect(violations).toEqual([
      'machines-api-types-and-errors-only: src/machines/probe.machine.ts → src/api/endpoints/orders.ts',
    ]);
  });

  it('let the server name the contract types but not run the storefront code, not even its pure helpers', async () => {
    const violations = await violationsInTree({
      'src/api/types.ts': 'export type Schema = { id: number };\nexport const notAType = 1;\n',
      'src/ui/listing-url.ts': 'export const parse = (query: string) => query;\n',
      'src/lib/percent.ts': 'export const percent = (value: number) => String(value);\n',
      'common/money.ts': 'export const cents = (value: number) => Math.round(value * 100);\n',
      'server/web/probe.ts':
        "import type { Schema } from '../../src/api/types';\nimport { parse } from '../../src/ui/listing-url';\nexport const probe = (schema: Schema) => parse(String(schema.id));\n",
      'server/web/runtime.ts': "import { notAType } from '../../src/api/types';\nexport const probe = notAType;\n",
      'server/web/helper.ts': "import { percent } from '../../src/lib/percent';\nexport const shown = percent(5);\n",
      'server/web/shared.ts': "import { cents } from '../../common/money';\nexport const price = cents(1.5);\n",
    });
    expect(violations.sort()).toEqual([
      'server-contract-types-only: server/web/runtime.ts → src/api/types.ts',
      'server-not-to-src: server/web/helper.ts → src/lib/percent.ts',
      'server-not-to-src: server/web/probe.ts → src/ui/listing-url.ts',
    ]);
  });

  it('keep common/ free of either side', async () => {
    const violations = await violationsInTree({
      'src/ui/Badge.tsx': 'export const Badge = () => null;\n',
      'server/http/env.ts': 'export const env = 1;\n',
      'common/probe.ts':
        "import { Badge } from '../src/ui/Badge';\nimport { env } from '../server/http/env';\nexport const probe = [Badge, env];\n",
    });
    expect(violations.sort()).toEqual([
      'common-imports-no-side: common/probe.ts → server/http/env.ts',
      'common-imports-no-side: common/probe.ts → src/ui/Badge.tsx',
    ]);
  });
});
