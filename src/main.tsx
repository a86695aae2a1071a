import { I18nProvider } from '@lingui/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { shouldReloadAfterFailedRetry } from './app/code-load-failure';
import { PREVIEW_LIMIT_MS, revealApp } from './app/first-screen-preview';
import { activateLocale, i18n, storedLocale } from './app/i18n';
import { startInspector } from './app/inspector';
import { showStartFailure } from './app/start-failure';
import { evaluateAppLibraries } from './app/start-stages';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const container: HTMLElement = root;

/** Tries of the start before the page says it could not load, with the waits between them (as for GET calls). */
const START_RETRY_DELAYS_MS = [500, 1000, 2000];

// The catalog of the stored locale is in place before the first render; the inspector only in development. The
// app's own modules come in a chunk of their own (app/Shell.tsx), evaluated after the libraries they use, which
// are evaluated a group a task (app/start-stages.ts).
// The first render is a transition: React renders it in slices and lets the browser breathe in between, rather
// than in one long task that would hold up a slow phone's first tap.
async function start(): Promise<void> {
  const [inspect, , { Shell }] = await Promise.all([
    startInspector(),
    activateLocale(storedLocale()),
    evaluateAppLibraries().then(() => import('./app/Shell')),
  ]);
  container.replaceChildren();
  const app = createRoot(container);
  startTransition(() =>
    app.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <Shell inspect={inspect} />
        </I18nProvider>
      </StrictMode>,
    ),
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the app; its code is fetched in chunks, and a chunk that could not be fetched (offline) is tried again. */
async function startRetrying(): Promise<void> {
  for (const delay of START_RETRY_DELAYS_MS) {
    try {
      return await start();
    } catch {
      await wait(delay);
    }
  }
  await start().catch(showFailure);
}

/** In place of a blank page: why the shop is not there, and a Try again that starts it once more. */
function showFailure(error: unknown): void {
  console.error('The storefront could not start.', error);
  revealApp();
  showStartFailure(container, () => {
    start().catch((again: unknown) => {
      if (shouldReloadAfterFailedRetry(again)) window.location.reload();
      else showFailure(again);
    });
  });
}

setTimeout(revealApp, PREVIEW_LIMIT_MS);
void startRetrying();
