import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTicketIssueTypes } from '../../app/tickets/use-support-tickets';
import { type TicketFormActorRef, useTicketFieldError, useTicketForm } from '../../app/tickets/use-ticket-form';
import { useEmitted } from '../../app/use-emitted';
import { TICKET_LIMITS } from '../../machines/ticket-form/ticket-form.rules';
import type { TicketDetails, TicketFormEmitted, TicketTextField } from '../../machines/ticket-form/ticket-form.types';
import { EventForm } from '../common/EventForm';
import { LoadFailed } from '../common/LoadFailed';
import { useFocusFirstInvalid } from '../common/use-focus-first-invalid';
import { Button } from '../kit/Button';
import { Select } from '../kit/Select';
import { TextArea } from '../kit/TextArea';
import { TextField, type TextFieldProps } from '../kit/TextField';
import { TicketAttachmentPicker } from './TicketAttachmentPicker';

interface TicketTextInputProps extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'errorMessage'> {
  actor: TicketFormActorRef;
  field: TicketTextField;
  multiline?: boolean;
}

/** One text field of the form, reading only its own value and error (a keystroke renders this field alone). */
function TicketTextInput({ actor, field, multiline, ...props }: TicketTextInputProps) {
  const value = useSelector(actor, (snapshot) => snapshot.context.values[field]);
  const errorMessage = useTicketFieldError(actor, field);
  const shared = {
    ...props,
    name: field,
    value,
    onChange: (next: string) => actor.send({ type: 'ticket.field.changed', field, value: next }),
    errorMessage,
  };
  return multiline ? <TextArea {...shared} rows={6} /> : <TextField {...shared} />;
}

/** The form's files, reading only them (a keystroke elsewhere does not render the list). */
function NewTicketAttachments({ actor }: { actor: TicketFormActorRef }) {
  const files = useSelector(actor, (snapshot) => snapshot.context.files);
  const rejections = useSelector(actor, (snapshot) => snapshot.context.rejections);
  const serverError = useSelector(actor, (snapshot) => snapshot.context.failure?.fieldErrors.attachments);
  return (
    <TicketAttachmentPicker
      files={files}
      rejections={rejections}
      serverError={serverError}
      onAdd={(chosen) => actor.send({ type: 'ticket.files.added', files: chosen })}
      onRemove={(id) => actor.send({ type: 'ticket.file.removed', id })}
    />
  );
}

/** The issue types from GET /ticket-issue-types, as a required pick-one list. */
function IssueTypeSelect({ actor }: { actor: TicketFormActorRef }) {
  const { t } = useLingui();
  const issueTypes = useTicketIssueTypes();
  const value = useSelector(actor, (snapshot) => snapshot.context.values.issue_type);
  const errorMessage = useTicketFieldError(actor, 'issue_type');
  // autoFocus passes over the list while it is disabled (loading), leaving focus on the dialog itself: once
  // the types are in, start there, unless the shopper has moved on to another field meanwhile.
  const box = useRef<HTMLDivElement>(null);
  const isLoaded = issueTypes.data !== null;
  useEffect(() => {
    const trigger = box.current?.querySelector('button');
    const active = document.activeElement;
    if (isLoaded && trigger && (active === document.body || active === box.current?.closest('[role="dialog"]'))) {
      trigger.focus();
    }
  }, [isLoaded]);
  if (issueTypes.errorStatus !== null) {
    return <LoadFailed status={issueTypes.errorStatus} onRetry={issueTypes.retry} />;
  }
  const options = (issueTypes.data ?? []).map((type) => ({ value: String(type.id), label: type.name }));
  return (
    <div ref={box} className="contents">
      <Select
        name="issue_type"
        label={t`Issue type`}
        isRequired
        autoFocus
        isDisabled={issueTypes.data === null}
        placeholder={issueTypes.data === null ? t`Loading issue types…` : t`Choose an issue type`}
        options={options}
        value={value === null ? null : String(value)}
        onChange={(key) =>
          actor.send({ type: 'ticket.issueType.changed', issueType: key === null ? null : Number(key) })
        }
        errorMessage={errorMessage}
      />
    </div>
  );
}

export interface NewTicketFormProps {
  onCancel: () => void;
  /** Runs with the new ticket (the server's message is shown already). */
  onCreated: (ticket: TicketDetails) => void;
}

/**
 * The new-ticket form: issue type, subject, message, e-mail, phone, order number and attachments. Checks are
 * the machine's and the server's, shown under the fields; after a refused submit focus moves to the first
 * field in error.
 */
export function NewTicketForm({ onCancel, onCreated }: NewTicketFormProps) {
  const { t } = useLingui();
  const actor = useTicketForm(onCreated);
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));

  // A picker in error takes focus on its button.
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef, '[aria-invalid="true"], [data-invalid] button');
  useEmitted(actor, (event: TicketFormEmitted) => {
    if (event.type === 'ticket.invalid' || (event.type === 'ticket.failed' && event.hasFieldErrors)) {
      focusFirstInvalid();
    }
  });

  return (
    <EventForm
      ref={formRef}
      onSubmit={() => actor.send({ type: 'ticket.submitted' })}
      className="mt-4 flex flex-col gap-4"
    >
      <IssueTypeSelect actor={actor} />
      <TicketTextInput actor={actor} field="subject" label={t`Subject`} autoComplete="off" />
      <TicketTextInput
        actor={actor}
        field="message"
        multiline
        label={t`Message`}
        isRequired
        description={t`Up to ${TICKET_LIMITS.message} characters.`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TicketTextInput actor={actor} field="email" label={t`Email`} type="email" autoComplete="email" isRequired />
        <TicketTextInput actor={actor} field="phone" label={t`Phone`} type="tel" autoComplete="tel" />
      </div>
      <TicketTextInput
        actor={actor}
        field="order_number"
        label={t`Order number`}
        autoComplete="off"
        description={t`If the issue is about an order, its code, such as ORD-1030.`}
      />
      <NewTicketAttachments actor={actor} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onPress={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" isPending={isBusy}>
          <Trans>Submit ticket</Trans>
        </Button>
      </div>
    </EventForm>
  );
}
