import { Trans } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { createApiClient } from '../api/client';
import { settingsEndpoints } from '../api/endpoints/settings';
import { settingsMachine } from '../machines/settings/settings.machine';
import { AppRouter } from './AppRouter';
import { AppNameContext } from './app-name';

/** The composition root: real endpoints wired into the machines, then the routes. */
export function App() {
  const api = useMemo(() => settingsEndpoints(createApiClient()), []);
  const [snapshot, send] = useMachine(
    settingsMachine.provide({
      actors: { loadSettings: fromPromise(({ signal }) => api.getMaster(signal).then((body) => body.data)) },
    }),
  );

  if (snapshot.hasTag('loading')) {
    return (
      <main className="p-8" aria-busy="true">
        <div className="h-8 w-48 animate-pulse rounded bg-gray-200" />
      </main>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <main className="p-8">
        <h1 className="text-xl font-semibold">
          <Trans>The shop could not be loaded.</Trans>
        </h1>
        <button
          type="button"
          className="mt-4 min-h-6 rounded bg-primary-700 px-4 py-2 text-white focus-visible:outline-2 focus-visible:outline-offset-2"
          onClick={() => send({ type: 'settings.retry' })}
        >
          <Trans>Try again</Trans>
        </button>
      </main>
    );
  }
  const settings = snapshot.context.settings;
  return (
    <AppNameContext.Provider value={settings?.app_name ?? ''}>
      {/* Sign-in arrives with the session machine; until then everyone is a visitor. */}
      <AppRouter user={null} footerText={settings?.web_footer_text ?? null} />
    </AppNameContext.Provider>
  );
}
