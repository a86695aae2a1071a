import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { addFiles, fileProblem, problemsOf, toTicketFailure } from '../../src/machines/ticket-form/ticket-form.rules';
import { aFile, createdAnswer, createdTicket, MB, refused, startTicketForm } from './ticket-form.fakes';

type Form = ReturnType<typeof startTicketForm>;

/** The required fields: an issue type and a message (the e-mail comes from the input). */
function fillRequired(form: Form) {
  form.choose(2);
  form.type('message', 'My parcel has not arrived.');
}

describe('ticket form rules', () => {
  it('accepts jpg, png and pdf files of 2 MB or less, by name and reported type', () => {
    expect(fileProblem(aFile('photo.JPG', 'image/jpeg'))).toBeNull();
    expect(fileProblem(aFile('photo.jpeg', 'image/jpeg'))).toBeNull();
    expect(fileProblem(aFile('receipt.pdf', 'application/pdf', 2 * MB))).toBeNull();
    // Some systems report no type: the name decides.
    expect(fileProblem(aFile('screen.png', ''))).toBeNull();
  });

  it('turns away other kinds, a renamed file whose type says otherwise, and anything over 2 MB', () => {
    expect(fileProblem(aFile('anim.gif', 'image/gif'))).toBe('type');
    expect(fileProblem(aFile('notes.txt', 'text/plain'))).toBe('type');
    expect(fileProblem(aFile('README', ''))).toBe('type');
    expect(fileProblem(aFile('script.png', 'text/html'))).toBe('type');
    expect(fileProblem(aFile('big.png', 'image/png', 2 * MB + 1))).toBe('size');
  });

  it('keeps at most five files and names each one turned away', () => {
    const kept = addFiles(
      [],
      [1, 2, 3, 4].map((n) => aFile(`${n}.png`, 'image/png')),
      1,
    );
    const more = addFiles(kept.files, [aFile('5.png', 'image/png'), aFile('6.png', 'image/png')], kept.nextId);
    expect(more.files.map((chosen) => chosen.file.name)).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png']);
    expect(more.rejections).toEqual([{ name: '6.png', reason: 'count' }]);
    expect(new Set(more.files.map((chosen) => chosen.id)).size).toBe(5);
  });

  it('requires an issue type, a message and a well-formed e-mail; checks the lengths', () => {
    const empty = { issue_type: null, subject: '', message: '  ', email: '', phone: '', order_number: '' };
    expect(problemsOf(empty)).toEqual({ issue_type: 'required', message: 'required', email: 'required' });
    expect(
      problemsOf({
        issue_type: 1,
        subject: 's'.repeat(256),
        message: 'm'.repeat(5001),
        email: 'sam@example',
        phone: '1'.repeat(33),
        order_number: '',
      }),
    ).toEqual({ subject: 'tooLong', message: 'tooLong', email: 'email', phone: 'tooLong' });
    expect(problemsOf({ ...empty, issue_type: 1, message: 'm'.repeat(5000), email: 'sam@example.com' })).toEqual({});
  });

  it("files the server's errors on `attachments.0` under the attachments", () => {
    const failure = toTicketFailure(
      new ApiError(422, 'Invalid', { 'attachments.0': 'The file is too big.', email: 'Bad.' }),
    );
    expect(failure.fieldErrors).toEqual({ attachments: 'The file is too big.', email: 'Bad.' });
  });
});

