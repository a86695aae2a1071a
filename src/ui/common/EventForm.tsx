import type { FormEvent, ReactNode, Ref } from 'react';
import { Form } from 'react-aria-components/Form';
import { Button } from '../kit/Button';

export interface EventFormProps {
  /** The submit, as one event to the form's machine (the page does not reload). */
  onSubmit: () => void;
  ref?: Ref<HTMLFormElement>;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A form whose submit goes to its machine. Checks are the machine's and the server's (shown under the fields
 * with `aria-describedby`), so the browser's own validation bubbles are off.
 */
export function EventForm({ onSubmit, children, ...props }: EventFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Form {...props} validationBehavior="aria" onSubmit={submit}>
      {children}
    </Form>
  );
}

/** The form's submit button, at the end of its row; pending while the form's machine is busy. */
export function SubmitRow({ isBusy, children }: { isBusy: boolean; children: ReactNode }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" isPending={isBusy}>
        {children}
      </Button>
    </div>
  );
}
