/**
 * Labels and notices of the payment-provider button ('Paypal'). The API's payment refusals are here too, so the
 * button shows them in the store view's language.
 */
export const PAYMENT_BUTTON_LOAD_FAILED =
  'The payment button could not be loaded. Please choose another payment method or try again later.';

export const PAYMENT_MESSAGES = [
  'Pay with Paypal',
  'Loading the payment button...',
  PAYMENT_BUTTON_LOAD_FAILED,
  'The payment was cancelled. You can try again.',
  'The payment could not be completed. Please try again.',
  'The payment was declined.',
  'The payment provider did not answer. You have not been charged.',
  'The payment provider could not be reached. Please try again.',
  'The payment was not completed.',
  'The payment does not match the order total. Please pay again.',
  'This payment was refunded. Please pay again.',
  // Added by the API to a refusal after the capture was refunded (or could not be yet); the button translates both parts.
  'You have not been charged.',
  'Your payment could not be refunded yet. Please try again in a moment.',
] as const;
