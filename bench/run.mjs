// npm run bench: builds, measures every budget implemented so far (P1, P2, P7), prints each figure beside its budget,
// writes bench/results/summary.{json,md}, and exits non-zero on a miss.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { bundleMisses, measureBundles } from './bundle-size.mjs';

const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const bundles = measureBundles();
const misses = bundleMisses(bundles);

// P7: the reference API under load, in a process of its own (it starts and stops its own server).
const loadRun = spawnSync('node_modules/.bin/tsx', ['bench/load.mts', '--json'], { encoding: 'utf8' });
if (loadRun.status !== 0) {
  console.error(loadRun.stderr);
  process.exit(loadRun.status ?? 1);
}
const load = JSON.parse(loadRun.stdout.trim().split('\n').at(-1));
const LOAD_BUDGET = { p99Ms: 100, errors: 0 };
if (load.errors > LOAD_BUDGET.errors)
  misses.push(`P7: ${load.errors} errors under load (${JSON.stringify(load.errorsByCall)})`);
if (load.p99Ms > LOAD_BUDGET.p99Ms) misses.push(`P7: p99 ${load.p99Ms} ms > ${LOAD_BUDGET.p99Ms} ms`);

const rows = [
  ['P1', 'first screen JS of / (gzip)', `${bundles.firstScreen.kb} KB`, `≤ ${bundles.firstScreen.budgetKb} KB`],
  ...bundles.otherChunks.map((chunk) => ['P2', chunk.file, `${chunk.kb} KB`, `≤ ${chunk.budgetKb} KB`]),
  [
    'P7',
    `load: ${load.shoppers} shoppers for ${load.seconds} s, ${load.requestsPerSecond} req/s`,
    `p50 ${load.p50Ms} ms`,
    '',
  ],
  ['P7', 'load: p99 latency', `${load.p99Ms} ms`, `≤ ${LOAD_BUDGET.p99Ms} ms`],
  ['P7', 'load: errors', String(load.errors), `${LOAD_BUDGET.errors}`],
];
const table = ['| # | what | figure | budget |', '|---|---|---|---|', ...rows.map((row) => `| ${row.join(' | ')} |`)];

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/summary.json', `${JSON.stringify({ bundles, load, misses }, null, 2)}\n`);
writeFileSync('bench/results/summary.md', `${table.join('\n')}\n`);
console.log(table.join('\n'));
if (misses.length > 0) {
  console.error(`\nOver budget:\n${misses.join('\n')}`);
  process.exit(1);
}
console.log('\nEvery measured budget holds.');
