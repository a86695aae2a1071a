import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { PayAgainActor, PaymentGateway } from '../../app/orders/use-pay-again';
import { selectCanPay, selectFailure, selectIsBusy, selectMethod } from '../../machines/pay-again/pay-again.selectors';
import { Button } from '../kit/Button';
import { Radio, RadioGroup } from '../kit/RadioGroup';

/** A choice of gateway, offered only when the shop has more than one active. */
export function GatewayChoice({ actor, gateways }: { actor: PayAgainActor; gateways: PaymentGateway[] }) {
  const { t } = useLingui();
  const method = useSelector(actor, selectMethod);
  const isBusy = useSelector(actor, selectIsBusy);
  if (gateways.length < 2) return null;
  return (
    <RadioGroup
      label={t`Pay with`}
      value={method}
      isDisabled={isBusy}
      onChange={(value) => actor.send({ type: 'payAgain.method.select', method: value })}
    >
      {gateways.map((gateway) => (
        <Radio key={gateway.name} value={gateway.name}>
          <img src={gateway.logo} alt="" width={32} height={20} className="h-5 w-8 object-contain" />
          {gateway.title}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** Why Pay Now did not lead to the payment page, as an alert: the server's own words when it refused. */
export function PayAgainFailureMessage({ actor }: { actor: PayAgainActor }) {
  const failure = useSelector(actor, selectFailure);
  return (
    <div role="alert" className="empty:hidden rounded-md border border-red-300 bg-red-50 p-3 text-red-900 text-sm">
      {failure?.code === 'refused' && failure.message}
      {failure?.code === 'offline' && <Trans>We could not reach the shop. Check your connection and try again.</Trans>}
      {failure?.code === 'badLink' && <Trans>The payment could not be started. Please try again later.</Trans>}
    </div>
  );
}

/** Pay Now: asks for a payment page and shows it is under way until the browser leaves. */
export function PayNowButton({ actor }: { actor: PayAgainActor }) {
  const isBusy = useSelector(actor, selectIsBusy);
  const canPay = useSelector(actor, selectCanPay);
  return (
    <Button isPending={isBusy} isDisabled={!isBusy && !canPay} onPress={() => actor.send({ type: 'payAgain.submit' })}>
      <Trans>Pay Now</Trans>
    </Button>
  );
}
