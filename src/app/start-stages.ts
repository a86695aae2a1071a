/**
 * Shared modules evaluated a group a task, before the modules that import them. The browser evaluates a module
 * graph in one task: the libraries and the app's modules together made tasks of 25 to 35 ms on a slow two-core
 * machine, four times that on a phone, in which a tap waits. Each `import()` is evaluated in a task of its own, and
 * a module evaluated once is not evaluated again, so the later graphs find these done.
 */
type Stage = () => Promise<unknown>;

async function evaluateInStages(stages: Stage[]): Promise<void> {
  for (const stage of stages) await stage();
}

/** What the app's own modules (app/Shell.tsx) are built on. In the shell's graph, so preloaded with it. */
const APP_LIBRARIES: Stage[] = [
  () => import('xstate'),
  () => import('@xstate/react'),
  () => import('./session/SessionProvider'),
];

/** Before the app's own modules (src/main.tsx). */
export const evaluateAppLibraries = () => evaluateInStages(APP_LIBRARIES);

/**
 * What the header and every page but the home page's first screen are built on: the kit's styles (whose
 * class-merging engine is built as the module runs), React Aria, the buttons, the fields and the selects.
 * Preloaded with the header's code on every page (server/web/first-screen-page.ts), so no stage waits for the
 * network.
 */
const KIT: Stage[] = [
  () => import('tailwind-variants'),
  () => import('../ui/kit/Button'),
  () => import('../ui/kit/Field'),
  () => import('../ui/kit/Select'),
];

let kit: Promise<void> | null = null;

/** The kit, evaluated once; a stage that could not be fetched (offline) is tried again on the next call. */
export function kitEvaluated(): Promise<void> {
  kit ??= evaluateInStages(KIT).catch((error: unknown) => {
    kit = null;
    throw error;
  });
  return kit;
}
