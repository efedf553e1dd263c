import { describe, expect, it } from 'vitest';
import { withNonce } from './output-cache-middleware.js';

describe('withNonce', () => {
  it('replaces every occurrence of the kept nonce with the answer’s own', () => {
    const body = Buffer.from('<script nonce="abc+/=">1</script><script nonce="abc+/=">2</script>');
    expect(withNonce(body, 'abc+/=', 'XYZ').toString()).toBe(
      '<script nonce="XYZ">1</script><script nonce="XYZ">2</script>',
    );
  });

  it('leaves a body without the nonce as it is', () => {
    const body = Buffer.from('{"data":1}');
    expect(withNonce(body, 'abc', 'XYZ')).toBe(body);
  });
});
