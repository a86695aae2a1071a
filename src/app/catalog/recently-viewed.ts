import { useCallback, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { selectToken } from '../../machines/session/session.selectors';
import { ApiContext } from '../session/ApiContext';
import { useOptionalSessionSelector } from '../session/SessionProvider';
import {
  accountCards,
  loadAccountList,
  rememberOnAccount,
  subscribeToAccount,
  type ViewingAccount,
} from './recently-viewed-account';
import { browserCards, type ProductCard, rememberInBrowser, subscribeToBrowser } from './recently-viewed-browser';

/**
 * The products last opened, newest first: a visitor's kept by the browser (recently-viewed-browser.ts), a
 * customer's on the account, so they follow the customer to other devices (recently-viewed-account.ts). At sign-in
 * the visitor's list is handed over to the account, and the browser's is then empty, as it is after sign-out.
 */

const NONE: ProductCard[] = [];

function subscribe(onChange: () => void): () => void {
  const fromBrowser = subscribeToBrowser(onChange);
  const fromAccount = subscribeToAccount(onChange);
  return () => {
    fromBrowser();
    fromAccount();
  };
}

/** The signed-in customer, or null for a visitor (or a part shown outside a session). */
function useViewingAccount(): ViewingAccount | null {
  const client = useContext(ApiContext);
  const token = useOptionalSessionSelector(selectToken, null);
  return useMemo(() => (client && token ? { client, token } : null), [client, token]);
}

/** Puts a product first in the list: the account's for a customer, the browser's for a visitor. */
export function rememberViewed(card: ProductCard, account: ViewingAccount | null = null): void {
  if (account) rememberOnAccount(account, card);
  else rememberInBrowser(card);
}

/** `rememberViewed` for whoever is signed in when it is called (the function itself stays the same). */
export function useRememberViewed(): (card: ProductCard) => void {
  const account = useViewingAccount();
  const current = useRef(account);
  current.current = account;
  return useCallback((card: ProductCard) => rememberViewed(card, current.current), []);
}

/**
 * Hands a visitor's list to the account the moment they sign in, whatever page they are on: a product opened
 * before signing in follows them to their other devices at once, not only once a page with a row is shown.
 */
export function useHandOverAtSignIn(): void {
  const account = useViewingAccount();
  useEffect(() => {
    if (account && browserCards().length > 0) loadAccountList(account);
  }, [account]);
}

/** The products opened last, newest first, without `exceptId` (the page's own). */
export function useRecentlyViewed(exceptId: number | null = null, count = 5): ProductCard[] {
  const account = useViewingAccount();
  useEffect(() => {
    if (account) loadAccountList(account);
  }, [account]);
  const cards = useSyncExternalStore(
    subscribe,
    () => (account ? accountCards(account) : browserCards()),
    () => NONE,
  );
  return useMemo(() => cards.filter((card) => card.id !== exceptId).slice(0, count), [cards, exceptId, count]);
}
