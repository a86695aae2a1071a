import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { focusRing } from '../../lib/focus-ring';
import { selectStatus } from '../../machines/settings/settings.selectors';
import { revealApp } from '../first-screen-preview';
import { useTransitionSelector } from '../use-transition-selector';
import { useSettingsActorRef } from './use-settings';

/** Nothing renders before /master is known: a placeholder while it loads, a retry when it failed. */
export function SettingsGate({ children }: { children: ReactNode }) {
  const settingsActor = useSettingsActorRef();
  // The whole shop renders when the settings arrive: as a transition, in slices (see useTransitionSelector).
  const status = useTransitionSelector(settingsActor, selectStatus);
  // A failure must be seen at once, not behind the server's drawing of the page.
  useEffect(() => {
    if (status === 'failed') revealApp();
  }, [status]);

  if (status === 'loading') {
    return (
      <main className="p-8" aria-busy="true">
        <p className="sr-only" role="status">
          <Trans>Loading</Trans>
        </p>
        <div className="h-8 w-48 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
      </main>
    );
  }
  if (status === 'failed') {
    return (
      <main className="p-8">
        <h1 className="text-xl font-semibold" role="alert">
          <Trans>The shop could not be loaded.</Trans>
        </h1>
        {/* A native button: this screen must work when nothing else could load, so it carries no kit code. */}
        <button
          type="button"
          className={`${focusRing} mt-4 min-h-11 rounded-md bg-primary-700 px-4 font-medium text-white hover:bg-primary-800`}
          onClick={() => settingsActor.send({ type: 'settings.retry' })}
        >
          <Trans>Try again</Trans>
        </button>
      </main>
    );
  }
  return children;
}
