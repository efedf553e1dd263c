import { createHmac, timingSafeEqual } from 'node:crypto';
import { ORDER_ACCESS_COOKIE } from '@storefront/core';
import type { Request, Response } from 'express';
import { readCookie } from '../users/session-cookies.js';
import type { PlacementReply } from './order-placement.js';

/**
 * docs/behaviour.md#thank-you-page: the orders this browser placed, so the thank-you page may show a guest's order to
 * the browser that placed it and to nobody else. An HttpOnly cookie holds their entity ids, an expiry and our HMAC
 * over both, so nothing is stored server-side and a forged or altered list is no list.
 */
export { ORDER_ACCESS_COOKIE };
/** The orders a browser keeps access to: the newest ones. */
export const ORDER_ACCESS_MAX = 20;
/** How long the browser keeps that access after its last order. */
export const ORDER_ACCESS_SECONDS = 7 * 24 * 3600;

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`order-access:${payload}`).digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export class OrderAccess {
  constructor(
    private readonly secret: string,
    private readonly now: () => number,
  ) {}

  /** The entity ids a cookie value grants, or none when it is forged, altered or expired. */
  idsOf(value: string | undefined): number[] {
    const match = /^(\d{1,12})\.(\d{1,16}(?:-\d{1,16}){0,63})\.([\w-]{43})$/.exec(value ?? '');
    if (!match) return [];
    const [, expires, ids, signature] = match;
    if (!sameText(signature!, sign(`${expires}.${ids}`, this.secret))) return [];
    if (Number(expires) * 1000 <= this.now()) return [];
    return ids!.split('-').map(Number);
  }

  /** The entity ids the request's cookie grants. */
  granted(req: Request): number[] {
    return this.idsOf(readCookie(req, ORDER_ACCESS_COOKIE));
  }

  /** The cookie value granting `ids` (the newest kept), valid for ORDER_ACCESS_SECONDS from now. */
  valueOf(ids: readonly number[]): string {
    const kept = [...new Set(ids)].slice(-ORDER_ACCESS_MAX).join('-');
    const expires = Math.floor(this.now() / 1000) + ORDER_ACCESS_SECONDS;
    return `${expires}.${kept}.${sign(`${expires}.${kept}`, this.secret)}`;
  }

  /**
   * After a placement answered 200 (the first answer or a retry's, which only the caller holding the same body and
   * `order_id` gets), the order joins the browser's list.
   */
  grant(req: Request, res: Response, reply: PlacementReply): void {
    const entityId = (reply.result as { magentoOrderId?: unknown } | null)?.magentoOrderId;
    if (reply.status !== 200 || typeof entityId !== 'number' || !Number.isSafeInteger(entityId)) return;
    const ids = [...this.granted(req).filter((id) => id !== entityId), entityId];
    res.cookie(ORDER_ACCESS_COOKIE, this.valueOf(ids), {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: req.secure,
      maxAge: ORDER_ACCESS_SECONDS * 1000,
    });
  }
}