describe('ticket form machine', () => {
  it("starts empty, with the customer's e-mail", () => {
    const form = startTicketForm({ email: 'sam@example.com' });
    expect(form.state()).toBe('editing');
    expect(form.context().values).toEqual({
      issue_type: null,
      subject: '',
      message: '',
      email: 'sam@example.com',
      phone: '',
      order_number: '',
    });
  });

  it('sends nothing and names each missing field', () => {
    const form = startTicketForm();
    form.submit();
    expect(form.state()).toBe('editing');
    expect(form.calls).toEqual([]);
    expect(form.context().problems).toEqual({ issue_type: 'required', message: 'required', email: 'required' });
    expect(form.emitted).toEqual([{ type: 'ticket.invalid' }]);
  });

  it("drops a field's problem as it is edited, and keeps the others", () => {
    const form = startTicketForm();
    form.submit();
    form.type('message', 'H');
    form.choose(3);
    expect(form.context().problems).toEqual({ email: 'required' });
  });

  it('turns a wrong or too big file away at once, naming it, and keeps the good ones', () => {
    const form = startTicketForm();
    form.attach(
      aFile('photo.png', 'image/png'),
      aFile('clip.mov', 'video/quicktime'),
      aFile('scan.pdf', 'application/pdf', 3 * MB),
    );
    expect(form.context().files.map((chosen) => chosen.file.name)).toEqual(['photo.png']);
    expect(form.context().rejections).toEqual([
      { name: 'clip.mov', reason: 'type' },
      { name: 'scan.pdf', reason: 'size' },
    ]);
    // The next choice replaces the message.
    form.attach(aFile('receipt.pdf', 'application/pdf'));
    expect(form.context().rejections).toEqual([]);
    expect(form.context().files.map((chosen) => chosen.file.name)).toEqual(['photo.png', 'receipt.pdf']);
  });

  it('removes a chosen file by its id, even when two share a name', () => {
    const form = startTicketForm();
    form.attach(aFile('photo.png', 'image/png', 10), aFile('photo.png', 'image/png', 20));
    const [first] = form.context().files;
    form.actor.send({ type: 'ticket.file.removed', id: first?.id ?? -1 });
    expect(form.context().files.map((chosen) => chosen.file.size)).toEqual([20]);
  });

  it('opens the ticket: trimmed, empty optional fields left out, the files attached', async () => {
    const ticket = createdTicket({ ticket_number: 'TK-555001' });
    const form = startTicketForm({ email: ' sam@example.com ' }, createdAnswer(ticket, 'Support ticket created'));
    const photo = aFile('photo.png', 'image/png');
    fillRequired(form);
    form.type('subject', '  Late parcel ');
    form.type('phone', '   ');
    form.attach(photo);
    form.submit();

    expect(form.state()).toBe('creating');
    expect(form.actor.getSnapshot().hasTag('busy')).toBe(true);
    form.submit();
    expect(form.calls).toEqual([
      {
        issue_type: 2,
        subject: 'Late parcel',
        message: 'My parcel has not arrived.',
        email: 'sam@example.com',
        phone: undefined,
        order_number: undefined,
        attachments: [photo],
      },
    ]);

    await form.answer();
    const snapshot = form.actor.getSnapshot();
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual(ticket);
    expect(form.emitted).toEqual([{ type: 'ticket.created', ticket, message: 'Support ticket created' }]);
  });

  it('sends no attachments part without files', () => {
    const form = startTicketForm({ email: 'sam@example.com' });
    fillRequired(form);
    form.submit();
    expect(form.calls[0]).not.toHaveProperty('attachments');
  });

  it("goes back to editing on a 422, everything kept, the server's errors under the fields", async () => {
    const form = startTicketForm(
      { email: 'sam@example.com' },
      refused('The given data was invalid.', {
        order_number: 'The selected order number is invalid.',
        'attachments.0': 'photo.png is not a jpg, png or pdf file.',
      }),
    );
    fillRequired(form);
    form.type('order_number', 'ORD-9');
    form.attach(aFile('photo.png', 'image/png'));
    form.submit();
    await form.answer();

    expect(form.state()).toBe('editing');
    expect(form.context().values.order_number).toBe('ORD-9');
    expect(form.context().files).toHaveLength(1);
    expect(form.context().failure?.fieldErrors).toEqual({
      order_number: 'The selected order number is invalid.',
      attachments: 'photo.png is not a jpg, png or pdf file.',
    });
    expect(form.emitted).toEqual([
      { type: 'ticket.failed', status: 422, message: 'The given data was invalid.', hasFieldErrors: true },
    ]);

    // Editing a field clears its server error only; removing the file clears the files' error.
    form.type('order_number', 'ORD-1030');
    expect(form.context().failure?.fieldErrors).toEqual({ attachments: 'photo.png is not a jpg, png or pdf file.' });
    form.actor.send({ type: 'ticket.file.removed', id: form.context().files[0]?.id ?? -1 });
    expect(form.context().failure?.fieldErrors).toEqual({});
  });

  it('says a failure names no field of the form (a toast shows it), and the next submit tries again', async () => {
    const form = startTicketForm({ email: 'sam@example.com' }, new ApiError(0, 'Failed to fetch'));
    fillRequired(form);
    form.submit();
    await form.answer();
    expect(form.emitted).toEqual([
      { type: 'ticket.failed', status: 0, message: 'Failed to fetch', hasFieldErrors: false },
    ]);
    form.submit();
    expect(form.state()).toBe('creating');
    expect(form.calls).toHaveLength(2);
  });
});
