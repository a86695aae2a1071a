import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-aria-components/Form';

export interface AuthFormProps {
  onSubmit: () => void;
  children: ReactNode;
  /** Names the form for assistive technology (the dialog's heading). */
  'aria-labelledby'?: string;
}

/**
 * The dialogs' form: Enter in any field submits. Checks are the machines' and the server's (shown under the
 * fields with `aria-describedby`), so the browser's own validation bubbles are off.
 */
export function AuthForm({ onSubmit, children, ...props }: AuthFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Form {...props} validationBehavior="aria" onSubmit={submit} className="mt-4 flex flex-col gap-4">
      {children}
    </Form>
  );
}

/** A line under the form: a question and the button that answers it ("No account yet? Sign Up"). */
export function SwitchLine({ children }: { children: ReactNode }) {
  return <p className="mt-4 flex flex-wrap items-center justify-center gap-1 text-gray-700">{children}</p>;
}
