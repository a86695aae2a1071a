import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { phoneProblemText, registrationProblemText } from '../../app/auth/auth-messages';
import type { CountriesState } from '../../app/auth/use-countries';
import type { registrationMachine } from '../../machines/auth/registration.machine';
import { Button } from '../kit/Button';
import { Link } from '../kit/Link';
import { PasswordField } from '../kit/PasswordField';
import { TextField } from '../kit/TextField';
import { AuthForm, SwitchLine } from './AuthForm';
import { CountryField } from './CountryField';
import { PhoneField } from './PhoneField';

export interface RegistrationFormProps {
  registration: ActorRefFrom<typeof registrationMachine>;
  countries: CountriesState;
  onLogIn: () => void;
  /** Following the terms or privacy link closes the dialog. */
  onLeave: () => void;
}

/** Full name, country, phone with its country code, e-mail and password (docs/requirements.md §2). */
export function RegistrationForm({ registration, countries, onLogIn, onLeave }: RegistrationFormProps) {
  const { t, i18n } = useLingui();
  const form = useSelector(registration, (snapshot) => snapshot.context.form);
  const rules = useSelector(registration, (snapshot) => snapshot.context.rules);
  const phoneProblem = useSelector(registration, (snapshot) => snapshot.context.phoneProblem);
  const problems = useSelector(registration, (snapshot) => snapshot.context.problems);
  const fieldErrors = useSelector(registration, (snapshot) => snapshot.context.error?.fieldErrors);
  const isBusy = useSelector(registration, (snapshot) => snapshot.hasTag('busy'));
  /** The form's own check first, else the server's first message for the field. */
  const errorOf = (field: keyof typeof problems, serverError: string | undefined) => {
    const problem = problems[field];
    return problem ? registrationProblemText(i18n, field, problem) : serverError;
  };
  const change = (field: 'name' | 'email' | 'password' | 'phone') => (value: string) =>
    registration.send({ type: 'registration.field.changed', field, value });

  return (
    <>
      <AuthForm step={registration} onSubmit={() => registration.send({ type: 'registration.submitted' })}>
        <TextField
          label={t`Full Name`}
          name="name"
          autoComplete="name"
          autoFocus
          isRequired
          value={form.name}
          onChange={change('name')}
          errorMessage={errorOf('name', fieldErrors?.name)}
        />
        <CountryField
          countries={countries}
          value={form.country}
          isRequired={rules.phoneRequired}
          onSelect={(country) =>
            registration.send({
              type: 'registration.country.selected',
              country: country.name,
              phoneCode: country.phone_code,
            })
          }
          errorMessage={errorOf('country', fieldErrors?.country ?? fieldErrors?.phone_code)}
        />
        <PhoneField
          value={form.phone}
          onChange={change('phone')}
          phoneCode={form.phone_code}
          isRequired={rules.phoneRequired}
          minLength={rules.phoneMinLength}
          maxLength={rules.phoneMaxLength}
          errorMessage={phoneProblem ? phoneProblemText(i18n, phoneProblem, rules) : fieldErrors?.phone}
        />
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          value={form.email}
          onChange={change('email')}
          errorMessage={errorOf('email', fieldErrors?.email)}
        />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="new-password"
          isRequired
          value={form.password}
          onChange={change('password')}
          errorMessage={errorOf('password', fieldErrors?.password)}
        />
        <p className="text-gray-700 text-sm">
          <Trans>
            By signing up you accept the{' '}
            <Link href="/terms-and-conditions" onPress={onLeave}>
              Terms & Conditions
            </Link>{' '}
            and the{' '}
            <Link href="/privacy-policy" onPress={onLeave}>
              Privacy Policy
            </Link>
            .
          </Trans>
        </p>
        <Button type="submit" isPending={isBusy}>
          <Trans>Sign Up</Trans>
        </Button>
      </AuthForm>
      <SwitchLine>
        <Trans>Already have an account?</Trans>
        <Button variant="link" size="sm" onPress={onLogIn}>
          <Trans>Log in</Trans>
        </Button>
      </SwitchLine>
    </>
  );
}
