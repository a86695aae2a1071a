// npm run bench: builds, measures every budget implemented so far (P1, P1b, P2 to P9 and A2), prints each
// figure beside its budget, writes bench/results/summary.{json,md}, and exits non-zero on a miss. P8 holds its
// errors to 0; its p99 is printed beside P7's without a budget, as it has not held P7's on the 2-core machines it
// was measured on (docs/quality.md).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { bundleMisses, measureBundles } from './bundle-size.mjs';
import { measureMachine } from './machine.mjs';

const machine = measureMachine();

// The app and its rendering entry (the server's first screens), as `npm run build`.
const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const bundles = measureBundles();
const misses = bundleMisses(bundles);

// P1b: every script a phone fetches on `/` until the network is idle, in a process of its own (it starts and stops
// its own server and browser; it gives up by itself after 90 s, and is stopped here after 120 s).
const allScriptsRun = spawnSync('node_modules/.bin/tsx', ['bench/all-scripts.mts', '--json'], {
  encoding: 'utf8',
  timeout: 120_000,
  killSignal: 'SIGTERM',
});
if (allScriptsRun.status !== 0) {
  console.error(allScriptsRun.stderr);
  if (allScriptsRun.signal) console.error(`P1b was stopped (${allScriptsRun.signal}) after 120 s`);
  process.exit(allScriptsRun.status ?? 1);
}
const allScripts = JSON.parse(allScriptsRun.stdout.trim().split('\n').at(-1));
if (allScripts.kb > allScripts.budgetKb || allScripts.requests > allScripts.budgetRequests)
  misses.push(
    `P1b: every script on / ${allScripts.kb} KB in ${allScripts.requests} requests, budget ${allScripts.budgetKb} KB in ${allScripts.budgetRequests}`,
  );

// P3, P4, A2 on `/`, `/products`, a product page and `/checkout` (signed in, with a cart), and P5 (LCP of `/`
// against a static page of its first screen): Lighthouse's mobile audit, 5 runs a page one after another, in a
// process of its own (it starts and stops its own server; each run is bounded, and the whole is stopped here
// after 30 minutes).
const lighthouseRun = spawnSync('node_modules/.bin/tsx', ['bench/lighthouse.mts', '--json'], {
  encoding: 'utf8',
  timeout: 1_800_000,
  killSignal: 'SIGTERM',
});
if (lighthouseRun.status !== 0) {
  console.error(lighthouseRun.stderr);
  if (lighthouseRun.signal) console.error(`Lighthouse was stopped (${lighthouseRun.signal}) after 30 minutes`);
  process.exit(lighthouseRun.status ?? 1);
}
const lighthouse = JSON.parse(lighthouseRun.stdout.trim().split('\n').at(-1));
const LIGHTHOUSE_BUDGET = {
  performance: 95,
  lcpMs: 1800,
  tbtMs: 150,
  cls: 0.02,
  accessibility: 100,
  bestPractices: 100,
};
const lighthouseRows = [];
for (const page of Object.values(lighthouse.pages)) {
  const checks = [
    [
      'P3',
      'performance',
      page.performance,
      `≥ ${LIGHTHOUSE_BUDGET.performance}`,
      page.performance >= LIGHTHOUSE_BUDGET.performance,
    ],
    ['P4', 'LCP', `${page.lcpMs} ms`, `≤ ${LIGHTHOUSE_BUDGET.lcpMs} ms`, page.lcpMs <= LIGHTHOUSE_BUDGET.lcpMs],
    ['P4', 'TBT', `${page.tbtMs} ms`, `≤ ${LIGHTHOUSE_BUDGET.tbtMs} ms`, page.tbtMs <= LIGHTHOUSE_BUDGET.tbtMs],
    ['P4', 'CLS', page.cls, `≤ ${LIGHTHOUSE_BUDGET.cls}`, page.cls <= LIGHTHOUSE_BUDGET.cls],
    ['A2', 'accessibility', page.accessibility, String(LIGHTHOUSE_BUDGET.accessibility), page.accessibility >= 100],
    ['A2', 'best practices', page.bestPractices, String(LIGHTHOUSE_BUDGET.bestPractices), page.bestPractices >= 100],
  ];
  for (const [row, what, figure, budget, holds] of checks) {
    lighthouseRows.push([row, `${page.path}: Lighthouse ${what} (median of ${page.runs})`, String(figure), budget]);
    if (!holds) misses.push(`${row}: ${page.path}: ${what} ${figure}, budget ${budget}`);
  }
}
// P5: each home page's median LCP (English and Arabic) ÷ its static twin's, from the same run.
const LCP_RATIO_BUDGET = 1.3;
for (const lcpRatio of Object.values(lighthouse.lcpAgainstStatic)) {
  lighthouseRows.push([
    'P5',
    `LCP of ${lcpRatio.path} (${lcpRatio.pageLcpMs} ms) ÷ LCP of a static page of its first screen (${lcpRatio.staticLcpMs} ms), medians of ${lcpRatio.runs}`,
    String(lcpRatio.ratio),
    `≤ ${LCP_RATIO_BUDGET}`,
  ]);
  if (lcpRatio.ratio > LCP_RATIO_BUDGET)
    misses.push(
      `P5: LCP of ${lcpRatio.path} is ${lcpRatio.ratio} × the static page's (${lcpRatio.pageLcpMs} ms against ${lcpRatio.staticLcpMs} ms), budget ≤ ${LCP_RATIO_BUDGET}`,
    );
}

