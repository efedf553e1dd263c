import { BOOKING_VALUE_MESSAGES } from '../booking/rule-messages.js';
import type { ValueMessage } from './value-messages.js';

// Apart from the dictionaries: the browser's translator needs these, and never the bundled dictionaries.
/** The messages with values in them that a translator reads back out of their English (`translateValueMessage`). */
export const DEFAULT_VALUE_MESSAGES: readonly ValueMessage[] = BOOKING_VALUE_MESSAGES;
