// npm run bench: builds, measures every budget implemented so far, prints each figure beside its budget,
// writes bench/results/summary.{json,md}, and exits non-zero on a miss.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { bundleMisses, measureBundles } from './bundle-size.mjs';

const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const bundles = measureBundles();
const misses = bundleMisses(bundles);

const rows = [
  ['P1', 'first screen JS of / (gzip)', `${bundles.firstScreen.kb} KB`, `≤ ${bundles.firstScreen.budgetKb} KB`],
  ...bundles.otherChunks.map((chunk) => ['P2', chunk.file, `${chunk.kb} KB`, `≤ ${chunk.budgetKb} KB`]),
];
const table = ['| # | what | figure | budget |', '|---|---|---|---|', ...rows.map((row) => `| ${row.join(' | ')} |`)];

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/summary.json', `${JSON.stringify({ bundles, misses }, null, 2)}\n`);
writeFileSync('bench/results/summary.md', `${table.join('\n')}\n`);
console.log(table.join('\n'));
if (misses.length > 0) {
  console.error(`\nOver budget:\n${misses.join('\n')}`);
  process.exit(1);
}
console.log('\nEvery measured budget holds.');
