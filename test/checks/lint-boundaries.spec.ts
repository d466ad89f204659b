import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');

interface Probe {
  /** Where the text pretends to live (imports resolve from there, against the real tree). */
  filePath: string;
  code: string;
}

/** The error rules each text breaks under the project's lint configuration (see support/lint-probe.mjs). */
function brokenRules(probes: Probe[]): string[][] {
  const out = execFileSync('node', [join(__dirname, 'support/lint-probe.mjs'), JSON.stringify(probes)], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out) as string[][];
}

const importing = (filePath: string, from: string, name: string): Probe => ({
  filePath,
  code: `import { ${name} } from '${from}';\nexport const probe = ${name};\n`,
});

const RESTRICTED = ['import-x/no-restricted-paths'];

/**
 * Every test's probes are linted in one process before the tests (beforeAll): each process loads the configuration
 * and builds the typed program of each tsconfig again, ~4 s, and nine of them were a 35 s test file (issue 50).
 */
const queued: Probe[] = [];
let results: string[][] | null = null;
/** Queues probes for that one run; the returned function gives their broken rules, in order, once it has run. */
function linted(probes: Probe[]): () => string[][] {
  const from = queued.length;
  queued.push(...probes);
  return () => {
    if (!results) throw new Error('the probes were not linted: beforeAll did not run');
    return results.slice(from, from + probes.length);
  };
}

