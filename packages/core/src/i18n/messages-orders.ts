/** Labels of the address completion and of the orders in the account ('Remake order'). */
export const ORDERS_MESSAGES = [
  '{count} suggestions available.',
  'One suggestion available.',
  'Suggestions',
  'Remake order',
  '{name} is a booking and was not added again: choose a new period on the spot listing.',
  'Your order is waiting to be sent',
  'Your order is saved on this device and will be sent as soon as the shop can be reached. Its number appears here once the shop has confirmed it.',
  'Your order could not be completed',
  'Order summary',
  'Shipping address',
  'You are offline. Your order will be kept on this device and sent as soon as the shop can be reached.',
  'The order you made offline has been sent. Your order number is {number}.',
  'The orders you made offline have been sent.',
  'Show the order',
] as const;
