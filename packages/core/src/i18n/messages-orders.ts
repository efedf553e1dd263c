/** Labels of the address completion and of the orders in the account ('Remake order'). */
export const ORDERS_MESSAGES = ['{count} suggestions available.', 'One suggestion available.', 'Suggestions'] as const;
