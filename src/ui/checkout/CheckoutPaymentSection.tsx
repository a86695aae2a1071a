import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { memo } from 'react';
import { TextArea } from '../kit/TextArea';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import type { CheckoutActor } from './use-checkout';

/** How the shopper pays, and the note for the shop. It reads those alone, so a shop's tick leaves it be. */
export const CheckoutPaymentSection = memo(function CheckoutPaymentSection({ checkout }: { checkout: CheckoutActor }) {
  const { t } = useLingui();
  const methods = useSelector(checkout, (snapshot) => snapshot.context.paymentMethods);
  const method = useSelector(checkout, (snapshot) => snapshot.context.paymentMethod);
  const note = useSelector(checkout, (snapshot) => snapshot.context.note);
  return (
    <section aria-labelledby="checkout-payment" className="flex flex-col gap-3">
      <h2 id="checkout-payment" className="sr-only">
        <Trans>Payment</Trans>
      </h2>
      <PaymentMethodPicker
        methods={methods}
        value={method}
        onChange={(next) => checkout.send({ type: 'checkout.payment.select', method: next })}
      />
      <TextArea
        label={t`Note for the shop (optional)`}
        value={note}
        onChange={(next) => checkout.send({ type: 'checkout.note.change', note: next })}
        maxLength={1000}
        rows={3}
      />
    </section>
  );
});
