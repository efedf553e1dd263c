import { fireEvent, render, screen } from '@testing-library/react';
import { createNotificationStore, type Customer } from '@storefront/core';
import { NotificationsContext } from '../../../lib/notifications-context';

/** Ada Lovelace, customer 7, with no saved address: whose account the forms edit. */
export const ada = {
  id: 7,
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  addresses: [],
} as unknown as Customer;

/** Renders a form with the notifications it raises; the answer lists them (type and message) as they stand. */
export function renderWithNotifications(form: React.ReactNode) {
  const notifications = createNotificationStore();
  render(<NotificationsContext.Provider value={notifications}>{form}</NotificationsContext.Provider>);
  return () => notifications.getSnapshot().map(({ type, message }) => ({ type, message }));
}

/** Types `value` into the field labelled `label`. */
export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
