/** A group of modules to evaluate: an `import()`, which the browser evaluates in a task of its own. */
export type Stage = () => Promise<unknown>;

/** Evaluates the groups one after another, so no task evaluates more than one (src/app/start-stages.ts). */
export async function evaluateInStages(stages: Stage[]): Promise<void> {
  for (const stage of stages) await stage();
}
