import { assign, fromPromise, setup } from 'xstate';
import type { MasterSettings } from '../../api/endpoints/settings';
import { ApiError } from '../../api/errors';

export interface SettingsContext {
  settings: MasterSettings | null;
  /** Why the last load failed: the status (0 when offline) and the server's message. */
  error: { status: number; message: string } | null;
}

export type SettingsEvent = { type: 'settings.retry' };

/** Loads `/master` once before any content renders; a failure waits for the shopper to retry. */
export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
  },
  actors: {
    loadSettings: fromPromise<MasterSettings>(async () => {
      throw new Error('loadSettings is provided by the app');
    }),
  },
}).createMachine({
  id: 'settings',
  initial: 'loading',
  context: { settings: null, error: null },
  states: {
    loading: {
      description: 'Fetching the site settings from /master.',
      tags: ['loading'],
      invoke: {
        src: 'loadSettings',
        onDone: { target: 'ready', actions: assign({ settings: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => {
              const error = event.error;
              return error instanceof ApiError
                ? { status: error.status, message: error.message }
                : { status: 0, message: String(error) };
            },
          }),
        },
      },
    },
    ready: { description: 'Settings are known; the shop can render.' },
    failed: {
      description: 'The settings could not be loaded; the shopper may retry.',
      on: { 'settings.retry': { target: 'loading', description: 'Try /master again.' } },
    },
  },
});
