import type { InspectionEvent, Observer } from 'xstate';

/** What `createActor(machine, { inspect })` takes. */
export type Inspect = Observer<InspectionEvent>;

/**
 * The Stately inspector for every long-lived actor: `createActor(machine, { inspect })`. Only in
 * development and only with `?inspect` in the URL; it opens stately.ai in a popup (needs internet).
 * `import.meta.env.DEV` is false in a production build, so the branch and its dynamic import are
 * dropped and `@statelyai/inspect` never reaches the bundle.
 */
export async function startInspector(): Promise<Inspect | undefined> {
  if (import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    return createBrowserInspector().inspect;
  }
  return undefined;
}
