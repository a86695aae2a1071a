import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { forgotProblemText } from '../../app/auth/auth-messages';
import type { CountriesState } from '../../app/auth/use-countries';
import type { forgotRequestMachine } from '../../machines/auth/forgot-request.machine';
import { Button } from '../kit/Button';
import { TextField } from '../kit/TextField';
import { AuthForm } from './AuthForm';
import { CountryField } from './CountryField';

export interface ForgotRequestFormProps {
  forgot: ActorRefFrom<typeof forgotRequestMachine>;
  countries: CountriesState;
}

/** Step one of forgot password: the country and the e-mail or phone the code goes to. */
export function ForgotRequestForm({ forgot, countries }: ForgotRequestFormProps) {
  const { t, i18n } = useLingui();
  const country = useSelector(forgot, (snapshot) => snapshot.context.country);
  const phone = useSelector(forgot, (snapshot) => snapshot.context.phone);
  const problems = useSelector(forgot, (snapshot) => snapshot.context.problems);
  const fieldErrors = useSelector(forgot, (snapshot) => snapshot.context.error?.fieldErrors);
  const isBusy = useSelector(forgot, (snapshot) => snapshot.hasTag('busy'));

  return (
    <>
      <p className="mt-2 text-gray-700">
        <Trans>We will send a 4-digit code to your e-mail or phone.</Trans>
      </p>
      <AuthForm step={forgot} onSubmit={() => forgot.send({ type: 'forgot.submitted' })}>
        <CountryField
          countries={countries}
          value={country}
          isRequired
          autoFocus
          onSelect={(chosen) =>
            forgot.send({ type: 'forgot.country.selected', country: chosen.name, phoneCode: chosen.phone_code })
          }
          errorMessage={
            problems.country
              ? forgotProblemText(i18n, problems.country)
              : (fieldErrors?.country ?? fieldErrors?.phone_code)
          }
        />
        <TextField
          label={t`Email or Phone`}
          name="phone"
          autoComplete="username"
          isRequired
          value={phone}
          onChange={(value) => forgot.send({ type: 'forgot.field.changed', field: 'phone', value })}
          errorMessage={problems.phone ? forgotProblemText(i18n, problems.phone) : fieldErrors?.phone}
        />
        <Button type="submit" isPending={isBusy}>
          <Trans>Send Code</Trans>
        </Button>
      </AuthForm>
    </>
  );
}
