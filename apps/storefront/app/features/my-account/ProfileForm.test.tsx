// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionOutcome } from '../account';
import { ProfileForm } from './ProfileForm';
import { ada, renderWithNotifications, typeInto } from './test-support/account-forms';

const updateProfile = vi.fn(async (): Promise<SessionOutcome> => ({ ok: true }));
vi.mock('react-router', () => ({ useRouteLoaderData: () => undefined }));
vi.mock('../account', () => ({ useSession: () => ({ updateProfile }) }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the profile form', () => {
  it('lets only the users.allowModification fields change, and sends them with the saved ones', async () => {
    const shown = renderWithNotifications(<ProfileForm user={ada} allowModification={['firstname', 'addresses']} />);
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('First name') as HTMLInputElement).readOnly).toBe(false);
    typeInto('First name', 'Augusta');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(updateProfile).toHaveBeenCalledWith({
      customer: { email: 'ada@example.com', firstname: 'Augusta', lastname: 'Lovelace', addresses: [] },
    });
    expect(shown()).toEqual([{ type: 'success', message: 'Account data has successfully been updated' }]);
  });

  it('asks for the current password only when the e-mail changes, and sends it beside the customer', async () => {
    const shown = renderWithNotifications(
      <ProfileForm user={ada} allowModification={['firstname', 'lastname', 'email']} />,
    );
    expect(screen.queryByLabelText('Current password')).toBeNull();
    typeInto('E-mail address', 'ada.new@example.com');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(updateProfile).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    typeInto('Current password', 'correct horse 1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(updateProfile).toHaveBeenCalledWith({
      customer: { email: 'ada.new@example.com', firstname: 'Ada', lastname: 'Lovelace' },
      currentPassword: 'correct horse 1',
    });
    expect(shown()).toEqual([{ type: 'success', message: 'Account data has successfully been updated' }]);
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it("shows the API's refusal of a wrong current password", async () => {
    const refusal = "The password doesn't match this account. Verify the password and try again.";
    updateProfile.mockResolvedValueOnce({ ok: false, message: refusal });
    const shown = renderWithNotifications(<ProfileForm user={ada} allowModification={['email']} />);
    typeInto('E-mail address', 'ada.new@example.com');
    typeInto('Current password', 'a wrong one');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(shown()).toEqual([{ type: 'error', message: refusal }]);
  });
});
