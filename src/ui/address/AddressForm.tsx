import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useAddressForm } from '../../app/addresses/use-address-form';
import { useEmitted } from '../../app/use-emitted';
import { ADDRESS_TYPES, type Address, type AddressFormEmitted } from '../../machines/address-form/address-form.types';
import { EventForm } from '../common/EventForm';
import { usePhoneFieldProps } from '../common/phone-field-props';
import { useFocusFirstInvalid } from '../common/use-focus-first-invalid';
import { Button } from '../kit/Button';
import { Checkbox } from '../kit/Checkbox';
import { Radio, RadioGroup } from '../kit/RadioGroup';
import { AddressTextField, useFieldError } from './AddressTextField';
import { addressTypeLabel } from './address-text';

export interface AddressFormProps {
  /** The address to change; without one the form adds a new address. */
  address?: Address | null;
  /** Runs once the server kept the address (the session's addresses are reloaded already). */
  onSaved?: (address: Address) => void;
  /** Shows a Cancel button that runs this. */
  onCancel?: () => void;
  /** Focus the first field on mount (in a dialog). */
  autoFocus?: boolean;
  /** The id of the heading that names the form (on a page; a dialog's form is named by the dialog). */
  'aria-labelledby'?: string;
}

/**
 * The address form (docs/requirements.md §2, address modal; the account's address pages): name, phone, address lines,
 * area, flat, post code, type and the default flag. Checks are the machine's and the server's, shown under
 * the fields; after a refused submit focus moves to the first field in error.
 */
export function AddressForm({ address, onSaved, onCancel, autoFocus, ...props }: AddressFormProps) {
  const { t, i18n } = useLingui();
  const actor = useAddressForm({ address, onSaved });
  const phoneField = usePhoneFieldProps(useSelector(actor, (snapshot) => snapshot.context.rules));
  const addressType = useSelector(actor, (snapshot) => snapshot.context.values.address_type);
  const isDefault = useSelector(actor, (snapshot) => snapshot.context.values.is_default);
  const isDefaultLocked = useSelector(actor, (snapshot) => snapshot.context.isDefaultLocked);
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const addressTypeError = useFieldError(actor, 'address_type');

  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  useEmitted(actor, (event: AddressFormEmitted) => {
    if (event.type === 'address.invalid' || (event.type === 'address.failed' && event.hasFieldErrors)) {
      focusFirstInvalid();
    }
  });

  return (
    <EventForm
      ref={formRef}
      aria-labelledby={props['aria-labelledby']}
      onSubmit={() => actor.send({ type: 'address.submitted' })}
      className="mt-4 flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <AddressTextField
          actor={actor}
          field="name"
          label={t`Name`}
          autoComplete="name"
          autoFocus={autoFocus}
          isRequired
          maxLength={255}
        />
        <AddressTextField actor={actor} field="phone" {...phoneField} />
      </div>
      <AddressTextField
        actor={actor}
        field="address_line"
        label={t`Address Line`}
        autoComplete="address-line1"
        isRequired
        maxLength={500}
      />
      <AddressTextField
        actor={actor}
        field="address_line2"
        label={t`Address Line 2`}
        autoComplete="address-line2"
        maxLength={500}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <AddressTextField actor={actor} field="area" label={t`Area`} autoComplete="address-level2" maxLength={255} />
        <AddressTextField
          actor={actor}
          field="flat_no"
          label={t`Flat No`}
          autoComplete="address-line3"
          maxLength={64}
        />
        <AddressTextField
          actor={actor}
          field="post_code"
          label={t`Post Code`}
          autoComplete="postal-code"
          maxLength={32}
        />
      </div>
      <RadioGroup
        name="address_type"
        label={t`Address Type`}
        orientation="horizontal"
        isRequired
        value={addressType}
        onChange={(value) => actor.send({ type: 'address.field.changed', field: 'address_type', value })}
        errorMessage={addressTypeError}
      >
        {ADDRESS_TYPES.map((type) => (
          <Radio key={type} value={type}>
            {addressTypeLabel(i18n, type)}
          </Radio>
        ))}
      </RadioGroup>
      {isDefaultLocked ? (
        <p className="text-gray-700 text-sm">
          {address?.is_default ? (
            <Trans>This is your default address.</Trans>
          ) : (
            <Trans>Your first address becomes your default address.</Trans>
          )}
        </p>
      ) : (
        <Checkbox
          name="is_default"
          isSelected={isDefault}
          onChange={(checked) => actor.send({ type: 'address.default.changed', isDefault: checked })}
        >
          <Trans>Make this my default address</Trans>
        </Checkbox>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" isPending={isBusy}>
          <Trans>Save Address</Trans>
        </Button>
      </div>
    </EventForm>
  );
}
