import { describe, expect, it } from 'vitest';
import { EN_US_DICTIONARY } from './dictionary-en-us.js';
import { STATIC_PAGE_ROUTES, STATIC_PAGE_TITLES } from './static-page-titles.js';

// Copied from SPEC.md independently of the source lists, so a message deleted or reworded there is caught here.
const SPEC_MESSAGES = [
  // docs/behaviour.md#routes-and-urls
  'You need to be logged in to see this page',
  'Parking - Available Spots',
  'No products found!',
  'Please change Your search criteria and try again. If still not finding anything relevant, please visit the Home page and try out some of our bestsellers!',
  'Similar products',
  'Check available sizes',
  'N/A',
  'Sale',
  'New',
  'Proceed to checkout',
  '404 Page Not Found',
  'Internal Server Error 500',
  // docs/behaviour.md#validation-messages
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
  'Field is required.',
  'Please configure product custom options and fix the validation errors',
  'Must be greater than 0.',
  'Please configure product bundle options and fix the validation errors',
  'Product price is unknown, product cannot be added to the cart!',
  // docs/behaviour.md#error-messages
  'No available product variants',
  'Product query returned an empty result',
  'Product query returned empty result',
  'CMS query returned empty result',
  'CMS block query returned empty result',
  'No entity type registered',
  'Search adapter class is not provided',
  'Out of stock!',
  'The product is out of stock and cannot be added to the cart!',
  'Some of the ordered products are not available!',
  'No such configuration for the product. Please do choose another combination of attributes.',
  'Out of the stock!',
  'In stock!',
  'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
  'No products synchronized for this category. Please come back while online!',
  'Product has been added to the cart!',
  'Shopping cart is empty. Please add some products before entering Checkout',
  "You've entered an incorrect coupon code. Please try again.",
  'Internal validation error',
  'Address provided in checkout contains invalid data. Please check if all required fields are filled in and also contact us on {email} to resolve this issue for future. Your order has been canceled.',
  'Internal validation error. Please check if all required fields are filled in. Please contact us on {email}',
  "Some products you've ordered are out of stock. Your order has been canceled.",
  'The order can not be transfered because of server error. Order has been queued',
  'OK',
  'Error refreshing user token. User is not authorized to access the resource',
  'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
  'not authorized',
  'Reset password feature does not work while offline!',
  'Error while sending reset password e-mail',
  'Password has successfully been changed',
  'Account data has successfully been updated',
  "You're logged out",
  'Something went wrong. Try again in a few seconds.',
  'You submitted your review for moderation.',
  'Adding a review ...',
  'Product {productName} has been added to the compare!',
  'Product {productName} has been removed from compare!',
  'Error with response - bad content-type!',
  'Unhandled error, wrong response format!',
  'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
  // docs/behaviour.md#going-online
  'Order waiting!',
  'Click here to confirm the order that you made offline.',
  'Processing order...',
];

const NAVIGATION = ['Search', 'Wishlist', 'Compare', 'My account', 'Cart', 'Menu', 'Close', 'Home', 'Checkout'];

describe('en-US dictionary', () => {
  it('holds every user-visible message of the spec, unchanged', () => {
    const dictionary: Readonly<Record<string, string>> = EN_US_DICTIONARY;
    const missing = SPEC_MESSAGES.filter((message) => dictionary[message] !== message);
    expect(missing).toEqual([]);
  });

  it('holds a title for each of the 15 static pages and the header labels', () => {
    expect(STATIC_PAGE_ROUTES).toHaveLength(15);
    const dictionary: Readonly<Record<string, string>> = EN_US_DICTIONARY;
    for (const route of STATIC_PAGE_ROUTES) expect(dictionary[STATIC_PAGE_TITLES[route]]).toBeTruthy();
    for (const label of NAVIGATION) expect(dictionary[label]).toBe(label);
  });
});
