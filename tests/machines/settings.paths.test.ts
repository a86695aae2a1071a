import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { settingsMachine } from '../../src/machines/settings/settings.machine';
import type { SettingsEvent } from '../../src/machines/settings/settings.types';
import { masterSettings } from '../ui/settings/master-settings';

// The invoked calls' answers are events too; the traversal runs no actor, so it feeds them directly.
const events = [
  { type: 'xstate.done.actor.loadSettings', output: masterSettings() },
  { type: 'xstate.done.actor.loadSettings', output: masterSettings({ app_locale: 'ar' }) },
  { type: 'xstate.error.actor.loadSettings', error: new ApiError(500, 'Server Error') },
  { type: 'settings.retry' },
  { type: 'currency.select', currencyId: 2 },
  { type: 'locale.select', locale: 'ar' },
] as unknown as SettingsEvent[];

describe('settings machine: generated paths', () => {
  it('reaches every state from a shopper with nothing stored', () => {
    const paths = getShortestPaths(settingsMachine, { events, input: { storedLocale: null } });
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(settingsMachine.root.states).sort());
  });
});
