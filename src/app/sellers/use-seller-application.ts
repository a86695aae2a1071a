import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { sellersEndpoints } from '../../api/endpoints/sellers';
import { settingsEndpoints } from '../../api/endpoints/settings';
import { failureText } from '../../lib/failure-text';
import type { PhoneRules } from '../../machines/auth/phone-rules';
import { sellerApplicationMachine } from '../../machines/seller-application/seller-application.machine';
import type {
  SellerApplicationAnswer,
  SellerApplicationBody,
  SellerApplicationEmitted,
  SellerField,
} from '../../machines/seller-application/seller-application.types';
import { useCountries } from '../auth/use-countries';
import { notify } from '../notify';
import { useApiClient } from '../session/ApiContext';
import { useEmitted } from '../use-emitted';
import { sellerProblemText } from './seller-text';

export interface SellerApplicationHandlers {
  /** A submit was refused: the form's own checks, or the server's errors on its fields (focus the first). */
  onInvalid: () => void;
}

/**
 * A seller application actor on the session's client, with the phone lengths of `/master`, and the country list for
 * the phone's calling code. A refusal that names no field of the form (a limit, the server unreachable) is a toast;
 * field errors go under the fields.
 */
export function useSellerApplication(
  rules: Pick<PhoneRules, 'phoneMinLength' | 'phoneMaxLength'>,
  on: SellerApplicationHandlers,
) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [{ logic, loadCountries }] = useState(() => {
    const sellers = sellersEndpoints(client);
    const settings = settingsEndpoints(client);
    return {
      logic: sellerApplicationMachine.provide({
        actors: {
          applyAsSeller: fromPromise<SellerApplicationAnswer, SellerApplicationBody>(({ input, signal }) =>
            sellers.applyAsSeller(input, signal),
          ),
        },
      }),
      loadCountries: (signal: AbortSignal) => settings.listCountries(signal).then((body) => body.data.countries),
    };
  });
  const actor = useActorRef(logic, { input: rules });
  const countries = useCountries(loadCountries, true);

  useEmitted(actor, (event: SellerApplicationEmitted) => {
    if (event.type === 'seller.invalid') {
      on.onInvalid();
    } else if (event.type === 'seller.failed') {
      if (event.hasFieldErrors) on.onInvalid();
      else notify.error(failureText(i18n, event));
    }
  });
  return { actor, countries };
}

export type SellerApplicationActorRef = ReturnType<typeof useSellerApplication>['actor'];

/** The words under a field: the form's own check first, else the server's first message for it. */
export function useSellerFieldError(actor: SellerApplicationActorRef, field: SellerField): string | undefined {
  const { i18n } = useLingui();
  const problem = useSelector(actor, (snapshot) => snapshot.context.problems[field]);
  const rules = useSelector(actor, (snapshot) => snapshot.context.rules);
  const serverError = useSelector(actor, (snapshot) => snapshot.context.failure?.fieldErrors[field]);
  return problem ? sellerProblemText(i18n, field, problem, rules) : serverError;
}
