import type { Request } from 'express';
import type { ApiConfig } from '../config.js';
import { mailGoesToOutbox } from './create-mailer.js';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses (how a dual-stack socket reports IPv4 peers). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** The host name of a `Host` header (`name`, `name:port`, `[v6]:port`), lower-cased. */
function hostName(host: string | undefined): string {
  if (!host) return '';
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  return name.toLowerCase();
}

/** Names that always mean this machine; another name pointing at 127.0.0.1 is what a DNS-rebinding page would use. */
function isLoopbackHost(host: string | undefined): boolean {
  const name = hostName(host);
  return name === 'localhost' || name === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(name);
}

/** Headers a proxy adds: whatever the trust setting, such a request came from somewhere else through this machine. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'via'] as const;

/**
 * Whether this request may read the outbox: only while mail stays in the outbox (with SMTP it holds nothing of
 * interest, and an outbox that someone points at production must not become a page of customers' mail), only when
 * `mail.outboxPage` is not 'off' (its default in production), and only from this machine: the socket's address (never
 * a forwarded header), and a `Host` that names this machine, so a foreign site whose name resolves to 127.0.0.1 cannot
 * read password-reset links from a developer's browser. A request that carries a proxy's header is refused even from
 * loopback: a same-machine nginx connects from 127.0.0.1 and passes the client's `Host: localhost` on.
 */
export function outboxReadable(config: Pick<ApiConfig, 'mail'>, req: Request): boolean {
  if (!mailGoesToOutbox(config) || config.mail.outboxPage === 'off') return false;
  if (PROXY_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  return isLoopbackAddress(req.socket.remoteAddress) && isLoopbackHost(req.headers.host);
}

/** Mails listed at most per page or JSON answer. */
export const OUTBOX_PAGE_SIZE = 200;

/**
 * What a production start says about mail (docs/security.md "What a production start warns about"): without SMTP the
 * shop's mail (order confirmations, reset links) stays in the database outbox and reaches nobody; an outbox page
 * switched on in production shows that mail to whoever can reach the process from this machine.
 */
export function mailStartupWarnings(config: Pick<ApiConfig, 'mail'>, env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production' || !mailGoesToOutbox(config)) return [];
  const warnings = [
    "SMTP_URL is not set: the shop's mail (order confirmations, password resets) is kept in the database outbox and nobody receives it (set SMTP_URL to your mail server).",
  ];
  if (config.mail.outboxPage !== 'off')
    warnings.push(
      `mail.outboxPage is '${config.mail.outboxPage}' in production: /dev/mail and /api/ext/mail-service/outbox show customers' mail, reset links included, to requests from this machine.`,
    );
  return warnings;
}
