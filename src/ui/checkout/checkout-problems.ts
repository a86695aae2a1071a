import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CheckoutProblem } from '../../machines/checkout/checkout.types';

/** What the shopper reads when 'Place Order' cannot go on yet (the first is worded as docs/requirements.md §5 says). */
export const CHECKOUT_PROBLEMS: Record<CheckoutProblem, MessageDescriptor> = {
  noShopSelected: msg`Please select at least one shop`,
  noAddress: msg`Please add a delivery address`,
  noPaymentMethod: msg`Please choose a payment method`,
  figuresNotReady: msg`Please wait until the amounts are worked out`,
};
