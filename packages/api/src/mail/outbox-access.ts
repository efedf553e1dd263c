import type { Request } from 'express';
import type { ApiConfig } from '../config.js';
import { mailGoesToOutbox } from './create-mailer.js';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses (how a dual-stack socket reports IPv4 peers). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * Whether this request may read the outbox: only while mail stays in the outbox (with SMTP it holds nothing of
 * interest, and an outbox that someone points at production must not become a page of customers' mail), only when
 * `mail.outboxPage` is not 'off', and only from this machine. The socket's address is used, never a forwarded header.
 */
export function outboxReadable(config: Pick<ApiConfig, 'mail'>, req: Request): boolean {
  if (!mailGoesToOutbox(config) || config.mail.outboxPage === 'off') return false;
  return isLoopbackAddress(req.socket.remoteAddress);
}

/** Mails listed at most per page or JSON answer. */
export const OUTBOX_PAGE_SIZE = 200;
