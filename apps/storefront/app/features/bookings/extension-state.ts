import type { ExtensionField, ExtensionInputs, ExtensionQuote } from '@storefront/core';

/**
 * Where the booking page's extension stands after a post (the action's answer): the fields as typed, their
 * messages, a message by the button, the quote to confirm, or the new period once extended.
 */
export interface ExtensionState {
  inputs: ExtensionInputs;
  errors: Partial<Record<ExtensionField, string>>;
  message: string | null;
  quote: ExtensionQuote | null;
  /** The booking's new period, once the extension is taken. */
  extended: string | null;
}

/** Paying online happens in the provider's window, which needs a script; the page says so without one. */
export { EXTENSION_NEEDS_SCRIPT } from '@storefront/core';
