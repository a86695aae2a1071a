import type { ProductReviewContext, ReviewField, ReviewProblem } from './order-actions.types';

/** The contract's limit for a review's text. */
export const REVIEW_DESCRIPTION_MAX = 1000;

/** What stops the review being sent: no star chosen, no text, or too much text. */
export function reviewProblemsOf({
  rating,
  description,
}: Pick<ProductReviewContext, 'rating' | 'description'>): Partial<Record<ReviewField, ReviewProblem>> {
  const text = description.trim();
  return {
    ...(rating === null && { rating: 'required' as const }),
    ...(text === '' && { description: 'required' as const }),
    ...(text.length > REVIEW_DESCRIPTION_MAX && { description: 'tooLong' as const }),
  };
}

/** A whole number of stars from 1 to 5. */
export function isStarCount(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 5;
}

/** The fields the review form shows: a server error on another field (order_id, product_id) is shown as a message. */
export const REVIEW_FIELDS: readonly ReviewField[] = ['rating', 'description'];
