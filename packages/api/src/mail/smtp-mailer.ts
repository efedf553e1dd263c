import type { Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer.js';

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://…`. */
  url: string;
  /** Sender when a mail names none. */
  from: string;
  /** Bounds connecting, the greeting and any silence of the server, so a dead server fails a send instead of hanging. */
  timeoutMs: number;
}

/** A mailer that can let go of its pooled connections (on shutdown, at the end of a test). */
export interface ClosableMailer extends Mailer {
  close(): void;
}

/** Mail through one pooled SMTP transport: connections are reused across sends instead of opened per mail. */
export function createSmtpMailer({ url, from, timeoutMs }: SmtpMailerOptions): ClosableMailer {
  // nodemailer is loaded by the first mail, not at every start of the server (about 0.08 s of it).
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        pool: true,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      }),
    ));
  return {
    async send(mail: OutgoingMail) {
      try {
        const transporter = await open();
        await transporter.sendMail({
          from: mail.from ?? from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html !== undefined && { html: mail.html }),
          ...(mail.replyTo !== undefined && { replyTo: mail.replyTo }),
        });
      } catch (error) {
        // The URL may carry a password: the message names the server's answer, never the URL.
        throw new Error(`The SMTP server did not take the ${mail.kind} mail: ${(error as Error).message}`, {
          cause: error,
        });
      }
    },
    close() {
      void transport?.then((opened) => opened.close());
    },
  };
}
