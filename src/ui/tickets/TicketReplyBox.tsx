import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { TicketReplyActorRef } from '../../app/tickets/use-ticket-reply';
import { useEmitted } from '../../app/use-emitted';
import { failureText } from '../../lib/failure-text';
import { REPLY_MAX_LENGTH, type TicketReplyEmitted } from '../../machines/ticket-reply/ticket-reply.machine';
import { EventForm } from '../common/EventForm';
import { Button } from '../kit/Button';
import { TextArea } from '../kit/TextArea';
import { TicketAttachmentPicker } from './TicketAttachmentPicker';

/** The reply's files, as a new ticket's are chosen, reading only them (a keystroke does not render the list). */
function ReplyAttachments({ actor }: { actor: TicketReplyActorRef }) {
  const files = useSelector(actor, (snapshot) => snapshot.context.files);
  const rejections = useSelector(actor, (snapshot) => snapshot.context.rejections);
  const serverError = useSelector(actor, (snapshot) => snapshot.context.failure?.attachmentsError);
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  return (
    <TicketAttachmentPicker
      files={files}
      rejections={rejections}
      serverError={serverError}
      isDisabled={isBusy}
      onAdd={(chosen) => actor.send({ type: 'reply.files.added', files: chosen })}
      onRemove={(id) => actor.send({ type: 'reply.file.removed', id })}
    />
  );
}

/**
 * The reply box: required, at most 5000 characters with a counter, and files as on a new ticket. A refused or
 * undelivered reply keeps the text and files; the server's error on either shows under it, any other refusal
 * shows the server's message with Try again.
 */
export function TicketReplyBox({ actor }: { actor: TicketReplyActorRef }) {
  const { t, i18n } = useLingui();
  const text = useSelector(actor, (snapshot) => snapshot.context.text);
  const problem = useSelector(actor, (snapshot) => snapshot.context.problem);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const formRef = useRef<HTMLFormElement>(null);
  useEmitted(actor, (event: TicketReplyEmitted) => {
    if (event.type === 'reply.invalid') formRef.current?.querySelector('textarea')?.focus();
  });

  const length = text.length;
  const errorMessage =
    problem === 'required'
      ? t`Write your reply.`
      : problem === 'tooLong'
        ? t`Use at most ${REPLY_MAX_LENGTH} characters.`
        : (failure?.messageError ?? undefined);
  return (
    <EventForm ref={formRef} onSubmit={() => actor.send({ type: 'reply.submitted' })} className="flex flex-col gap-3">
      <TextArea
        name="message"
        label={t`Your reply`}
        isRequired
        rows={4}
        value={text}
        onChange={(value) => actor.send({ type: 'reply.changed', text: value })}
        description={
          <span className={length > REPLY_MAX_LENGTH ? 'font-medium text-red-700' : undefined}>
            {t`${length} of ${REPLY_MAX_LENGTH} characters`}
          </span>
        }
        errorMessage={errorMessage}
      />
      <ReplyAttachments actor={actor} />
      {failure && failure.messageError === null && failure.attachmentsError === null && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-300 bg-red-50 p-3"
        >
          <p className="text-red-900 text-sm">{failureText(i18n, failure)}</p>
          <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'reply.submitted' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      <div className="flex justify-end">
        <Button type="submit" isPending={isBusy}>
          <Trans>Send reply</Trans>
        </Button>
      </div>
    </EventForm>
  );
}
