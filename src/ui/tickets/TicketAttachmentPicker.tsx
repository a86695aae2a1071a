import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { fileRejectionText, fileSizeText } from '../../app/tickets/ticket-text';
import { ACCEPTED_FILE_TYPES, TICKET_LIMITS } from '../../machines/ticket-form/ticket-form.rules';
import type { ChosenFile, FileRejection } from '../../machines/ticket-form/ticket-form.types';
import { Button } from '../kit/Button';
import { FileButton } from '../kit/FileButton';
import { CloseIcon } from '../kit/Icon';

export interface TicketAttachmentPickerProps {
  /** The files kept so far. */
  files: readonly ChosenFile[];
  /** The files turned away by the last choice. */
  rejections: readonly FileRejection[];
  /** The server's error on the files, as it sent it. */
  serverError?: string | null;
  /** While a send is under way: nothing can be added or removed. */
  isDisabled?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
}

/**
 * The attachments of a new ticket or a reply: a button that opens the file picker, the files kept (each with
 * Remove), and, at once, why a chosen file was turned away, naming it. The server's error on the files shows
 * here too.
 */
export function TicketAttachmentPicker({
  files,
  rejections,
  serverError,
  isDisabled = false,
  onAdd,
  onRemove,
}: TicketAttachmentPickerProps) {
  const { t, i18n } = useLingui();
  const hintId = useId();
  const errorsId = useId();
  const hasErrors = rejections.length > 0 || Boolean(serverError);

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 font-medium text-gray-900 text-sm">
        <Trans>Attachments</Trans>
      </legend>
      <p id={hintId} className="text-gray-600 text-sm">
        <Trans>jpg, png or pdf, up to 2 MB each, at most {TICKET_LIMITS.files} files.</Trans>
      </p>
      {files.length > 0 && (
        <ul aria-label={t`Chosen files`} className="flex flex-col gap-1">
          {files.map(({ id, file }) => (
            <li key={id} className="flex items-center gap-2 rounded-md border border-gray-200 ps-3 text-sm">
              <span className="min-w-0 flex-1 truncate text-gray-900">{file.name}</span>
              <span className="shrink-0 text-gray-600 tabular-nums">{fileSizeText(file.size)}</span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Remove ${file.name}`}
                isDisabled={isDisabled}
                onPress={() => onRemove(id)}
              >
                <CloseIcon className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <FileButton
          variant="secondary"
          acceptedFileTypes={ACCEPTED_FILE_TYPES}
          allowsMultiple
          aria-describedby={hasErrors ? `${hintId} ${errorsId}` : hintId}
          isDisabled={isDisabled || files.length >= TICKET_LIMITS.files}
          onSelect={(chosen) => chosen.length > 0 && onAdd(chosen)}
        >
          <Trans>Add files</Trans>
        </FileButton>
      </div>
      <div id={errorsId} role="alert" className="text-red-700 text-sm forced-colors:text-[Mark]">
        {hasErrors && (
          <ul className="flex flex-col gap-1">
            {rejections.map((rejection, index) => (
              // The same file may be chosen twice: its place in the list tells the two apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
              <li key={`${rejection.name}-${index}`}>{fileRejectionText(i18n, rejection)}</li>
            ))}
            {serverError && <li>{serverError}</li>}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
