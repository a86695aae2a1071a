import type { Schema } from '../../api/types';

export type User = Schema<'User'>;
export type Address = Schema<'Address'>;

/** What the app read from storage before the machine starts (the machine never touches storage). */
export interface SessionInput {
  /** The persisted bearer token, or null for a visitor. */
  token?: string | null;
  /** The persisted user, or null for a visitor. */
  user?: User | null;
}

export interface SessionContext {
  token: string | null;
  user: User | null;
  addresses: Address[];
  favoritesCount: number;
  /** The address the basket ships to: the default one, else the first, else null. */
  basketAddressId: number | null;
  /** The status of the last failed address load (0 when the server was not reached), else null. */
  addressesError: number | null;
  /** The status of the last failed favourites-count load (0 when the server was not reached), else null. */
  favoritesCountError: number | null;
}

export type SessionEvent =
  /** A login, registration or social sign-in returned a token and a user. */
  | { type: 'session.signedIn'; token: string; user: User }
  /** A cart, address, favourite, checkout or voucher call answered 401; `path` is the contract's path. */
  | { type: 'session.expired'; path?: string }
  /** The shopper confirmed Log Out (the confirmation dialog is UI). */
  | { type: 'session.logout.requested' }
  /** The profile was saved and the server returned the new user. */
  | { type: 'session.user.updated'; user: User }
  /** An address was added, changed or removed: load them again. */
  | { type: 'session.addresses.changed' }
  /** A favourite was added or removed; `count` is the new number of favourites. */
  | { type: 'session.favorites.changed'; count: number };

export type SessionClearReason = 'expired' | 'logout';

/** Effects for the app to run (cart reset, chats, toasts, navigation); the machine only announces them. */
export type SessionEmitted =
  | { type: 'session.started'; user: User }
  | { type: 'session.cleared'; reason: SessionClearReason; path?: string };
