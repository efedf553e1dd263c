// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerProfileUpdate } from '@storefront/core';
import { ShippingDetailsForm } from './ShippingDetailsForm';
import { ada, renderWithNotifications, typeInto } from './test-support/account-forms';

const updateProfile = vi.fn(async (_update: CustomerProfileUpdate) => ({ ok: true as const }));
vi.mock('react-router', () => ({ useRouteLoaderData: () => undefined }));
vi.mock('../account', () => ({ useSession: () => ({ updateProfile }) }));

afterEach(() => {
  cleanup();
  updateProfile.mockClear();
});

function renderForm(allowModification = ['firstname', 'lastname', 'email', 'addresses']) {
  return renderWithNotifications(
    <ShippingDetailsForm user={ada} defaultCountry="DE" allowModification={allowModification} />,
  );
}

describe('the shipping details form', () => {
  it('starts from the customer name and the store country, the state as text where there is no list', () => {
    renderForm();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('DE');
    expect(screen.getByLabelText('State / Province').tagName).toBe('INPUT');
  });

  it('offers the regions of a country that has a list, and forgets the state when the country changes', () => {
    renderForm();
    typeInto('State / Province', 'Bayern');
    typeInto('Country', 'US');
    const region = screen.getByLabelText('State / Province') as HTMLSelectElement;
    expect(region.tagName).toBe('SELECT');
    expect(region.value).toBe('');
    expect([...region.options].map((option) => option.value)).toContain('CA');
  });

  it('saves the address as the default shipping one with the profile, and says so', async () => {
    const shown = renderForm();
    typeInto('Street name', 'Main Street');
    typeInto('House number', '12');
    typeInto('City', 'Berlin');
    typeInto('Zip-code', '10115');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(updateProfile).toHaveBeenCalledWith({
      customer: {
        email: 'ada@example.com',
        firstname: 'Ada',
        lastname: 'Lovelace',
        addresses: [
          expect.objectContaining({ street: ['Main Street', '12'], country_id: 'DE', default_shipping: true }),
        ],
      },
    });
    expect(shown().map((entry) => entry.message)).toEqual(['Account data has successfully been updated']);
  });

  it('shows the address read-only when users.allowModification leaves addresses out', () => {
    renderForm(['firstname', 'lastname', 'email']);
    // Disabled through their fieldset, as a browser sees it.
    expect(screen.getByLabelText('Street name').matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Country').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
