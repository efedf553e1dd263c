// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changePasswordFormSchema, profileFormSchema, type ProfileFields } from '@storefront/core';
import { TextField } from '../ui/TextField';
import { useSchemaForm } from './use-schema-form';

vi.mock('react-router', () => ({ useRouteLoaderData: () => undefined }));

afterEach(cleanup);

function Profile({ submit }: { submit: (values: ProfileFields) => Promise<boolean> }) {
  const { form, field, onSubmit } = useSchemaForm({
    schema: profileFormSchema('ada@example.com'),
    initial: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', currentPassword: '' },
    submit,
  });
  return (
    <form ref={form} onSubmit={onSubmit} noValidate>
      <TextField id="first" label="First name" {...field('firstname')} />
      <TextField id="last" label="Last name" {...field('lastname')} />
      <TextField id="email" label="E-mail address" {...field('email')} />
      <button type="submit">Save</button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('useSchemaForm', () => {
  it('shows no message before the first submit', () => {
    render(<Profile submit={vi.fn()} />);
    type('Last name', '');
    expect(screen.queryByText('Field is required')).toBeNull();
  });

  it('refuses invalid values with the messages, focusing the first invalid field, and sends nothing', () => {
    const submit = vi.fn();
    render(<Profile submit={submit} />);
    type('Last name', '');
    type('E-mail address', 'ada@');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Field is required')).toBeTruthy();
    expect(screen.getByText('Please provide valid e-mail address.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('last');
    expect(screen.getByLabelText('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
    // Messages follow the typing once shown.
    type('Last name', 'King');
    expect(screen.queryByText('Field is required')).toBeNull();
  });

  it('sends valid values once, even when submitted twice while sending', async () => {
    let finish: (taken: boolean) => void = () => undefined;
    const submit = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    render(<Profile submit={submit} />);
    type('First name', 'Augusta');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => finish(true));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({
      firstname: 'Augusta',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      currentPassword: '',
    });
  });

  it("shows the server's refusal by the form, and clears it on the next submit", async () => {
    const submit = vi.fn(async () => ({ ok: false, message: 'The password is wrong.' }));
    render(<Passwords submit={submit} />);
    type('Current password', 'old');
    type('New password', 'analytical');
    type('Repeat', 'analytical');
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The password is wrong.'));
    type('Repeat', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.getByText('Passwords must be identical.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('repeat');
  });
});

function Passwords({ submit }: { submit: () => Promise<{ ok: boolean; message?: string }> }) {
  const { form, field, onSubmit, message } = useSchemaForm({
    schema: changePasswordFormSchema,
    initial: { currentPassword: '', newPassword: '', confirmPassword: '' },
    submit,
  });
  return (
    <form ref={form} onSubmit={onSubmit} noValidate>
      <TextField id="current" label="Current password" {...field('currentPassword')} />
      <TextField id="new" label="New password" {...field('newPassword')} />
      <TextField id="repeat" label="Repeat" {...field('confirmPassword')} />
      <p role="alert">{message ?? ''}</p>
      <button type="submit">Change</button>
    </form>
  );
}
