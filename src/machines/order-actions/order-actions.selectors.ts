import type { SnapshotFrom } from 'xstate';
import type { orderAgainMachine } from './order-again.machine';
import type { orderCancelMachine } from './order-cancel.machine';
import type { productReviewMachine } from './product-review.machine';

type CancelSnapshot = SnapshotFrom<typeof orderCancelMachine>;
type AgainSnapshot = SnapshotFrom<typeof orderAgainMachine>;
type ReviewSnapshot = SnapshotFrom<typeof productReviewMachine>;

/** The order-cancel dialog is shown (asking, cancelling, or saying why it failed). */
export const selectIsCancelDialogOpen = (snapshot: CancelSnapshot) => snapshot.hasTag('open');
export const selectIsCancelling = (snapshot: CancelSnapshot) => snapshot.hasTag('busy');
export const selectCancelFailure = (snapshot: CancelSnapshot) => snapshot.context.failure;

export const selectIsOrderingAgain = (snapshot: AgainSnapshot) => snapshot.hasTag('busy');

export const selectReviewRating = (snapshot: ReviewSnapshot) => snapshot.context.rating;
export const selectReviewDescription = (snapshot: ReviewSnapshot) => snapshot.context.description;
export const selectReviewProblems = (snapshot: ReviewSnapshot) => snapshot.context.problems;
export const selectReviewFailure = (snapshot: ReviewSnapshot) => snapshot.context.failure;
export const selectIsSubmittingReview = (snapshot: ReviewSnapshot) => snapshot.hasTag('busy');
