import type { ApiConfig } from '../config.js';
import type { Mailer } from './mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';
import type { OutboxRepository } from './outbox-repository.js';
import { createSmtpMailer } from './smtp-mailer.js';

/** Whether mail goes to the database outbox (no SMTP server configured) rather than out. */
export function mailGoesToOutbox(config: Pick<ApiConfig, 'mail'>): boolean {
  return config.mail.smtpUrl === '';
}

/** The shop's one mailer: SMTP when `mail.smtpUrl` (`SMTP_URL`) is set, otherwise the database outbox. */
export function createMailer(config: Pick<ApiConfig, 'mail'>, outbox: OutboxRepository): Mailer {
  if (mailGoesToOutbox(config)) return createOutboxMailer(outbox, config.mail.from);
  return createSmtpMailer({ url: config.mail.smtpUrl, from: config.mail.from, timeoutMs: config.mail.smtpTimeoutMs });
}
