import { createActorContext } from '@xstate/react';
import { settingsMachine } from '../../machines/settings/settings.machine';

/** The long-lived settings actor (systemId `settings`): its ref and narrow selectors for components. */
export const SettingsActorContext = createActorContext(settingsMachine);
