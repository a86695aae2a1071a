import type { Answer } from '../../api/types';
import type { Address, SaveAddressInput, SavedAddressAnswer } from '../address-form/address-form.types';
import type { Failure } from '../failure';

export type { Address, SaveAddressInput, SavedAddressAnswer };
export type DeletedAddressAnswer = Answer<'deleteAddress'>;

/** What a change did to the address book. */
export type AddressBookChange = 'deleted' | 'defaultSet';

/** A refused or undelivered call: the status (0 when the server was not reached) and the server's message. */
export type AddressBookFailure = Failure;

export interface AddressBookContext {
  /** The address being deleted or made the default, from the request until the flow ends or is dismissed. */
  target: Address | null;
  failure: AddressBookFailure | null;
}

export type AddressBookEvent =
  /** Delete was pressed on an address: the confirmation opens. */
  | { type: 'addressBook.delete.requested'; address: Address }
  /** The shopper confirmed the deletion. */
  | { type: 'addressBook.delete.confirmed' }
  /** The shopper kept the address (Cancel or Escape). */
  | { type: 'addressBook.delete.cancelled' }
  /** Set as default was pressed on an address. */
  | { type: 'addressBook.default.requested'; address: Address }
  /** Try again after a failure. */
  | { type: 'addressBook.retry' }
  /** The failure was read and put away. */
  | { type: 'addressBook.failure.dismissed' };

/** Told to the screen: the change the server made (with its message), or why it made none. */
export type AddressBookEmitted =
  | { type: 'addressBook.changed'; change: AddressBookChange; addressId: number; message: string }
  | { type: 'addressBook.failed'; change: AddressBookChange; addressId: number; status: number; message: string };
