import type { SnapshotFrom } from 'xstate';
import type { payAgainMachine } from './pay-again.machine';

type PayAgainSnapshot = SnapshotFrom<typeof payAgainMachine>;

/** Paying online is offered for this order (payable, and the shop has an active gateway). */
export const selectIsOffered = (snapshot: PayAgainSnapshot) => !snapshot.matches('unavailable');

/** The gateway Pay Now will use. */
export const selectMethod = (snapshot: PayAgainSnapshot) => snapshot.context.method;

/** A payment page is being asked for or opened: Pay Now is pending. */
export const selectIsBusy = (snapshot: PayAgainSnapshot) => snapshot.hasTag('busy');

/** Why the last try failed, or null. */
export const selectFailure = (snapshot: PayAgainSnapshot) => snapshot.context.failure;

/** Pay Now can be pressed: an active gateway is chosen and nothing is under way. */
export const selectCanPay = (snapshot: PayAgainSnapshot) => snapshot.can({ type: 'payAgain.submit' });
