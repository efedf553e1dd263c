/** Labels of the address completion and of the orders in the account ('Remake order'). */
export const ORDERS_MESSAGES = [
  '{count} suggestions available.',
  'One suggestion available.',
  'Suggestions',
  'Remake order',
  '{name} is a booking and was not added again: choose a new period on the spot listing.',
] as const;
