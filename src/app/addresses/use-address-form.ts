import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { addressesEndpoints } from '../../api/endpoints/addresses';
import { failureText } from '../../lib/failure-text';
import { addressFormMachine } from '../../machines/address-form/address-form.machine';
import type {
  Address,
  AddressFormEmitted,
  SaveAddressInput,
  SavedAddressAnswer,
} from '../../machines/address-form/address-form.types';
import { phoneLengthsOf } from '../../machines/auth/phone-rules';
import type { SessionSnapshot } from '../../machines/session/session.selectors';
import { notify } from '../notify';
import { useApiClient } from '../session/ApiContext';
import { useSessionActorRef, useSessionSelector } from '../session/SessionProvider';
import { useSettings } from '../settings/use-settings';
import { useEmitted } from '../use-emitted';

/** Known to have no address (loaded and empty): while they load, nothing is assumed. */
const selectHasNoAddress = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches({ signedIn: { addresses: 'loaded' } }) && snapshot.context.addresses.length === 0;

export interface UseAddressFormOptions {
  /** The address to change; without one a new address is added. */
  address?: Address | null;
  /** Runs once the server kept the address. */
  onSaved?: (address: Address) => void;
}

/**
 * An address form actor on the session's client, with the phone rules of `/master`. A saved address reloads
 * the session's addresses and shows the server's message; a refusal that names no field of the form shows
 * its message as a toast (field errors go under the fields instead).
 */
export function useAddressForm({ address, onSaved }: UseAddressFormOptions) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const session = useSessionActorRef();
  const settings = useSettings();
  const isFirstAddress = useSessionSelector(selectHasNoAddress);
  const [logic] = useState(() => {
    const api = addressesEndpoints(client);
    return addressFormMachine.provide({
      actors: {
        saveAddress: fromPromise<SavedAddressAnswer, SaveAddressInput>(({ input: { id, body }, signal }) =>
          id === null ? api.createAddress(body, signal) : api.updateAddress(id, body, signal),
        ),
      },
    });
  });
  const actor = useActorRef(logic, {
    input: {
      address,
      isFirstAddress,
      rules: phoneLengthsOf(settings.phone_min_length, settings.phone_max_length),
    },
  });

  useEmitted(actor, (event: AddressFormEmitted) => {
    if (event.type === 'address.saved') {
      session.send({ type: 'session.addresses.changed' });
      notify.success(event.message);
      onSaved?.(event.address);
    } else if (event.type === 'address.failed' && !event.hasFieldErrors) {
      notify.error(failureText(i18n, event));
    }
  });
  return actor;
}

export type AddressFormActorRef = ReturnType<typeof useAddressForm>;
