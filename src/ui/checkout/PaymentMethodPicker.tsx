import { useLingui } from '@lingui/react/macro';
import { useSettings } from '../../app/settings/use-settings';
import { Radio, RadioGroup } from '../kit/RadioGroup';

export interface PaymentMethodPickerProps {
  methods: string[];
  value: string | null;
  onChange: (method: string) => void;
  isDisabled?: boolean;
}

/** Cash on delivery and each online gateway the settings offer (docs/requirements.md §3), one to choose. */
export function PaymentMethodPicker({ methods, value, onChange, isDisabled }: PaymentMethodPickerProps) {
  const { t } = useLingui();
  const { payment_gateways: gateways } = useSettings();
  if (methods.length === 0) {
    return <p role="alert">{t`This shop takes no payment method at the moment.`}</p>;
  }
  return (
    <RadioGroup label={t`Payment Method`} value={value} onChange={onChange} isDisabled={isDisabled}>
      {methods.map((method) => {
        const gateway = gateways.find((candidate) => candidate.name === method);
        return (
          <Radio key={method} value={method}>
            <span className="flex items-center gap-2">
              {gateway && <img src={gateway.logo} alt="" width={32} height={20} className="h-5 w-8 object-contain" />}
              {gateway ? gateway.title : t`Cash on Delivery`}
            </span>
          </Radio>
        );
      })}
    </RadioGroup>
  );
}
