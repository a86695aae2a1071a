import type { ReactNode } from 'react';
import { EventForm } from '../common/EventForm';

export interface AuthFormProps {
  onSubmit: () => void;
  children: ReactNode;
  /** Names the form for assistive technology (the dialog's heading). */
  'aria-labelledby'?: string;
}

/** The dialogs' form: Enter in any field submits (see EventForm for the checks). */
export function AuthForm(props: AuthFormProps) {
  return <EventForm {...props} className="mt-4 flex flex-col gap-4" />;
}

/** A line under the form: a question and the button that answers it ("No account yet? Sign Up"). */
export function SwitchLine({ children }: { children: ReactNode }) {
  return <p className="mt-4 flex flex-wrap items-center justify-center gap-1 text-gray-700">{children}</p>;
}
