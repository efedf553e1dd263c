import type { Mailer, OutgoingMail } from './mailer.js';
import type { OutboxRepository } from './outbox-repository.js';

/** Mail kept in the database outbox instead of sent: the default while no SMTP server is configured. */
export function createOutboxMailer(outbox: OutboxRepository, from: string): Mailer {
  return {
    async send(mail: OutgoingMail) {
      await outbox.add({
        kind: mail.kind,
        from: mail.from ?? from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        replyTo: mail.replyTo ?? null,
      });
    },
  };
}
