import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import {
  type ReplyAnswer,
  type ReplyBody,
  replyProblem,
  type TicketMessage,
  ticketReplyMachine,
} from '../../src/machines/ticket-reply/ticket-reply.machine';
import { flush } from './auth.fakes';
import { recordEmitted } from './emitted';
import { aFile, MB } from './ticket-form.fakes';

const reply = (id: number, message: string): TicketMessage => ({
  id,
  message,
  sender: 'customer',
  created_at: '2025-03-10T14:31:00Z',
  attachments: [],
});

/** A reply box whose sends answer with the given outcomes in turn, each when the test calls `answer()`. */
function startReply(...outcomes: (ReplyAnswer | Error)[]) {
  const calls: ReplyBody[] = [];
  const pending: (() => void)[] = [];
  const logic = ticketReplyMachine.provide({
    actors: {
      sendReply: fromPromise<ReplyAnswer, ReplyBody>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            calls.push(input);
            const outcome = outcomes[calls.length - 1] as ReplyAnswer | Error;
            pending.push(() => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
          }),
      ),
    },
  });
  const actor = createActor(logic, { input: { ticketNumber: 'TK-100001' } }).start();
  const emitted = recordEmitted(actor);
  return {
    actor,
    calls,
    emitted,
    write: (text: string) => actor.send({ type: 'reply.changed', text }),
    attach: (...files: File[]) => actor.send({ type: 'reply.files.added', files }),
    remove: (id: number) => actor.send({ type: 'reply.file.removed', id }),
    send: () => actor.send({ type: 'reply.submitted' }),
    answer: async () => {
      pending.shift()?.();
      await flush();
    },
    context: () => actor.getSnapshot().context,
  };
}

describe('ticket reply rules', () => {
  it('requires some text and at most 5000 characters', () => {
    expect(replyProblem('   ')).toBe('required');
    expect(replyProblem('x'.repeat(5001))).toBe('tooLong');
    expect(replyProblem('x'.repeat(5000))).toBeNull();
  });
});

describe('ticket reply machine', () => {
  it('sends nothing for an empty or too long reply, and says why', () => {
    const box = startReply();
    box.send();
    expect(box.context().problem).toBe('required');
    box.write('x'.repeat(5001));
    expect(box.context().problem).toBeNull();
    box.send();
    expect(box.context().problem).toBe('tooLong');
    expect(box.calls).toEqual([]);
    expect(box.emitted).toEqual([{ type: 'reply.invalid' }, { type: 'reply.invalid' }]);
  });

  it('sends the reply for its ticket, adds it to the sent ones and empties the box', async () => {
    const sent = reply(31, 'The light stays off.');
    const box = startReply({ message: 'Message sent', data: { message: sent } });
    box.write('The light stays off.');
    box.send();
    expect(box.actor.getSnapshot().hasTag('busy')).toBe(true);
    box.send();
    expect(box.calls).toEqual([{ ticket_number: 'TK-100001', message: 'The light stays off.' }]);

    await box.answer();
    expect(box.context().text).toBe('');
    expect(box.context().sent).toEqual([sent]);
    expect(box.emitted).toEqual([{ type: 'reply.sent', message: sent, notice: 'Message sent' }]);
  });

  it("keeps the text and the server's message when the send fails; sending again retries", async () => {
    const sent = reply(32, 'Still broken.');
    const box = startReply(
      new ApiError(422, 'This ticket is closed.', { ticket_number: 'This ticket is closed.' }),
      new ApiError(0, 'Failed to fetch'),
      { message: 'Message sent', data: { message: sent } },
    );
    box.write('Still broken.');
    box.send();
    await box.answer();
    expect(box.context().text).toBe('Still broken.');
    expect(box.context().failure).toEqual({
      status: 422,
      message: 'This ticket is closed.',
      messageError: null,
      attachmentsError: null,
    });
    expect(box.emitted.at(-1)).toEqual({ type: 'reply.failed', status: 422, message: 'This ticket is closed.' });

    box.send();
    await box.answer();
    expect(box.context().failure?.status).toBe(0);
    box.send();
    expect(box.context().failure).toBeNull();
    await box.answer();
    expect(box.calls).toHaveLength(3);
    expect(box.context().sent).toEqual([sent]);
  });

  it("shows the server's error on the text under the box until it is edited", async () => {
    const box = startReply(
      new ApiError(422, 'Invalid', { message: 'The message may not be greater than 5000 characters.' }),
    );
    box.write('Hello');
    box.send();
    await box.answer();
    expect(box.context().failure?.messageError).toBe('The message may not be greater than 5000 characters.');
    box.write('Hello!');
    // The refusal was about the text alone: edited, nothing of it is left to show.
    expect(box.context().failure).toBeNull();
  });
});

