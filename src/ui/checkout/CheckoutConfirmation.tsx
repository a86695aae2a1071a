import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useSessionSelector } from '../../app/session/SessionProvider';
import { useSettings } from '../../app/settings/use-settings';
import { selectAddresses } from '../../machines/session/session.selectors';
import { OrderConfirmDialog } from './OrderConfirmDialog';
import type { CheckoutActor } from './use-checkout';

/** The confirm-order modal, once there are figures to confirm. */
export function CheckoutConfirmation({ checkout }: { checkout: CheckoutActor }) {
  const { t } = useLingui();
  const settings = useSettings();
  const figures = useSelector(checkout, (snapshot) => snapshot.context.figures);
  const addressId = useSelector(checkout, (snapshot) => snapshot.context.addressId);
  const method = useSelector(checkout, (snapshot) => snapshot.context.paymentMethod);
  const placeError = useSelector(checkout, (snapshot) => snapshot.context.placeError);
  const isPlacing = useSelector(checkout, (snapshot) => snapshot.hasTag('placing'));
  const isConfirming = useSelector(checkout, (snapshot) =>
    (['confirming', 'placing', 'failed'] as const).some((state) => snapshot.matches({ order: state })),
  );
  const addresses = useSessionSelector(selectAddresses);
  if (!figures) return null;

  const address = addresses.find((candidate) => candidate.id === addressId);
  const gateway = settings.payment_gateways.find((candidate) => candidate.name === method);
  return (
    <OrderConfirmDialog
      isOpen={isConfirming}
      figures={figures}
      paymentLabel={gateway ? gateway.title : t`Cash on Delivery`}
      address={address ? `${address.name}, ${address.address_line}` : ''}
      isPlacing={isPlacing}
      error={placeError}
      onConfirm={() => checkout.send({ type: 'checkout.place' })}
      onCancel={() => checkout.send({ type: 'checkout.confirm.cancel' })}
    />
  );
}
