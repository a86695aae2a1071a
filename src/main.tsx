import { I18nProvider } from '@lingui/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { PREVIEW_LIMIT_MS, revealApp } from './app/first-screen-preview';
import { activateLocale, i18n, storedLocale } from './app/i18n';
import { startInspector } from './app/inspector';
import { SettingsGate } from './app/settings/SettingsGate';
import { SettingsProvider } from './app/settings/SettingsProvider';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The catalog of the stored locale is in place before the first render; the inspector only in development.
// The first render is a transition: React renders it in slices and lets the browser breathe in between, rather
// than in one long task that would hold up a slow phone's first tap.
setTimeout(revealApp, PREVIEW_LIMIT_MS);
Promise.all([startInspector(), activateLocale(storedLocale())]).then(([inspect]) => {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <SettingsProvider inspect={inspect}>
            <SettingsGate>
              <App inspect={inspect} />
            </SettingsGate>
          </SettingsProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  );
});
