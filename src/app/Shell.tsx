import { FailureBoundary } from '../ui/common/FailureBoundary';
import { App } from './App';
import type { Inspect } from './inspector';
import { SettingsGate } from './settings/SettingsGate';
import { SettingsProvider } from './settings/SettingsProvider';

/**
 * Everything the app renders below the language provider: the settings, then the shop, and in their place a
 * message with Try again if they fail to render (a part's code that could not be fetched, say). A chunk of its own that
 * the entry imports at start, so that a slow phone evaluates React and the app's modules in two tasks rather
 * than one long one (the server preloads it with the entry: server/web/first-screen-page.ts).
 */
export function Shell({ inspect }: { inspect?: Inspect }) {
  return (
    <FailureBoundary fullPage>
      <SettingsProvider inspect={inspect}>
        <SettingsGate>
          <App inspect={inspect} />
        </SettingsGate>
      </SettingsProvider>
    </FailureBoundary>
  );
}
