import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChatComposer, type ChatComposerProps } from '../../../src/ui/chat/ChatComposer';
import { renderWithI18n } from '../kit/renderWithI18n';

/** The composer with its text kept in state, as the chat keeps it. */
function Composer(props: Partial<ChatComposerProps> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return <ChatComposer value={value} onChange={setValue} onSend={() => undefined} {...props} />;
}

const field = () => screen.getByRole('textbox', { name: 'Write a message' });

describe('ChatComposer', () => {
  it('sends the trimmed text on Enter', async () => {
    const onSend = vi.fn();
    const { user } = renderWithI18n(<Composer onSend={onSend} />);
    await user.type(field(), '  Are they ripe?  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Are they ripe?');
  });

  it('adds a line on Shift+Enter without sending', async () => {
    const onSend = vi.fn();
    const { user } = renderWithI18n(<Composer onSend={onSend} />);
    await user.type(field(), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(field()).toHaveValue('Line one\nLine two');
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Line one\nLine two');
  });

  it('does not send an empty or blank message, and its Send button is off', async () => {
    const onSend = vi.fn();
    const { user } = renderWithI18n(<Composer onSend={onSend} />);
    await user.click(field());
    await user.keyboard('{Enter}');
    await user.type(field(), '   {Shift>}{Enter}{/Shift}  {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('sends with the Send button too', async () => {
    const onSend = vi.fn();
    const { user } = renderWithI18n(<Composer onSend={onSend} initial="Hello" />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hello');
  });

  it('does not send twice while a send is on its way', async () => {
    const onSend = vi.fn();
    const { user } = renderWithI18n(<Composer onSend={onSend} initial="Hello" isSending />);
    await user.type(field(), '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^Send Loading$/ })).toBeInTheDocument();
  });

  it('keeps the text after a failed send, says so with the server message, and Retry sends it again', async () => {
    const onSend = vi.fn();
    const { user } = renderWithI18n(<Composer onSend={onSend} initial="Are they ripe?" error="The shop is closed." />);
    expect(field()).toHaveValue('Are they ripe?');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent. It is still in the box.');
    expect(alert).toHaveTextContent('The shop is closed.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Are they ripe?');
  });

  it('calls the given retry when there is one', async () => {
    const onSend = vi.fn();
    const onRetry = vi.fn();
    const { user } = renderWithI18n(<Composer onSend={onSend} onRetry={onRetry} initial="Hi" error="" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Your message was not sent\. It is still in the box\.Retry$/);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('describes the keys on the field', () => {
    renderWithI18n(<Composer />);
    expect(field()).toHaveAccessibleDescription('Enter sends; Shift+Enter starts a new line.');
  });
});
