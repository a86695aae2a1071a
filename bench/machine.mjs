// What the bench's figures were measured on: the cores and a plain loop's time, so that runs on different machines
// can be told apart. Lighthouse's simulation multiplies the tasks it observes by four, so a CPU half as fast, or
// busy with other work, shows in every TBT. Not a budget.
import { availableParallelism } from 'node:os';

const LOOP_STEPS = 300_000_000;
const LOOP_RUNS = 3;

function loopMs() {
  const started = performance.now();
  let sum = 0;
  for (let step = 0; step < LOOP_STEPS; step += 1) sum += step % 7;
  // Used, so that the loop cannot be left out.
  if (sum < 0) throw new Error('unreachable');
  return performance.now() - started;
}

/** The cores and the median time of a loop of 300 million additions on one of them. */
export function measureMachine() {
  const times = Array.from({ length: LOOP_RUNS }, loopMs).sort((a, b) => a - b);
  return { cores: availableParallelism(), loopMs: Math.round(times[Math.floor(LOOP_RUNS / 2)]) };
}