describe('ticket reply machine: files', () => {
  it('keeps jpg, png and pdf files of 2 MB or less, five at most, naming each one turned away', () => {
    const box = startReply();
    box.attach(
      aFile('photo.png', 'image/png'),
      aFile('clip.gif', 'image/gif'),
      aFile('huge.pdf', 'application/pdf', 2 * MB + 1),
    );
    expect(box.context().files.map((chosen) => chosen.file.name)).toEqual(['photo.png']);
    expect(box.context().rejections).toEqual([
      { name: 'clip.gif', reason: 'type' },
      { name: 'huge.pdf', reason: 'size' },
    ]);
    box.attach(...[1, 2, 3, 4, 5].map((n) => aFile(`${n}.jpg`, 'image/jpeg')));
    expect(box.context().files).toHaveLength(5);
    expect(box.context().rejections).toEqual([{ name: '5.jpg', reason: 'count' }]);

    const [first] = box.context().files;
    box.remove(first?.id ?? 0);
    expect(box.context().files.map((chosen) => chosen.file.name)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg']);
    expect(box.context().rejections).toEqual([]);
  });

  it('sends the files with the text, then empties both; a reply without files carries none', async () => {
    const withFiles = reply(41, 'Photo attached.');
    const box = startReply(
      { message: 'Message sent', data: { message: withFiles } },
      { message: 'Message sent', data: { message: reply(42, 'Thanks.') } },
    );
    const photo = aFile('case.png', 'image/png');
    const receipt = aFile('receipt.pdf', 'application/pdf');
    box.write('Photo attached.');
    box.attach(photo, receipt);
    box.send();
    expect(box.calls).toEqual([
      { ticket_number: 'TK-100001', message: 'Photo attached.', attachments: [photo, receipt] },
    ]);
    box.attach(aFile('late.png', 'image/png'));
    expect(box.context().files).toHaveLength(2);

    await box.answer();
    expect(box.context()).toMatchObject({ text: '', files: [], rejections: [], sent: [withFiles] });

    box.write('Thanks.');
    box.send();
    expect(box.calls[1]).toEqual({ ticket_number: 'TK-100001', message: 'Thanks.' });
  });

  it("keeps the files after a refusal and shows the server's error on them until they change", async () => {
    const box = startReply(
      new ApiError(422, 'case.png is not a jpg, png or pdf file.', {
        'attachments.0': 'case.png is not a jpg, png or pdf file.',
      }),
      new ApiError(0, 'Failed to fetch'),
    );
    box.write('Photo attached.');
    box.attach(aFile('case.png', 'image/png'), aFile('receipt.pdf', 'application/pdf'));
    box.send();
    await box.answer();
    expect(box.context().failure).toEqual({
      status: 422,
      message: 'case.png is not a jpg, png or pdf file.',
      messageError: null,
      attachmentsError: 'case.png is not a jpg, png or pdf file.',
    });
    expect(box.context().files).toHaveLength(2);
    expect(box.context().text).toBe('Photo attached.');

    // Editing the text leaves the error on the files; removing the file it named clears it.
    box.write('Photo attached!');
    expect(box.context().failure?.attachmentsError).toBe('case.png is not a jpg, png or pdf file.');
    box.remove(box.context().files[0]?.id ?? 0);
    expect(box.context().failure).toBeNull();

    // A send that never arrived keeps the files too, and its message stays as they change.
    box.send();
    await box.answer();
    box.attach(aFile('other.png', 'image/png'));
    expect(box.context().failure).toMatchObject({ status: 0, attachmentsError: null });
    expect(box.context().files.map((chosen) => chosen.file.name)).toEqual(['receipt.pdf', 'other.png']);
  });
});
