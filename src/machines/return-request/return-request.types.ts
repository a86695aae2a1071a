import type { Answer, JsonBody } from '../../api/types';
import type { FormFailure } from '../form-failure';

export type ReturnRequestBody = JsonBody<'createReturnOrder'>;
export type ReturnRequestAnswer = Answer<'createReturnOrder'>;

/** The text fields, named as the contract names them. */
export type ReturnTextField = 'reason' | 'bank_name' | 'bank_account_number' | 'return_address';
/** Every field with room for an error under it (the product picker is `product_ids`). */
export type ReturnField = ReturnTextField | 'product_ids';

export interface ReturnRequestValues extends Record<ReturnTextField, string> {
  /** The chosen lines' product ids, in the order they were ticked. */
  productIds: number[];
}

/** A client-side check's code; the UI turns it into words. */
export type ReturnProblem = 'required' | 'tooLong';
export type ReturnProblems = Partial<Record<ReturnField, ReturnProblem>>;

/** A refused submit: the status (0 when the server was not reached), the server's message and field errors. */
export type ReturnFailure = FormFailure;

export interface ReturnRequestInput {
  orderId: number;
  /** The lines that may still be returned; others cannot be ticked. */
  returnableProductIds: readonly number[];
  /** Prefills the return address (the order's shipping address as text). */
  returnAddress?: string;
}

export interface ReturnRequestContext {
  orderId: number;
  returnableProductIds: readonly number[];
  values: ReturnRequestValues;
  problems: ReturnProblems;
  failure: ReturnFailure | null;
}

export type ReturnRequestEvent =
  | { type: 'return.field.changed'; field: ReturnTextField; value: string }
  | { type: 'return.products.changed'; productIds: readonly number[] }
  | { type: 'return.submitted' };

/** Told to the screen: the new return (with the server's message), or why nothing was sent or kept. */
export type ReturnRequestEmitted =
  | { type: 'return.requested'; returnId: number | null; message: string }
  | { type: 'return.invalid' }
  | { type: 'return.failed'; status: number; message: string; hasFieldErrors: boolean };
