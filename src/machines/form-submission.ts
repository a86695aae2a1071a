import { type FormFailure, withoutFieldError } from './form-failure';

/**
 * The submission part the form machines share (address, ticket, profile, return request, change password,
 * product review, contact): editing, a submit checked against the form's rules, a call, and a refusal kept with
 * the server's field errors. Each machine names in its `setup()` the actions these transitions refer to:
 * `showProblems`, `announceInvalid`, `clearProblems`, `keepFailure` and `announceFailure`.
 */

/** The problems without the one of a field being edited again. */
export function withoutProblem<Problems extends object>(problems: Problems, field: string): Problems {
  if (!(field in problems)) return problems;
  const { [field as keyof Problems]: _edited, ...rest } = problems;
  return rest as Problems;
}

/** A field's problem and server error gone, as the shopper changes that field again. */
export function withFieldCleared<Problems extends object, Failure extends FormFailure>(
  form: { problems: Problems; failure: Failure | null },
  field: string,
): { problems: Problems; failure: Failure | null } {
  return { problems: withoutProblem(form.problems, field), failure: withoutFieldError(form.failure, field) };
}

/** A form with a field edited: the new value kept, that field's problem and server error gone. */
export function withFieldEdited<
  Values extends object,
  Field extends keyof Values & string,
  Problems extends object,
  Failure extends FormFailure,
>(
  form: { values: Values; problems: Problems; failure: Failure | null },
  field: Field,
  value: Values[Field],
): { values: Values; problems: Problems; failure: Failure | null } {
  return { values: { ...form.values, [field]: value }, ...withFieldCleared(form, field) };
}

/** What a form tells the screen when a submit was refused or not delivered. */
export function failedEvent<Type extends string, Failure extends FormFailure>(
  type: Type,
  failure: Failure | null,
  hasShownFieldErrors: (failure: Failure | null) => boolean,
) {
  return {
    type,
    status: failure?.status ?? 0,
    message: failure?.message ?? '',
    hasFieldErrors: hasShownFieldErrors(failure),
  };
}

/** The submit event: with a problem nothing is sent and the problems are shown; otherwise the call starts. */
export function submitTransitions<Target extends string>(target: Target, refused: string, sent: string) {
  return [
    { description: refused, guard: 'hasProblems', actions: ['showProblems', 'announceInvalid'] },
    { description: sent, target, actions: 'clearProblems' },
  ] as const;
}

/** The call failed: back to the form with everything kept, the failure kept for the fields and the screen. */
export function failedSubmitTransition<Target extends string>(target: Target, description: string) {
  return {
    description,
    target,
    actions: [
      { type: 'keepFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      'announceFailure',
    ],
  } as const;
}
