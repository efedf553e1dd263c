// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionOutcome } from '../account';
import { PasswordForm } from './PasswordForm';
import { renderWithNotifications, typeInto } from './test-support/account-forms';

const changePassword = vi.fn(async (): Promise<SessionOutcome> => ({ ok: true }));
vi.mock('react-router', () => ({ useRouteLoaderData: () => undefined }));
vi.mock('../account', () => ({ useSession: () => ({ changePassword }) }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the change password form', () => {
  const fill = (current: string, next: string, repeated: string) => {
    typeInto('Current password', current);
    typeInto('New password', next);
    typeInto('Repeat the new password', repeated);
  };

  it("shows the server's message when the change is refused, and keeps the fields", async () => {
    changePassword.mockResolvedValueOnce({ ok: false, message: "The password doesn't match this account." });
    const shown = renderWithNotifications(<PasswordForm />);
    fill('wrong', 'new password 1', 'new password 1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
    expect(changePassword).toHaveBeenCalledWith('wrong', 'new password 1');
    expect(shown()).toEqual([{ type: 'error', message: "The password doesn't match this account." }]);
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('new password 1');
  });

  it('says the password changed and empties the fields', async () => {
    const shown = renderWithNotifications(<PasswordForm />);
    fill('old password', 'new password 1', 'new password 1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
    expect(shown()).toEqual([{ type: 'success', message: 'Password has successfully been changed' }]);
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });
});
