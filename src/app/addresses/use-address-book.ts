import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { addressesEndpoints } from '../../api/endpoints/addresses';
import { addressBookMachine } from '../../machines/address-book/address-book.machine';
import type {
  AddressBookEmitted,
  DeletedAddressAnswer,
  SaveAddressInput,
  SavedAddressAnswer,
} from '../../machines/address-book/address-book.types';
import { notify } from '../notify';
import { useApiClient } from '../session/ApiContext';
import { useSessionActorRef } from '../session/SessionProvider';
import { useEmitted } from '../use-emitted';

export type AddressBookActorRef = ActorRefFrom<typeof addressBookMachine>;

/**
 * The address book's changes (delete, set as default) on the session's client. A change shows the server's
 * message, tells the session (checkout's addresses follow) and runs `onChanged` (the list reloads).
 */
export function useAddressBook(
  onChanged: (event: Extract<AddressBookEmitted, { type: 'addressBook.changed' }>) => void,
) {
  const client = useApiClient();
  const session = useSessionActorRef();
  const [logic] = useState(() => {
    const api = addressesEndpoints(client);
    return addressBookMachine.provide({
      actors: {
        deleteAddress: fromPromise<DeletedAddressAnswer, { id: number }>(({ input, signal }) =>
          api.deleteAddress(input.id, signal),
        ),
        updateAddress: fromPromise<SavedAddressAnswer, SaveAddressInput>(({ input, signal }) =>
          api.updateAddress(input.id ?? 0, input.body, signal),
        ),
      },
    });
  });
  const actor = useActorRef(logic);

  useEmitted(actor, (event: AddressBookEmitted) => {
    if (event.type !== 'addressBook.changed') return;
    session.send({ type: 'session.addresses.changed' });
    notify.success(event.message);
    onChanged(event);
  });
  return actor;
}
