import { type ReactNode, useState } from 'react';
import { createApiClient } from '../../api/client';
import { settingsEndpoints } from '../../api/endpoints/settings';
import type { Inspect } from '../inspector';
import { SettingsActorContext } from './settings-actor-context';
import { createSettingsLogic, readSettingsInput, type SettingsApi } from './settings-logic';

export interface SettingsProviderProps {
  children: ReactNode;
  /** The settings calls; the real endpoints on `/api` unless a test passes fakes. */
  api?: SettingsApi;
  /** The Stately inspector's observer, from `startInspector()` (development with `?inspect` only). */
  inspect?: Inspect;
  /** Reloads the page after a locale change; `location.reload` unless a test passes a spy. */
  reloadPage?: () => void;
}

/** Starts the settings actor once, wired to the real endpoints and page effects. */
export function SettingsProvider({ children, api, inspect, reloadPage }: SettingsProviderProps) {
  const [logic] = useState(() => createSettingsLogic(api ?? settingsEndpoints(createApiClient()), reloadPage));
  const [options] = useState(() => ({ systemId: 'settings', input: readSettingsInput(), inspect }));
  return (
    <SettingsActorContext.Provider logic={logic} options={options}>
      {children}
    </SettingsActorContext.Provider>
  );
}