describe('npm run lint enforces the boundaries the README names', () => {
  beforeAll(() => {
    results = brokenRules(queued);
  });

  const seedImports = linted([
    importing('backend/src/modules/probe.ts', '../seed/products.seed', 'seedProducts'),
    importing('backend/src/search/probe.ts', '../seed/seeders', 'SEEDERS'),
    importing('backend/src/http/probe.ts', '../seed/seeders', 'SEEDERS'),
    importing('backend/src/modules/probe.api-spec.ts', '../seed/seeders', 'SEEDERS'),
  ]);
  it('keeps the demo seed out of the backend runtime (modules, search, http), not out of its tests', () => {
    const [modules, search, http, apiTest] = seedImports();
    expect(modules).toEqual(RESTRICTED);
    expect(search).toEqual(RESTRICTED);
    expect(http).toEqual(RESTRICTED);
    expect(apiTest).toEqual([]);
  });

  const layersBelowCatalogue = linted([
    importing('backend/src/modules/items/probe.ts', '../../search/search-text', 'MAX_TOKENS'),
    importing('backend/src/modules/items/probe.api-spec.ts', '../../search/search-text', 'MAX_TOKENS'),
    importing('backend/src/search/probe.ts', '../modules/items/catalogue-key', 'catalogueKey'),
    importing('backend/src/sheets/probe.ts', '../modules/items/catalogue-key', 'catalogueKey'),
    importing('backend/src/files/probe.ts', '../modules/items/catalogue-key', 'catalogueKey'),
    importing('backend/src/modules/items/probe.ts', '../../sheets/sheet-limits', 'SHEET_LIMITS'),
  ]);
  it('keeps search/ below the catalogue and sheets/, files/ below every module, in runtime and tests', () => {
    const [itemsSearch, itemsSearchTest, searchItems, sheetsModules, filesModules, itemsSheets] = layersBelowCatalogue();
    expect(itemsSearch).toEqual(RESTRICTED);
    expect(itemsSearchTest).toEqual(RESTRICTED);
    expect(searchItems).toEqual([]);
    expect(sheetsModules).toEqual(RESTRICTED);
    expect(filesModules).toEqual(RESTRICTED);
    expect(itemsSheets).toEqual([]);
  });

  const featureEntries = linted([
    importing('frontend/src/features/home/Probe.tsx', '../catalogue/hotQuery', 'hotUrl'),
    importing('frontend/src/features/home/Probe.tsx', '../catalogue', 'hotUrl'),
    importing('frontend/src/layout/Probe.tsx', '../features/account/session', 'hasUidCookie'),
    importing('frontend/src/layout/Probe.tsx', '../features/account', 'hasUidCookie'),
    importing('frontend/src/app/probe.tsx', '../features/staff/routes', 'routes'),
  ]);
  it("lets a feature, the shell and the app use another feature only through its public index.ts", () => {
    const [internal, entry, layoutInternal, layoutEntry, appInternal] = featureEntries();
    expect(internal).toEqual(RESTRICTED);
    expect(entry).toEqual([]);
    expect(layoutInternal).toEqual(RESTRICTED);
    expect(layoutEntry).toEqual([]);
    expect(appInternal).toEqual(RESTRICTED);
  });

  const featureLayers = linted([
    importing('frontend/src/features/home/Probe.tsx', '../../app/store', 'makeStore'),
    importing('frontend/src/features/home/Probe.tsx', '../../ssr/document', 'pageDocument'),
    importing('frontend/src/features/home/Probe.tsx', '../../layout/Header', 'Header'),
    importing('frontend/src/features/home/Probe.tsx', '../../shared/api/api', 'api'),
    importing('frontend/src/features/home/Probe.tsx', '../../shared/ui/Breadcrumb', 'Breadcrumb'),
  ]);
  it('keeps features below the app and the shell: data access from shared/api, widgets from shared/ui', () => {
    const [app, ssr, layout, api, widget] = featureLayers();
    expect(app).toEqual(RESTRICTED);
    expect(ssr).toEqual(RESTRICTED);
    expect(layout).toEqual(RESTRICTED);
    expect(api).toEqual([]);
    expect(widget).toEqual([]);
  });

  const shellLayer = linted([
    importing('frontend/src/layout/Probe.tsx', '../app/store', 'makeStore'),
    importing('frontend/src/layout/Probe.tsx', '../shared/api/siteApi', 'useSiteInfoQuery'),
  ]);
  it('keeps the shell below the app', () => {
    const [app, shared] = shellLayer();
    expect(app).toEqual(RESTRICTED);
    expect(shared).toEqual([]);
  });

  const sharedLayer = linted([
    importing('frontend/src/shared/ui/probe.ts', '../../features/catalogue', 'hotUrl'),
    importing('frontend/src/shared/ui/probe.ts', '../../layout/Header', 'Header'),
    importing('frontend/src/shared/api/probe.ts', '../../app/store', 'makeStore'),
    importing('frontend/src/shared/api/probe.ts', '../../ssr/document', 'pageDocument'),
    importing('frontend/src/i18n/probe.ts', '../app/store', 'makeStore'),
    importing('frontend/src/shared/ui/probe.ts', '../money/price', 'formatPrice'),
    importing('frontend/src/shared/ui/probe.ts', '../../i18n/useLanguage', 'useLanguage'),
  ]);
  it('keeps shared/ (and i18n/) below every feature, the shell and the app', () => {
    const [feature, layout, app, ssr, i18nApp, ownLayer, i18n] = sharedLayer();
    expect(feature).toEqual(RESTRICTED);
    expect(layout).toEqual(RESTRICTED);
    expect(app).toEqual(RESTRICTED);
    expect(ssr).toEqual(RESTRICTED);
    expect(i18nApp).toEqual(RESTRICTED);
    expect(ownLayer).toEqual([]);
    expect(i18n).toEqual([]);
  });

  const testingHelpers = linted([
    importing('frontend/src/features/catalogue/Probe.tsx', '../../testing/renderPage', 'renderPage'),
    importing('frontend/src/shared/api/probe.ts', '../../testing/fetchStandIn', 'serveApi'),
    importing('frontend/src/app/probe.ts', '../testing/fetchStandIn', 'serveApi'),
    importing('frontend/src/features/catalogue/probe.test.tsx', '../../testing/renderPage', 'renderPage'),
    importing('frontend/src/testing/probe.tsx', '../app/store', 'makeStore'),
    // A test keeps to its feature's boundaries: another feature through its public entry.
    importing('frontend/src/features/home/probe.test.tsx', '../catalogue/hotQuery', 'hotUrl'),
  ]);
  it('keeps frontend/src/testing for the tests: they may use it and the app store, no runtime file may', () => {
    const [feature, shared, app, test, testing, testInternal] = testingHelpers();
    expect(feature).toEqual(RESTRICTED);
    expect(shared).toEqual(RESTRICTED);
    expect(app).toEqual(RESTRICTED);
    expect(test).toEqual([]);
    expect(testing).toEqual([]);
    expect(testInternal).toEqual(RESTRICTED);
  });

  const contractSides = linted([
    importing('frontend/src/features/ordering/probe.ts', '../../../../backend/src/modules/orders/order-mail', 'orderPlacedMail'),
    importing('frontend/src/shared/money/probe.ts', '../../../../backend/src/modules/orders/order-money', 'orderMoney'),
    importing('frontend/src/features/ordering/probe.ts', '@shop/contract', 'orderNumber'),
    importing('backend/src/modules/orders/probe.ts', '@shop/contract', 'orderNumber'),
    { filePath: 'backend/src/modules/orders/probe.ts', code: "import type { OrderDetail } from '@shop/contract';\nexport const probe = (detail: OrderDetail) => detail.maininfo;\n" },
    importing('contract/src/orders/probe.ts', '../../../backend/src/modules/orders/order-money', 'orderMoney'),
    importing('contract/src/orders/probe.ts', '../../../frontend/src/shared/money/price', 'formatPrice'),
    importing('contract/src/orders/probe.ts', 'react', 'useState'),
    importing('contract/src/orders/probe.ts', '../money/shown-price', 'formatMoney'),
    importing('contract/src/orders/probe.spec.ts', 'node:fs', 'readFileSync'),
  ]);
  it('lets the app and the API take the contract, its types and its rules, the app nothing of the API, the contract nothing of either', () => {
    const [appBackend, sharedBackend, appContract, apiValue, apiType, contractBackend, contractApp, contractPackage, contractOwn, contractSpec] = contractSides();
    expect(appBackend).toEqual(RESTRICTED);
    expect(sharedBackend).toEqual(RESTRICTED);
    expect(appContract).toEqual([]);
    expect(apiValue).toEqual([]);
    expect(apiType).toEqual([]);
    expect(contractBackend).toEqual(RESTRICTED);
    expect(contractApp).toEqual(RESTRICTED);
    expect(contractPackage).toEqual(['no-restricted-imports', 'import-x/no-restricted-paths']);
    expect(contractOwn).toEqual([]);
    expect(contractSpec).toEqual([]);
  });

  const cyclesAndHooks = linted([
    // catalogueApi.ts imports hotQuery.ts: hotQuery importing it back closes a cycle.
    importing('frontend/src/features/catalogue/hotQuery.ts', './catalogueApi', 'catalogueApi'),
    {
      filePath: 'frontend/src/shared/useProbe.ts',
      code: "import { useState } from 'react';\nexport function useProbe(on: boolean) {\n  if (on) useState(0);\n}\n",
    },
  ]);
  it('refuses import cycles and broken hook rules', () => {
    const [cycle, hook] = cyclesAndHooks();
    expect(cycle).toEqual(['import-x/no-cycle']);
    expect(hook).toEqual(['react-hooks/rules-of-hooks']);
  });
});
