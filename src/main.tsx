import { I18nProvider } from '@lingui/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { PREVIEW_LIMIT_MS, revealApp } from './app/first-screen-preview';
import { activateLocale, i18n, storedLocale } from './app/i18n';
import { startInspector } from './app/inspector';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The catalog of the stored locale is in place before the first render; the inspector only in development. The
// app's own modules come in a chunk of their own (app/Shell.tsx), evaluated in a task of their own.
// The first render is a transition: React renders it in slices and lets the browser breathe in between, rather
// than in one long task that would hold up a slow phone's first tap.
setTimeout(revealApp, PREVIEW_LIMIT_MS);
Promise.all([startInspector(), activateLocale(storedLocale()), import('./app/Shell')]).then(
  ([inspect, , { Shell }]) => {
    const app = createRoot(root);
    startTransition(() =>
      app.render(
        <StrictMode>
          <I18nProvider i18n={i18n}>
            <Shell inspect={inspect} />
          </I18nProvider>
        </StrictMode>,
      ),
    );
  },
);
