import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { type ProductReviewActor, useProductReview } from '../../app/orders/use-product-review';
import { useEmitted } from '../../app/use-emitted';
import { failureText } from '../../lib/failure-text';
import {
  selectIsSubmittingReview,
  selectReviewDescription,
  selectReviewFailure,
  selectReviewProblems,
  selectReviewRating,
} from '../../machines/order-actions/order-actions.selectors';
import type {
  ProductReviewEmitted,
  ReviewField,
  ReviewProblem,
} from '../../machines/order-actions/order-actions.types';
import { REVIEW_DESCRIPTION_MAX, REVIEW_FIELDS } from '../../machines/order-actions/product-review.rules';
import { EventForm } from '../common/EventForm';
import { Button } from '../kit/Button';
import { RatingField } from '../kit/RatingField';
import { TextArea } from '../kit/TextArea';

function problemText(i18n: I18n, field: ReviewField, problem: ReviewProblem): string {
  if (field === 'rating') return i18n._(msg`Choose a rating from 1 to 5 stars.`);
  return problem === 'tooLong'
    ? i18n._(msg`Keep your review to ${REVIEW_DESCRIPTION_MAX} characters or fewer.`)
    : i18n._(msg`Write a few words about the product.`);
}

/** The words under a field: the form's own check first, else the server's first message for it. */
function useReviewFieldError(actor: ProductReviewActor, field: ReviewField): string | undefined {
  const { i18n } = useLingui();
  const problem = useSelector(actor, (snapshot) => selectReviewProblems(snapshot)[field]);
  const serverError = useSelector(actor, (snapshot) => selectReviewFailure(snapshot)?.fieldErrors[field]);
  return problem ? problemText(i18n, field, problem) : serverError;
}

/** A refusal that names no field of the form (already reviewed, not delivered…), or a lost connection. */
function ReviewFailureMessage({ actor }: { actor: ProductReviewActor }) {
  const { i18n } = useLingui();
  const failure = useSelector(actor, selectReviewFailure);
  const isOnAField = REVIEW_FIELDS.some((field) => Boolean(failure?.fieldErrors[field]));
  return (
    <div role="alert" className="empty:hidden rounded-md border border-red-300 bg-red-50 p-3 text-red-900 text-sm">
      {failure && !isOnAField ? failureText(i18n, failure) : null}
    </div>
  );
}

export interface ReviewFormProps {
  orderId: number;
  productId: number;
  onCancel: () => void;
  onSaved: () => void;
}

/** Stars and a text for one delivered product; after a refused submit focus moves to the first field in error. */
export function ReviewForm({ orderId, productId, onCancel, onSaved }: ReviewFormProps) {
  const { t } = useLingui();
  const actor = useProductReview({ orderId, productId }, onSaved);
  const rating = useSelector(actor, selectReviewRating);
  const description = useSelector(actor, selectReviewDescription);
  const isBusy = useSelector(actor, selectIsSubmittingReview);
  const ratingError = useReviewFieldError(actor, 'rating');
  const descriptionError = useReviewFieldError(actor, 'description');

  // Errors render after the event; focus waits for them. A star group in error takes focus on its first star.
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEmitted(actor, (event: ProductReviewEmitted) => {
    if (event.type === 'review.invalid' || (event.type === 'review.failed' && event.hasFieldErrors)) {
      setFocusRequest((count) => count + 1);
    }
  });
  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid?.getAttribute('role') === 'radiogroup' ? invalid.querySelector<HTMLElement>('input') : invalid)?.focus();
  }, [focusRequest]);

  return (
    <EventForm
      ref={formRef}
      onSubmit={() => actor.send({ type: 'review.submitted' })}
      className="mt-4 flex flex-col gap-4"
    >
      <RatingField
        name="rating"
        label={t`Your rating`}
        isRequired
        value={rating}
        onChange={(stars) => actor.send({ type: 'review.rating.changed', rating: stars })}
        errorMessage={ratingError}
      />
      <TextArea
        name="description"
        label={t`Your review`}
        isRequired
        value={description}
        onChange={(text) => actor.send({ type: 'review.description.changed', description: text })}
        description={t`Up to ${REVIEW_DESCRIPTION_MAX} characters.`}
        errorMessage={descriptionError}
      />
      <ReviewFailureMessage actor={actor} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onPress={onCancel} isDisabled={isBusy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" isPending={isBusy}>
          <Trans>Submit review</Trans>
        </Button>
      </div>
    </EventForm>
  );
}
