import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { memo } from 'react';
import { AddressSummary } from './AddressSummary';
import type { CheckoutActor } from './use-checkout';

/** The checkout's delivery address. It reads the chosen address alone, so a shop's tick leaves it be. */
export const CheckoutAddressSection = memo(function CheckoutAddressSection({ checkout }: { checkout: CheckoutActor }) {
  const addressId = useSelector(checkout, (snapshot) => snapshot.context.addressId);
  return (
    <section aria-labelledby="checkout-address" className="flex flex-col gap-3">
      <h2 id="checkout-address" className="font-semibold text-gray-900 text-lg">
        <Trans>Delivery Address</Trans>
      </h2>
      <AddressSummary
        addressId={addressId}
        onSelect={(id: number) => checkout.send({ type: 'checkout.address.select', addressId: id })}
      />
    </section>
  );
});
