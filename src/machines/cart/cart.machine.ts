import { assign, emit, enqueueActions, raise, setup } from 'xstate';
import { toFailure } from '../failure';
import { providedByApp } from '../provided-by-app';
import type {
  CartAction,
  CartAnswer,
  CartContext,
  CartEmitted,
  CartEvent,
  CartInput,
  PendingChange,
} from './cart.types';
import { type ChangeEvent, changeOf, isUnauthorized, lineChanges, signedOutContext } from './cart-changes';
import {
  againChoice,
  applyChange,
  applyChanges,
  findLine,
  glimpseOf,
  selectionFor,
  toggleShop,
  viewOf,
} from './cart-view';

/**
 * The cart (long-lived, systemId `cart`): loaded when a shopper signs in, emptied when the session goes.
 * Every line change shows at once and is sent in order; when a call fails, what the server last confirmed
 * is shown again and the failure is emitted. Additions show when the server answers (it checks the stock).
 * The selection of shops for checkout follows the rules of docs/requirements.md §4. Toasts and dialogs are the app's
 * answers to the emitted events.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
    input: {} as CartInput,
    tags: {} as 'loading' | 'busy',
  },
  actors: {
    loadCart: providedByApp<CartAnswer>('loadCart'),
    sendChange: providedByApp<CartAnswer, PendingChange>('sendChange'),
  },
  guards: {
    hasProductId: ({ event }) =>
      event.type === 'cart.add' && Number.isInteger(event.line.product_id) && event.line.product_id > 0,
    hasLine: ({ context, event }) => 'productId' in event && findLine(context.view, event.productId) !== undefined,
    isMultiVendor: ({ context }) => context.multiVendor,
    hasMorePending: ({ context }) => context.pending.length > 1,
    isExpired: ({ event }) => event.type === 'cart.session.cleared' && event.expired === true,
  },
  actions: {
    reselect: assign(({ context }) => ({
      selectedShopIds: selectionFor(context.view, context.selectedShopIds, context.multiVendor),
    })),
    showChange: assign(({ context, event }) => {
      const change = changeOf(event as ChangeEvent);
      const view = applyChange(context.view, change);
      return {
        pending: [...context.pending, change],
        view,
        selectedShopIds: selectionFor(view, context.selectedShopIds, context.multiVendor),
      };
    }),
    queueAddition: assign(({ context, event }) => {
      if (event.type !== 'cart.add') return {};
      const addition = { kind: 'add' as const, line: event.line, product: event.product, isBuyNow: !!event.isBuyNow };
      return { pending: [...context.pending, addition] };
    }),
    keepLoaded: assign((_, answer: CartAnswer) => ({
      confirmed: viewOf(answer),
      view: viewOf(answer),
      loadError: null,
    })),
    warnOfInfo: enqueueActions(({ enqueue }, answer: CartAnswer) => {
      if (answer.data.info) enqueue.emit({ type: 'cart.warning', info: answer.data.info });
    }),
    /** The first pending change was made: keep the server's cart, show the rest of the queue over it. */
    settleFirst: enqueueActions(({ context, enqueue }, answer: CartAnswer) => {
      const [done, ...rest] = context.pending;
      if (!done) return;
      if (done.kind === 'add' && done.isBuyNow) {
        const group = answer.data.cart_items.find((candidate) =>
          candidate.products.some((line) => line.id === done.line.product_id),
        );
        enqueue.assign({ pending: rest, buyNow: group ? { shopId: group.shop_id, group } : null });
        enqueue.emit({ type: 'cart.added', product: done.product, isBuyNow: true, info: answer.data.info ?? null });
        return;
      }
      const confirmed = viewOf(answer);
      const view = applyChanges(confirmed, lineChanges(rest));
      enqueue.assign({
        pending: rest,
        confirmed,
        view,
        selectedShopIds: selectionFor(view, context.selectedShopIds, context.multiVendor),
      });
      if (done.kind === 'add') {
        enqueue.emit({ type: 'cart.added', product: done.product, isBuyNow: false, info: answer.data.info ?? null });
        return;
      }
      const line = findLine(context.confirmed, done.productId);
      // The server's message is in the shopper's language: whether the line went is read from the cart it sent.
      const removed = done.kind === 'remove' || (done.kind === 'decrement' && !findLine(confirmed, done.productId));
      if (line && removed) enqueue.emit({ type: 'cart.removed', product: glimpseOf(line), again: againChoice(line) });
      else if (answer.data.info) enqueue.emit({ type: 'cart.warning', info: answer.data.info });
    }),
    /** A change failed: drop it and everything queued after it, and show what the server last confirmed. */
    rollBack: assign(({ context }) => ({
      pending: [],
      view: context.confirmed,
      selectedShopIds: selectionFor(context.confirmed, context.selectedShopIds, context.multiVendor),
    })),
    announceFailure: enqueueActions(({ context, enqueue }, error: unknown) => {
      const action: CartAction = context.pending[0]?.kind ?? 'load';
      if (isUnauthorized(error)) enqueue.emit({ type: 'cart.loginRequired' });
      else enqueue.emit({ type: 'cart.failed', action, ...toFailure(error) });
    }),
    signOut: assign(({ context }) => signedOutContext(context)),
  },
}).createMachine({
  id: 'cart',
  type: 'parallel',
  context: ({ input }) => signedOutContext({ ...({} as CartContext), multiVendor: input.multiVendor }),
  on: {
    'cart.settings.changed': {
      description: 'multi_vendor changed: select again by its rule.',
      actions: [assign({ multiVendor: ({ event }) => event.multiVendor }), 'reselect'],
    },
  },
  states: {
    drawer: {
      description: "The 'My Cart' side panel.",
      initial: 'closed',
      states: {
        closed: {
          on: {
            'cart.drawer.open': {
              target: 'open',
              description: 'docs/requirements.md §4: opening the drawer fetches the cart afresh.',
              actions: raise({ type: 'cart.reload' }),
            },
          },
        },
        open: { on: { 'cart.drawer.close': 'closed' } },
      },
    },
    server: {
      description: 'The cart on the server, for a signed-in shopper.',
      initial: 'signedOut',
      states: {
        signedOut: {
          description: 'A visitor has no cart on the server.',
          on: {
            'cart.session.started': { target: 'signedIn', actions: assign({ isSignedIn: true }) },
            'cart.add': {
              description:
                'docs/requirements.md §5: without a product id nothing is sent; a visitor is asked to log in.',
              guard: 'hasProductId',
              actions: emit({ type: 'cart.loginRequired' }),
            },
            'cart.line.*': {
              description: 'docs/requirements.md §4: without a token the cart is emptied locally.',
              actions: 'signOut',
            },
          },
        },
        signedIn: {
          initial: 'loading',
          on: {
            'cart.session.cleared': {
              target: 'signedOut',
              description: 'docs/requirements.md §4: logout or a 401 resets the cart, the selection and the totals.',
              actions: 'signOut',
            },
            'cart.add': {
              guard: 'hasProductId',
              target: '.syncing',
              description: 'Additions wait for the server (it checks the stock); queued after earlier changes.',
              actions: 'queueAddition',
            },
            'cart.line.*': {
              guard: 'hasLine',
              target: '.syncing',
              description: 'Shown at once, sent after the changes before it.',
              actions: 'showChange',
            },
            'cart.shop.toggle': {
              guard: 'isMultiVendor',
              description:
                'docs/requirements.md §4: with multi_vendor each shop is ticked on or off; without it all are.',
              actions: assign({
                selectedShopIds: ({ context, event }) => toggleShop(context.selectedShopIds, event.shopId),
              }),
            },
            'cart.selection.clear': {
              guard: 'isMultiVendor',
              description: 'docs/requirements.md §4: an empty checkout result clears the selection.',
              actions: assign({ selectedShopIds: [] }),
            },
          },
          states: {
            loading: {
              tags: ['loading'],
              description: 'GET /carts.',
              invoke: {
                id: 'loadCart',
                src: 'loadCart',
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'keepLoaded', params: ({ event }) => event.output },
                    'reselect',
                    { type: 'warnOfInfo', params: ({ event }) => event.output },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ loadError: ({ event }) => toFailure(event.error).status }),
                    { type: 'announceFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
                  ],
                },
              },
            },
            idle: {
              on: { 'cart.reload': 'loading' },
            },
            syncing: {
              tags: ['busy'],
              description: 'Sends the first pending change; the next follows its answer.',
              on: {
                'cart.session.cleared': {
                  guard: 'isExpired',
                  target: '#cart.server.signedOut',
                  description:
                    "docs/requirements.md §8: the change's 401 ended the session before its failure came back: ask to log in.",
                  actions: ['signOut', emit({ type: 'cart.loginRequired' })],
                },
                // Queued without leaving: re-entering would cancel the call on its way and send it again.
                'cart.add': { guard: 'hasProductId', actions: 'queueAddition' },
                'cart.line.*': { guard: 'hasLine', actions: 'showChange' },
              },
              invoke: {
                id: 'sendChange',
                src: 'sendChange',
                input: ({ context }) => context.pending[0] as PendingChange,
                onDone: [
                  {
                    guard: 'hasMorePending',
                    target: 'syncing',
                    reenter: true,
                    actions: {
                      type: 'settleFirst',
                      params: ({ event }: { event: { output: CartAnswer } }) => event.output,
                    },
                  },
                  {
                    target: 'idle',
                    actions: {
                      type: 'settleFirst',
                      params: ({ event }: { event: { output: CartAnswer } }) => event.output,
                    },
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'announceFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
                    'rollBack',
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});
