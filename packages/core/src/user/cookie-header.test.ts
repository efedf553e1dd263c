import { describe, expect, it } from 'vitest';
import { cookieHeaderAfter, readCookie } from './cookie-header.js';

describe('cookie headers', () => {
  it('reads one cookie', () => {
    expect(readCookie('a=1; sf_at=x.y.z; b=2', 'sf_at')).toBe('x.y.z');
    expect(readCookie('xsf_at=1', 'sf_at')).toBeUndefined();
    expect(readCookie(undefined, 'sf_at')).toBeUndefined();
  });

  it('applies Set-Cookie answers: replaced, added, removed', () => {
    const after = cookieHeaderAfter('sf_at=old; theme=dark; sf_rt=r1', [
      'sf_at=new; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600',
      'sf_rt=r2; Path=/; HttpOnly; Max-Age=2592000',
      'theme=; Path=/; Max-Age=0',
    ]);
    expect(after).toBe('sf_at=new; sf_rt=r2');
    expect(cookieHeaderAfter('', ['sf_at=a; Path=/'])).toBe('sf_at=a');
  });
});
