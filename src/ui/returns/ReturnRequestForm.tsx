import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { Schema } from '../../api/types';
import { useReturnRequest } from '../../app/returns/use-return-request';
import { useEmitted } from '../../app/use-emitted';
import { RETURN_LIMITS } from '../../machines/return-request/return-request.rules';
import type { ReturnRequestEmitted } from '../../machines/return-request/return-request.types';
import { EventForm } from '../common/EventForm';
import { useFocusFirstInvalid } from '../common/use-focus-first-invalid';
import { Button, buttonStyles } from '../kit/Button';
import { Link } from '../kit/Link';
import { ReturnProductPicker } from './ReturnProductPicker';
import { ReturnTextField } from './ReturnTextField';
import { useReturnFieldError } from './use-return-field-error';

/**
 * The return request of a returnable order: the lines to return, the reason, the bank account for the refund
 * and the return address. Checks are the machine's and the server's, shown under the fields; after a refused
 * submit focus moves to the first field in error.
 */
export function ReturnRequestForm({ order }: { order: Schema<'OrderDetails'> }) {
  const { t } = useLingui();
  const actor = useReturnRequest(order);
  const productIds = useSelector(actor, (snapshot) => snapshot.context.values.productIds);
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const productsError = useReturnFieldError(actor, 'product_ids');
  const maxReason = RETURN_LIMITS.reason;

  // A returned line is disabled, so it is passed over.
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef, '[aria-invalid="true"]:not(:disabled)');
  useEmitted(actor, (event: ReturnRequestEmitted) => {
    if (event.type === 'return.invalid' || (event.type === 'return.failed' && event.hasFieldErrors)) {
      focusFirstInvalid();
    }
  });

  return (
    <EventForm
      ref={formRef}
      aria-label={t`Return request`}
      onSubmit={() => actor.send({ type: 'return.submitted' })}
      className="flex flex-col gap-5 rounded-lg border border-gray-200 bg-white p-4 sm:p-5"
    >
      <ReturnProductPicker
        products={order.products}
        value={productIds}
        onChange={(chosen) => actor.send({ type: 'return.products.changed', productIds: chosen })}
        errorMessage={productsError}
      />
      <ReturnTextField
        actor={actor}
        field="reason"
        multiline
        label={t`Reason for the return`}
        description={t`What is wrong with the products, in up to ${maxReason} characters.`}
        isRequired
        maxLength={RETURN_LIMITS.reason}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ReturnTextField
          actor={actor}
          field="bank_name"
          label={t`Bank name`}
          autoComplete="off"
          maxLength={RETURN_LIMITS.bank_name}
        />
        <ReturnTextField
          actor={actor}
          field="bank_account_number"
          label={t`Bank account number`}
          description={t`The refund is paid into this account.`}
          autoComplete="off"
          isRequired
          maxLength={RETURN_LIMITS.bank_account_number}
        />
      </div>
      <ReturnTextField
        actor={actor}
        field="return_address"
        multiline
        rows={3}
        label={t`Return address`}
        description={t`Where the shop collects the products.`}
        autoComplete="street-address"
        isRequired
        maxLength={RETURN_LIMITS.return_address}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Link href={`/order-history/${order.id}`} variant="plain" className={buttonStyles({ variant: 'secondary' })}>
          <Trans>Cancel</Trans>
        </Link>
        <Button type="submit" isPending={isBusy}>
          <Trans>Request Return</Trans>
        </Button>
      </div>
    </EventForm>
  );
}
