/**
 * Shared modules evaluated a group a task, before the modules that import them. The browser evaluates a module
 * graph in one task: the libraries and the app's modules together made one long task on a slow phone, in which a
 * tap waits (docs/decisions/start-stages.md). Each `import()` is evaluated in a task of its own, and
 * a module evaluated once is not evaluated again, so the later graphs find these done.
 */
import { evaluateInStages, type Stage } from '../lib/evaluate-in-stages';

/** What the app's own modules (app/Shell.tsx) are built on. In the shell's graph, so preloaded with it. */
const APP_LIBRARIES: Stage[] = [
  () => import('xstate'),
  () => import('@xstate/react'),
  () => import('./session/SessionProvider'),
];

/** Before the app's own modules (src/main.tsx). */
export const evaluateAppLibraries = () => evaluateInStages(APP_LIBRARIES);
