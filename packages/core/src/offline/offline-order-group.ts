/**
 * The group of the offline orders' notices: 'Order waiting!', then 'Processing order...', then what became of the
 * orders; each replaces the one before, and they outlive the page (see docs/behaviour.md#notifications). Its own
 * module: every page's start-up code names it (the progress notice), and a bundler places code by module, so the
 * procedure's module, which also names it, would come along.
 */
export const OFFLINE_ORDER_GROUP = 'offline-orders';
