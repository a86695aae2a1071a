import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useContactForm } from '../../app/content/use-contact-form';
import type { ContactField } from '../../machines/contact-form/contact-form.machine';
import { EventForm } from '../common/EventForm';
import { useFocusFirstInvalid } from '../common/use-focus-first-invalid';
import { Button } from '../kit/Button';
import { TextArea } from '../kit/TextArea';
import { TextField } from '../kit/TextField';

export interface ContactFormProps {
  /** The id of the heading that names the form. */
  'aria-labelledby': string;
}

/**
 * The public contact form (/contact-us, /support): name, e-mail, phone, subject and message. Checks are the
 * server's, shown under the fields; after a refusal focus moves to the first field in error.
 */
export function ContactForm(props: ContactFormProps) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const actor = useContactForm(useFocusFirstInvalid(formRef));
  const fields = useSelector(actor, (snapshot) => snapshot.context.fields);
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.failure?.fieldErrors);
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));

  const field = (name: ContactField) => ({
    name,
    value: fields[name],
    onChange: (value: string) => actor.send({ type: 'contact.field.changed', field: name, value }),
    errorMessage: fieldErrors?.[name],
  });
  return (
    <EventForm
      ref={formRef}
      aria-labelledby={props['aria-labelledby']}
      onSubmit={() => actor.send({ type: 'contact.submitted' })}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('name')} label={t`Name`} autoComplete="name" maxLength={100} />
        <TextField {...field('phone')} label={t`Phone`} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
      </div>
      <TextField
        {...field('email')}
        label={t`Email`}
        type="email"
        autoComplete="email"
        maxLength={255}
        description={t`Give an e-mail address or a phone number, so we can answer you.`}
      />
      <TextField {...field('subject')} label={t`Subject`} autoComplete="off" isRequired maxLength={255} />
      <TextArea {...field('message')} label={t`Your message`} autoComplete="off" isRequired maxLength={5000} rows={6} />
      <div>
        <Button type="submit" isPending={isBusy}>
          <Trans>Send Message</Trans>
        </Button>
      </div>
    </EventForm>
  );
}
