import { sha3_224 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { orderFingerprintText } from './canonical-json.js';

/** SHA3-224 of UTF-8 text, as lowercase hex (docs/behaviour.md#constants-and-limits: `orders.sessionHashAlgorithm`). */
export function sha3Hex(text: string): string {
  return bytesToHex(sha3_224(utf8ToBytes(text)));
}

/**
 * The session's duplicate-order hash (see docs/behaviour.md#order-placement step 1): SHA3-224 of the order's canonical JSON
 * without the fields a queue re-send restamps, so the same order hashes the same after a reload or a re-send.
 */
export function orderHash(order: object): string {
  return sha3Hex(orderFingerprintText(order));
}
