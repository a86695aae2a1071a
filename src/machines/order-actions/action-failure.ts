import { formFailureOf } from '../form-failure';
import type { ActionFailure } from './order-actions.types';

/** What the screen needs of a failed call: a call that never got an answer counts as not delivered (status 0). */
export const toActionFailure = (error: unknown): ActionFailure => formFailureOf(error);
