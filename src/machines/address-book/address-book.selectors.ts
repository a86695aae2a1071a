import type { SnapshotFrom } from 'xstate';
import type { addressBookMachine } from './address-book.machine';
import type { AddressBookChange, AddressBookFailure } from './address-book.types';

export type AddressBookSnapshot = SnapshotFrom<typeof addressBookMachine>;

/** The address the confirmation asks about, while it is open. */
export const selectConfirmingDelete = (snapshot: AddressBookSnapshot) =>
  snapshot.matches('confirmingDelete') ? snapshot.context.target : null;

/** A change is under way: the other changes wait for it. */
export const selectIsBusy = (snapshot: AddressBookSnapshot) => snapshot.hasTag('busy');

/** The id of the address a call is under way for, or null. */
export const selectBusyAddressId = (snapshot: AddressBookSnapshot) =>
  snapshot.hasTag('busy') ? (snapshot.context.target?.id ?? null) : null;

/** What is being done to the address under way (for the pending button), or null. */
export const selectBusyChange = (snapshot: AddressBookSnapshot): AddressBookChange | null =>
  snapshot.matches('deleting') ? 'deleted' : snapshot.matches('settingDefault') ? 'defaultSet' : null;

export interface ShownFailure extends AddressBookFailure {
  addressId: number;
  change: AddressBookChange;
}

/** The failure shown on an address, with what was tried, or null. */
export function selectFailure(snapshot: AddressBookSnapshot): ShownFailure | null {
  const { target, failure } = snapshot.context;
  if (!target || !failure) return null;
  const change = snapshot.matches({ ready: 'deleteFailed' }) ? 'deleted' : 'defaultSet';
  return { ...failure, addressId: target.id, change };
}
