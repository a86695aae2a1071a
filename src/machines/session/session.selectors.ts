import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';
import type { Address, User } from './session.types';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** docs/requirements.md §4: the basket ships to the address flagged is_default, else the first, else none. */
export function chooseBasketAddressId(addresses: Address[]): number | null {
  return (addresses.find((address) => address.is_default) ?? addresses[0])?.id ?? null;
}

export const selectToken = (snapshot: SessionSnapshot): string | null => snapshot.context.token;

export const selectUser = (snapshot: SessionSnapshot): User | null => snapshot.context.user;

/** Signed in while a token is held, including while the logout call runs. */
export const selectIsSignedIn = (snapshot: SessionSnapshot): boolean => snapshot.context.token !== null;

/** The logout call is under way (the confirmation's Yes can show progress and stay disabled). */
export const selectIsLoggingOut = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('busy');

export const selectAddresses = (snapshot: SessionSnapshot): Address[] => snapshot.context.addresses;

export function selectBasketAddress(snapshot: SessionSnapshot): Address | null {
  const { addresses, basketAddressId } = snapshot.context;
  return addresses.find((address) => address.id === basketAddressId) ?? null;
}

export const selectFavoritesCount = (snapshot: SessionSnapshot): number => snapshot.context.favoritesCount;
