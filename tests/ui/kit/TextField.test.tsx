import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from '../../../src/ui/kit/PasswordField';
import { TextField } from '../../../src/ui/kit/TextField';
import { renderWithI18n } from './renderWithI18n';

describe('TextField', () => {
  it('is named by its label and described by its description', async () => {
    const { user } = renderWithI18n(
      <TextField label="E-mail" description="We never share it." type="email" autoComplete="email" />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).toHaveAttribute('autocomplete', 'email');
    await user.type(input, 'a@example.com');
    expect(input).toHaveValue('a@example.com');
  });

  it('shows a server error under the field, marks it invalid and ties it by aria-describedby', () => {
    renderWithI18n(
      <TextField label="E-mail" description="Your login." errorMessage="The email has already been taken." />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Your login. The email has already been taken.');
    const error = screen.getByText('The email has already been taken.');
    // The error comes after the input in reading order, i.e. under the field.
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is valid without an error message', () => {
    renderWithI18n(<TextField label="Name" errorMessage="" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeValid();
  });

  it('shows its own validation message when a required field is submitted empty', async () => {
    const { user } = renderWithI18n(
      <form onSubmit={(event) => event.preventDefault()}>
        <TextField label="Name" isRequired errorMessage={() => 'Enter your name.'} />
        <button type="submit">Save</button>
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeRequired();
    expect(input).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(input).toHaveAccessibleDescription('Enter your name.');
    expect(input).toHaveFocus();
  });
});

describe('PasswordField', () => {
  it('hides the password until the toggle shows it, and the toggle keeps focus', async () => {
    const { user } = renderWithI18n(<PasswordField label="Password" autoComplete="current-password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');

    await user.click(input);
    await user.paste('s3cret-pass');
    expect(input).toHaveValue('s3cret-pass');

    await user.tab();
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveFocus();

    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    expect(input).toHaveValue('s3cret-pass');
  });

  it('ties a server error to the password input', () => {
    renderWithI18n(<PasswordField label="Password" errorMessage="The password is incorrect." />);
    const input = screen.getByLabelText('Password');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('The password is incorrect.');
  });
});
