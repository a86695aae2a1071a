import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Schema } from '../../api/types';
import { TICKET_LIMITS } from '../../machines/ticket-form/ticket-form.rules';
import type { FileRejection, TicketProblem, TicketTextField } from '../../machines/ticket-form/ticket-form.types';

export type TicketStatus = Schema<'TicketStatus'>;

export const TICKET_STATUS_LABELS: Record<TicketStatus, MessageDescriptor> = {
  Running: msg`Running`,
  Completed: msg`Completed`,
  Cancel: msg`Cancelled`,
};

/** The words for a client-side check of the new-ticket form (the server's own words are shown as sent). */
export function ticketProblemText(i18n: I18n, field: TicketTextField | 'issue_type', problem: TicketProblem): string {
  if (problem === 'email') return i18n._(msg`Enter an e-mail address such as name@example.com.`);
  if (problem === 'tooLong') {
    const limit =
      field === 'message' ? TICKET_LIMITS.message : field === 'phone' ? TICKET_LIMITS.phone : TICKET_LIMITS.subject;
    return i18n._(msg`Use at most ${limit} characters.`);
  }
  switch (field) {
    case 'issue_type':
      return i18n._(msg`Choose an issue type.`);
    case 'message':
      return i18n._(msg`Write your message.`);
    case 'email':
      return i18n._(msg`Enter your e-mail address.`);
    default:
      return i18n._(msg`This field is required.`);
  }
}

/** Why a chosen file was not added, naming the file. */
export function fileRejectionText(i18n: I18n, rejection: FileRejection): string {
  const name = rejection.name;
  switch (rejection.reason) {
    case 'type':
      return i18n._(msg`${name} was not added: only jpg, png or pdf files can be attached.`);
    case 'size':
      return i18n._(msg`${name} was not added: it is larger than 2 MB.`);
    default:
      return i18n._(msg`${name} was not added: attach at most 5 files.`);
  }
}

/** A file's size in KB or MB, for the list of chosen files. */
export function fileSizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