// P6: input to next paint of three interactions in Chromium with the CPU slowed 4×, in a process of its own
// (it starts and stops its own server and browser; it gives up by itself after 120 s, and is stopped here
// after 180 s).
const interactionRun = spawnSync('node_modules/.bin/tsx', ['bench/interaction.mts', '--json'], {
  encoding: 'utf8',
  timeout: 180_000,
  killSignal: 'SIGTERM',
});
if (interactionRun.status !== 0) {
  console.error(interactionRun.stderr);
  if (interactionRun.signal) console.error(`P6 was stopped (${interactionRun.signal}) after 180 s`);
  process.exit(interactionRun.status ?? 1);
}
const interactions = JSON.parse(interactionRun.stdout.trim().split('\n').at(-1));
const INTERACTION_BUDGET_MS = 100;
const INTERACTIONS = [
  ['addToCart', 'add to cart'],
  ['openCart', 'open cart'],
  ['toggleShop', 'toggle a shop at checkout'],
];
for (const [key, label] of INTERACTIONS) {
  const { medianMs } = interactions[key];
  if (medianMs > INTERACTION_BUDGET_MS)
    misses.push(`P6: ${label}: input to next paint ${medianMs} ms > ${INTERACTION_BUDGET_MS} ms`);
}

// P7: the reference API under load, in a process of its own (it starts and stops its own server).
const loadRun = spawnSync('node_modules/.bin/tsx', ['bench/load.mts', '--json'], { encoding: 'utf8' });
if (loadRun.status !== 0) {
  console.error(loadRun.stderr);
  process.exit(loadRun.status ?? 1);
}
const load = JSON.parse(loadRun.stdout.trim().split('\n').at(-1));
const LOAD_BUDGET = { p99Ms: 100, errors: 0 };
// An error while warming up counts too: the warm-up is only left out of the latencies.
if (load.errors + load.warmupErrors > LOAD_BUDGET.errors)
  misses.push(`P7: ${load.errors + load.warmupErrors} errors under load (${JSON.stringify(load.errorsByCall)})`);
if (load.p99Ms > LOAD_BUDGET.p99Ms) misses.push(`P7: p99 ${load.p99Ms} ms > ${LOAD_BUDGET.p99Ms} ms`);

// P8: P7's load on PostgreSQL against one instance, then two, in a process of its own (it makes and drops its own
// database on BENCH_DATABASE_URL's server, and starts and stops its own servers; it gives up by itself after
// 150 s, and is stopped here after 180 s).
const instancesRun = spawnSync('node_modules/.bin/tsx', ['bench/load-instances.mts', '--json'], {
  encoding: 'utf8',
  timeout: 180_000,
  killSignal: 'SIGTERM',
});
if (instancesRun.status !== 0) {
  console.error(instancesRun.stderr);
  if (instancesRun.signal) console.error(`P8 was stopped (${instancesRun.signal}) after 180 s`);
  process.exit(instancesRun.status ?? 1);
}
const instances = JSON.parse(instancesRun.stdout.trim().split('\n').at(-1));
const INSTANCES_BUDGET = { errors: 0 };
const CONFIGURATIONS = [
  ['one', 'one instance on PostgreSQL'],
  ['two', 'two instances on PostgreSQL'],
];
// Errors in the warm-up are counted in `errors` already (bench/load-instances.mts).
for (const [key, label] of CONFIGURATIONS) {
  const { errors, errorsByCall } = instances[key];
  if (errors > INSTANCES_BUDGET.errors)
    misses.push(`P8: ${label}: ${errors} errors under load (${JSON.stringify(errorsByCall)})`);
}
// The second instance's gain, or cost, in requests a second: the shoppers wait for each answer, so a faster server
// serves more of them.
const throughputOfTwo = Math.round((instances.two.requestsPerSecond / instances.one.requestsPerSecond) * 100) / 100;
const instancesRows = CONFIGURATIONS.flatMap(([key, label]) => {
  const figures = instances[key];
  const against = key === 'two' ? ` (${throughputOfTwo} × one instance's)` : '';
  return [
    [
      'P8',
      `${label}: ${figures.shoppers} shoppers for ${figures.seconds} s after ${figures.warmupSeconds} s of warm-up, ${figures.requestsPerSecond} req/s${against}`,
      `p50 ${figures.p50Ms} ms`,
      '',
    ],
    ['P8', `${label}: p99 latency (for comparison)`, `${figures.p99Ms} ms`, ''],
    ['P8', `${label}: errors (warm-up included)`, String(figures.errors), `${INSTANCES_BUDGET.errors}`],
  ];
});

