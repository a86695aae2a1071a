/** The answer of POST /favorite-add-or-remove: the product's new state and the wishlist's size. */
export interface FavoriteToggled {
  is_favorite: boolean;
  total_favorites: number;
}

export interface FavoriteInput {
  productId: number;
  /** Whether the list that shows the product says it is in the wishlist. */
  isFavorite: boolean;
  /** A visitor's press asks for the login dialog instead. */
  isSignedIn: boolean;
}

export interface FavoriteContext {
  productId: number;
  /** What the heart shows: set at once when adding (optimistic), after the answer when removing. */
  isFavorite: boolean;
  isSignedIn: boolean;
}

export type FavoriteEvent =
  /** The heart was pressed. */
  | { type: 'favorite.toggle' }
  /** The shopper confirmed the removal. */
  | { type: 'favorite.remove.confirm' }
  /** The shopper kept the product (Cancel or Escape). */
  | { type: 'favorite.remove.cancel' }
  /** The shopper signed in or out. */
  | { type: 'favorite.session.changed'; isSignedIn: boolean }
  /** The list was loaded again and says whether the product is in the wishlist. */
  | { type: 'favorite.synced'; isFavorite: boolean };

export type FavoriteEmitted =
  /** A visitor pressed the heart: the app opens the login dialog. */
  | { type: 'favorite.signInRequested' }
  /** The wishlist changed: the app passes the new count to the session. */
  | { type: 'favorite.changed'; productId: number; isFavorite: boolean; count: number }
  /** The call failed (the heart is back as it was): the app says so. `message` is the server's. */
  | { type: 'favorite.failed'; productId: number; attempted: 'add' | 'remove'; status: number; message: string };
