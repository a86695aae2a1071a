import { hasEmailShape } from '../../../common/text-shape';
import { formFailureOf, namesShownField, withoutFieldError } from '../form-failure';
import type {
  ChosenFile,
  FileRejection,
  NewTicket,
  TicketFailure,
  TicketField,
  TicketFormValues,
  TicketProblems,
} from './ticket-form.types';

/** The contract's limits on a new ticket. */
export const TICKET_LIMITS = {
  subject: 255,
  message: 5000,
  phone: 32,
  /** Bytes per attachment: 2 MB. */
  fileBytes: 2 * 1024 * 1024,
  files: 5,
} as const;

/** The file kinds the contract accepts, by name ending and by the type a browser reports. */
const ACCEPTED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'];
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
/** What a file picker offers (the check below still runs: a picker can be told to show every file). */
export const ACCEPTED_FILE_TYPES = [...ACCEPTED_TYPES, '.jpg', '.jpeg', '.png', '.pdf'];

/** The fields with room for an error under them: a server error on any other field goes to a toast. */
export const TICKET_FORM_FIELDS: readonly TicketField[] = [
  'issue_type',
  'subject',
  'message',
  'email',
  'phone',
  'order_number',
  'attachments',
];

export function initialValues(email?: string | null): TicketFormValues {
  return { issue_type: null, subject: '', message: '', email: email ?? '', phone: '', order_number: '' };
}

/** What is wrong before anything is sent: the required fields, the e-mail's shape, the lengths. */
export function problemsOf(values: TicketFormValues): TicketProblems {
  const problems: TicketProblems = {};
  if (values.issue_type === null) problems.issue_type = 'required';
  if (!values.message.trim()) problems.message = 'required';
  else if (values.message.length > TICKET_LIMITS.message) problems.message = 'tooLong';
  const email = values.email.trim();
  if (!email) problems.email = 'required';
  else if (!hasEmailShape(email)) problems.email = 'email';
  if (values.subject.length > TICKET_LIMITS.subject) problems.subject = 'tooLong';
  if (values.phone.trim().length > TICKET_LIMITS.phone) problems.phone = 'tooLong';
  return problems;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Why a file cannot be attached, or null: jpg, png or pdf (by name, and by type when the browser gives one), at most 2 MB. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>): 'type' | 'size' | null {
  const typeKnown = file.type !== '';
  if (!ACCEPTED_EXTENSIONS.includes(extensionOf(file.name)) || (typeKnown && !ACCEPTED_TYPES.includes(file.type))) {
    return 'type';
  }
  return file.size > TICKET_LIMITS.fileBytes ? 'size' : null;
}

/** Adds the acceptable files to those kept (up to the contract's five) and names each one turned away. */
export function addFiles(
  kept: readonly ChosenFile[],
  chosen: readonly File[],
  nextId: number,
): { files: ChosenFile[]; rejections: FileRejection[]; nextId: number } {
  const files = [...kept];
  const rejections: FileRejection[] = [];
  let id = nextId;
  for (const file of chosen) {
    const problem = fileProblem(file);
    if (problem) rejections.push({ name: file.name, reason: problem });
    else if (files.length >= TICKET_LIMITS.files) rejections.push({ name: file.name, reason: 'count' });
    else files.push({ id: id++, file });
  }
  return { files, rejections, nextId: id };
}

/** The multipart body: trimmed, optional fields left empty not sent. */
export function toTicketBody(values: TicketFormValues, files: readonly ChosenFile[]): NewTicket {
  const optional = (value: string) => value.trim() || undefined;
  return {
    issue_type: values.issue_type ?? 0,
    subject: optional(values.subject),
    message: values.message.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    order_number: optional(values.order_number),
    ...(files.length > 0 && { attachments: files.map((chosen) => chosen.file) }),
  };
}

/** `attachments.0` and the like count as the attachments' error. */
const fieldOf = (key: string) => (key.startsWith('attachments') ? 'attachments' : key);

export const toTicketFailure = (error: unknown): TicketFailure => formFailureOf(error, fieldOf);

/** Whether a failure names a field the form shows (an error on any other field can only go to a toast). */
export const hasShownFieldErrors = (failure: TicketFailure | null) => namesShownField(failure, TICKET_FORM_FIELDS);

export { withoutFieldError };