// P9: the catalog at 300,000 products on PostgreSQL, each call timed one after another with the answer cache
// bypassed, in a process of its own (it makes, grows and drops its own database; a fixed number of calls, stopped
// here after 10 minutes).
const catalogRun = spawnSync('node_modules/.bin/tsx', ['bench/catalog-scale.mts', '--json'], {
  encoding: 'utf8',
  timeout: 600_000,
  killSignal: 'SIGTERM',
});
if (catalogRun.status !== 0) {
  console.error(catalogRun.stderr);
  if (catalogRun.signal) console.error(`P9 was stopped (${catalogRun.signal}) after 10 minutes`);
  process.exit(catalogRun.status ?? 1);
}
const catalog = JSON.parse(catalogRun.stdout.trim().split('\n').at(-1));
const CATALOG_P95_BUDGET_MS = 50;
const catalogRows = catalog.cases.map((call) => {
  if (call.p95Ms > CATALOG_P95_BUDGET_MS)
    misses.push(`P9: ${call.name}: p95 ${call.p95Ms} ms > ${CATALOG_P95_BUDGET_MS} ms`);
  return [
    'P9',
    `${catalog.products} products: ${call.name} (\`${call.path}\`), ${call.runs} calls, p50 ${call.p50Ms} ms`,
    `p95 ${call.p95Ms} ms`,
    `≤ ${CATALOG_P95_BUDGET_MS} ms`,
  ];
});

const rows = [
  ['', `machine: ${machine.cores} cores, a plain loop of 300 million steps in ${machine.loopMs} ms`, '', ''],
  ['P1', 'first screen JS of / (gzip)', `${bundles.firstScreen.kb} KB`, `≤ ${bundles.firstScreen.budgetKb} KB`],
  [
    'P1b',
    'every script on / at 412×915 until the network is idle (gzip)',
    `${allScripts.kb} KB in ${allScripts.requests} requests`,
    `≤ ${allScripts.budgetKb} KB in ≤ ${allScripts.budgetRequests}`,
  ],
  ...bundles.otherChunks.map((chunk) => ['P2', chunk.file, `${chunk.kb} KB`, `≤ ${chunk.budgetKb} KB`]),
  ...lighthouseRows,
  ...INTERACTIONS.map(([key, label]) => [
    'P6',
    `${label}: input to next paint`,
    `${interactions[key].medianMs} ms`,
    `≤ ${INTERACTION_BUDGET_MS} ms`,
  ]),
  [
    'P7',
    `load: ${load.shoppers} shoppers for ${load.seconds} s after ${load.warmupSeconds} s of warm-up, ${load.requestsPerSecond} req/s`,
    `p50 ${load.p50Ms} ms`,
    '',
  ],
  ['P7', 'load: p99 latency', `${load.p99Ms} ms`, `≤ ${LOAD_BUDGET.p99Ms} ms`],
  ['P7', 'load: errors (warm-up included)', String(load.errors + load.warmupErrors), `${LOAD_BUDGET.errors}`],
  ...instancesRows,
  ...catalogRows,
];
const table = ['| # | what | figure | budget |', '|---|---|---|---|', ...rows.map((row) => `| ${row.join(' | ')} |`)];

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/summary.json',
  `${JSON.stringify({ machine, bundles, allScripts, lighthouse, interactions, load, instances, catalog, misses }, null, 2)}\n`,
);
writeFileSync('bench/results/summary.md', `${table.join('\n')}\n`);
console.log(table.join('\n'));
if (misses.length > 0) {
  console.error(`\nOver budget:\n${misses.join('\n')}`);
  process.exit(1);
}
console.log('\nEvery measured budget holds.');
