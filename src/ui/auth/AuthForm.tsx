import { type ReactNode, useRef } from 'react';
import type { AnyActorRef } from 'xstate';
import { useEmitted } from '../../app/use-emitted';
import type { AuthRefused } from '../../machines/auth/auth.types';
import { EventForm } from '../common/EventForm';
import { useFocusFirstInvalid } from '../common/use-focus-first-invalid';

export interface AuthFormProps {
  /** The step's actor: a refused submit (`auth.refused`) moves focus to the first field in error. */
  step: AnyActorRef;
  onSubmit: () => void;
  children: ReactNode;
  /** Names the form for assistive technology (the dialog's heading). */
  'aria-labelledby'?: string;
}

/**
 * The dialogs' form: Enter in any field submits (see EventForm for the checks). A refused submit marks its fields
 * and focus goes to the first one in error, where a screen reader reads the field with its error.
 */
export function AuthForm({ step, ...props }: AuthFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  useEmitted(step, (event: { type: string } | AuthRefused) => {
    if (event.type === 'auth.refused') focusFirstInvalid();
  });
  return <EventForm {...props} ref={formRef} className="mt-4 flex flex-col gap-4" />;
}

/** A line under the form: a question and the button that answers it ("No account yet? Sign Up"). */
export function SwitchLine({ children }: { children: ReactNode }) {
  return <p className="mt-4 flex flex-wrap items-center justify-center gap-1 text-gray-700">{children}</p>;
}
