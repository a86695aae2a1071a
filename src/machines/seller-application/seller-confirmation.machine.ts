import { assign, setup } from 'xstate';
import type { Answer, JsonBody } from '../../api/types';
import { type Failure, toFailure } from '../failure';
import { providedByApp } from '../provided-by-app';

export type SellerConfirmationBody = JsonBody<'confirmSellerApplication'>;
export type SellerConfirmationAnswer = Answer<'confirmSellerApplication'>;

export interface SellerConfirmationInput {
  /** The link's `token` query parameter; null or blank when the link lost it. */
  token: string | null;
}

export interface SellerConfirmationContext {
  token: string;
  /** The shop named by the confirmed application. */
  shopName: string | null;
  /** Why the last try did not confirm: the server's refusal, or a call that did not get through. */
  failure: Failure | null;
}

export type SellerConfirmationEvent = { type: 'confirmation.retried' };

/** A refusal of the link itself (unknown, used, expired): trying it again cannot change the answer. */
const isRefusal = (failure: Failure) =>
  failure.status >= 400 && failure.status < 500 && failure.status !== 408 && failure.status !== 429;

/**
 * The page a confirmation link opens: the link's token is sent once, as the page opens. It ends confirmed (naming the
 * shop), refused with the server's reason, or at once when the link has no token; a call that did not get through
 * (offline, a server error) can be tried again. Nothing waits without an end.
 */
export const sellerConfirmationMachine = setup({
  types: {
    context: {} as SellerConfirmationContext,
    events: {} as SellerConfirmationEvent,
    input: {} as SellerConfirmationInput,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /seller-applications/confirm. */
    confirmApplication: providedByApp<SellerConfirmationAnswer, SellerConfirmationBody>('confirmApplication'),
  },
  actions: {
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
  },
  guards: {
    hasToken: ({ context }) => context.token !== '',
    isRefusal: (_, params: { error: unknown }) => isRefusal(toFailure(params.error)),
  },
}).createMachine({
  id: 'sellerConfirmation',
  context: ({ input }) => ({ token: input.token?.trim() ?? '', shopName: null, failure: null }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Read the link.',
      always: [
        { guard: 'hasToken', target: 'confirming', description: 'Send its token.' },
        { target: 'noToken', description: 'The link lost its token: there is nothing to send.' },
      ],
    },
    confirming: {
      description: 'Waiting for the server.',
      tags: ['busy'],
      invoke: {
        id: 'confirmApplication',
        src: 'confirmApplication',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'confirmed',
          actions: assign({ shopName: ({ event }) => event.output.data.shop_name, failure: null }),
        },
        onError: [
          {
            description: 'The server refused the link (unknown, used or expired): say why.',
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            description: 'The call did not get through: say so, and offer to try again.',
            target: 'failed',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    confirmed: { type: 'final', description: 'The application waits for the marketplace team.' },
    refused: { type: 'final', description: 'The link does not work; the applicant may apply again.' },
    noToken: { type: 'final', description: 'The link is incomplete.' },
    failed: {
      description: 'Not confirmed for want of an answer; the same link can be sent again.',
      on: { 'confirmation.retried': { target: 'confirming', description: 'Send the token again.' } },
    },
  },
});
