import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type { KeyboardEvent } from 'react-aria-components';
import { Button } from '../kit/Button';
import { TextArea } from '../kit/TextArea';

export interface ChatComposerProps {
  /** The typed text: kept by the caller, so a failed send loses nothing. */
  value: string;
  onChange: (value: string) => void;
  /** A message to send: the typed text without surrounding blanks, never empty. */
  onSend: (message: string) => void;
  isSending?: boolean;
  /**
   * Set when the last send failed: the server's message as it sent it, or '' when it gave none (no
   * connection). The text stays in the field and Retry sends it again.
   */
  error?: string | null;
  /** What Retry does; sending the kept text again unless told otherwise. */
  onRetry?: () => void;
}

/**
 * Where the shopper writes: Enter sends, Shift+Enter starts a new line, and a message of blanks is not sent.
 * (docs/requirements.md §8 loses the text when a send fails; here it stays, with a note and Retry.)
 */
export function ChatComposer({ value, onChange, onSend, isSending = false, error = null, onRetry }: ChatComposerProps) {
  const { t } = useLingui();
  const message = value.trim();

  const send = () => {
    if (message && !isSending) onSend(message);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter while an input method composes a word (Arabic, Chinese keyboards) picks the word: no send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) {
      // React Aria stops a handled key here; any other key (Escape closing the sidebar) must go on.
      event.continuePropagation();
      return;
    }
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 border-gray-200 border-t p-3">
      <div className="flex items-end gap-2">
        <TextArea
          label={t`Write a message`}
          description={t`Enter sends; Shift+Enter starts a new line.`}
          value={value}
          onChange={onChange}
          onKeyDown={onKeyDown}
          rows={2}
          className="min-w-0 flex-1"
        />
        <Button type="submit" isDisabled={!message} isPending={isSending}>
          <Trans>Send</Trans>
        </Button>
      </div>
      {error !== null && (
        <div role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-red-700 text-sm">
          <p>
            <Trans>Your message was not sent. It is still in the box.</Trans>
            {error && <span className="block">{error}</span>}
          </p>
          <Button variant="secondary" size="sm" isDisabled={!message} onPress={onRetry ?? send}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      )}
    </form>
  );
}
