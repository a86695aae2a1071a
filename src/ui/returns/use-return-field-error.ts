import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReturnRequestActorRef } from '../../app/returns/use-return-request';
import type { ReturnField } from '../../machines/return-request/return-request.types';
import { returnProblemText } from './return-text';

/** The words under a field: the form's own check first, else the server's first message for it. */
export function useReturnFieldError(actor: ReturnRequestActorRef, field: ReturnField): string | undefined {
  const { i18n } = useLingui();
  const problem = useSelector(actor, (snapshot) => snapshot.context.problems[field]);
  const serverError = useSelector(actor, (snapshot) => snapshot.context.failure?.fieldErrors[field]);
  return problem ? returnProblemText(i18n, field, problem) : serverError;
}
