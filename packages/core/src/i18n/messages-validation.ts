/** docs/behaviour.md#adding-to-cart: form messages, product option messages and the add-to-cart rule. */
export const VALIDATION_MESSAGES = [
  'Field is required',
  'Name must have at least 2 letters.',
  'Zip-code must have at least 3 letters.',
  'Tax ID must have at least 3 letters.',
  'Please provide valid e-mail address.',
  'Passwords must be identical.',
  'Password must have at least 8 letters.',
  'You must accept the terms and conditions.',
  'Searched term should consist of at least 3 characters.',
  'Quantity must be above 0.',
  // Product options: VSF used both 'Field is required' and this dotted form; both are kept.
  'Field is required.',
  'Please configure product custom options and fix the validation errors',
  'Must be greater than 0.',
  'Please configure product bundle options and fix the validation errors',
  'Product price is unknown, product cannot be added to the cart!',
] as const;
