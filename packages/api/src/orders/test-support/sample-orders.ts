import { readFileSync } from 'node:fs';

// Tests read and spoil arbitrary parts of the body; `any` keeps them short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SampleOrder = any;

/**
 * vue-storefront-api's own test orders (`test/testOrderAnon.json`, `testOrderAuth.json`), as VSF 1 sends them: whole
 * catalogue documents as products. A fresh copy each call.
 */
export function sampleOrder(name: 'testOrderAnon' | 'testOrderAuth'): SampleOrder {
  return JSON.parse(readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), 'utf8')) as SampleOrder;
}
