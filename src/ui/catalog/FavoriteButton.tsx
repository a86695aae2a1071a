import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useAuthDialogs } from '../../app/auth/AuthDialogsContext';
import { useFavoriteLogic } from '../../app/catalog/favorite-logic';
import { lazyRetrying } from '../../app/lazy-retrying';
import { useSessionActorRef, useSessionSelector } from '../../app/session/SessionProvider';
import type { FavoriteEmitted } from '../../machines/favorite/favorite.types';
import { selectIsSignedIn } from '../../machines/session/session.selectors';
import { Button } from '../kit/Button';
import { HeartIcon } from '../kit/Icon';

const FavoriteRemoveDialog = lazyRetrying(() => import('./FavoriteRemoveDialog'));

export interface FavoriteButtonProps {
  product: { id: number; name: string; is_favorite?: boolean };
  /** After the wishlist changed (the wishlist page drops a removed product). */
  onChange?: (isFavorite: boolean) => void;
  className?: string;
}

type Failure = Extract<FavoriteEmitted, { type: 'favorite.failed' }>;

/**
 * The wishlist heart of a product (ProductCard's `favorite` slot, product details). A visitor gets the login
 * dialog; a customer adds at once, or confirms a removal. The navbar count follows every change.
 */
export function FavoriteButton({ product, onChange, className = '' }: FavoriteButtonProps) {
  const { t } = useLingui();
  const session = useSessionActorRef();
  const isSignedIn = useSessionSelector(selectIsSignedIn);
  const authDialogs = useAuthDialogs();
  const logic = useFavoriteLogic();
  const isFavoriteInList = isSignedIn && (product.is_favorite ?? false);
  const actor = useActorRef(logic, {
    input: { productId: product.id, isFavorite: isFavoriteInList, isSignedIn },
  });

  useEffect(() => {
    actor.send({ type: 'favorite.session.changed', isSignedIn });
  }, [actor, isSignedIn]);

  // A reloaded list (after a sign-in, say) has the last word while nothing is under way.
  const listed = useRef(isFavoriteInList);
  useEffect(() => {
    if (listed.current === isFavoriteInList) return;
    listed.current = isFavoriteInList;
    actor.send({ type: 'favorite.synced', isFavorite: isFavoriteInList });
  }, [actor, isFavoriteInList]);

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const failureText = (failure: Failure) => {
    if (failure.status === 0) return t`We could not reach the shop. Check your connection and try again.`;
    if (failure.status === 401) return t`Please login first!`;
    if (failure.status >= 500 || !failure.message) return t`Your wishlist could not be updated. Please try again.`;
    return failure.message;
  };
  const failureTextRef = useRef(failureText);
  failureTextRef.current = failureText;
  useEffect(() => {
    const subscriptions = [
      actor.on('favorite.signInRequested', () => authDialogs.open('login')),
      actor.on('favorite.changed', (event) => {
        session.send({ type: 'session.favorites.changed', count: event.count });
        onChangeRef.current?.(event.isFavorite);
      }),
      actor.on('favorite.failed', (event) => {
        const text = failureTextRef.current(event);
        void import('../../app/notify').then(({ notify }) => notify.error(text));
        if (event.status === 401) authDialogs.open('login');
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, session, authDialogs]);

  const isFavorite = useSelector(actor, (snapshot) => snapshot.context.isFavorite);
  const isRemoving = useSelector(actor, (snapshot) => snapshot.matches({ toggling: 'removing' }));
  const isConfirming = useSelector(actor, (snapshot) => snapshot.matches('confirmingRemove'));
  // Mounted from the first confirmation on, so the dialog can play its closing transition.
  const [hasAsked, setHasAsked] = useState(false);
  if (isConfirming && !hasAsked) setHasAsked(true);

  const name = product.name;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={isFavorite ? t`Remove ${name} from wishlist` : t`Add ${name} to wishlist`}
        aria-pressed={isFavorite}
        onPress={() => actor.send({ type: 'favorite.toggle' })}
        // Above the card's stretched link, so a press on the heart is the heart's. Not `isPending` while
        // removing: its spoken "loading" would name a button that is gone once the wishlist drops the card.
        className={`relative z-10 rounded-full bg-white/90 shadow-sm hover:bg-white ${isRemoving ? 'opacity-60' : ''} ${className}`}
      >
        <HeartIcon filled={isFavorite} className={`size-6 ${isFavorite ? 'text-red-700' : 'text-gray-700'}`} />
      </Button>
      {hasAsked && (
        <Suspense fallback={null}>
          <FavoriteRemoveDialog
            productName={name}
            isOpen={isConfirming}
            onConfirm={() => actor.send({ type: 'favorite.remove.confirm' })}
            onCancel={() => actor.send({ type: 'favorite.remove.cancel' })}
          />
        </Suspense>
      )}
    </>
  );
}
