import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { readCookie } from './session-cookies.js';

const request = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as Request;

describe('readCookie', () => {
  it('finds one cookie among others, decoded, and nothing for a missing, empty or malformed one', () => {
    expect(readCookie(request('a=1; sf_rt=abc%2Bdef; b=2'), 'sf_rt')).toBe('abc+def');
    expect(readCookie(request('xsf_rt=1; sf_rt_old=2'), 'sf_rt')).toBeUndefined();
    expect(readCookie(request('sf_rt='), 'sf_rt')).toBeUndefined();
    expect(readCookie(request('sf_rt=%E0%A4%A'), 'sf_rt')).toBeUndefined();
    expect(readCookie(request(), 'sf_rt')).toBeUndefined();
  });
});
