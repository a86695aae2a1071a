import type { NewTicket } from '../../api/endpoints/tickets';
import type { Answer, Schema } from '../../api/types';
import type { FormFailure } from '../form-failure';

export type { NewTicket };
export type CreatedTicketAnswer = Answer<'createSupportTicket'>;
export type TicketDetails = Schema<'TicketDetails'>;

/** The text fields, named as the contract names them. */
export type TicketTextField = 'subject' | 'message' | 'email' | 'phone' | 'order_number';
/** Every field that can carry an error under it. */
export type TicketField = TicketTextField | 'issue_type' | 'attachments';

export interface TicketFormValues extends Record<TicketTextField, string> {
  /** An issue type id from GET /ticket-issue-types, or null before one is chosen. */
  issue_type: number | null;
}

/** A file the shopper chose and kept; `id` tells two files of the same name apart (keys, Remove buttons). */
export interface ChosenFile {
  id: number;
  file: File;
}

/** Why a chosen file was turned away at once (never sent). */
export type FileRejectionReason = 'type' | 'size' | 'count';
export interface FileRejection {
  name: string;
  reason: FileRejectionReason;
}

/** A client-side check's code; the UI turns it into words. */
export type TicketProblem = 'required' | 'email' | 'tooLong';
export type TicketProblems = Partial<Record<TicketTextField | 'issue_type', TicketProblem>>;

/** A refused create: the status (0 when the server was not reached), the server's message and field errors. */
export type TicketFailure = FormFailure;

export interface TicketFormInput {
  /** The signed-in customer's e-mail, when known: the form starts with it. */
  email?: string | null;
}

export interface TicketFormContext {
  values: TicketFormValues;
  files: ChosenFile[];
  /** The next chosen file's id. */
  nextFileId: number;
  /** The files turned away by the last choice; cleared by the next choice or removal. */
  rejections: FileRejection[];
  problems: TicketProblems;
  failure: TicketFailure | null;
  created: TicketDetails | null;
}

export type TicketFormEvent =
  | { type: 'ticket.field.changed'; field: TicketTextField; value: string }
  | { type: 'ticket.issueType.changed'; issueType: number | null }
  | { type: 'ticket.files.added'; files: readonly File[] }
  | { type: 'ticket.file.removed'; id: number }
  | { type: 'ticket.submitted' };

/** Told to the screen: the new ticket (with the server's message), or why nothing was created. */
export type TicketFormEmitted =
  | { type: 'ticket.created'; ticket: TicketDetails; message: string }
  | { type: 'ticket.invalid' }
  | { type: 'ticket.failed'; status: number; message: string; hasFieldErrors: boolean };
