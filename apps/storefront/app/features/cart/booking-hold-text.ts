/**
 * The hold's promise and what its end means, said beside the time. Apart from the period's formatter: the cart's
 * lines show these words, and a page whose cart holds no booking downloads no clock code for them
 * (docs/benchmarks.md#javascript-after-the-parking-and-back-office-merges-2026-12-03).
 */
export const HELD_UNTIL = 'Held for you until {time}.';
export const HOLD_ENDS = 'If the order is not placed by then, the place is released and another driver may book it.';
