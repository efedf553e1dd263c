/** What the shop sends: the kind says why, so the outbox and tests can find a mail without parsing its text. */
export type MailKind =
  | 'welcome'
  | 'password-reset'
  | 'newsletter-coupon'
  | 'order-confirmation'
  | 'mail-service'
  | 'email-changed'
  | 'booking-reminder'
  | 'booking-cancelled'
  | 'booking-extended';

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Default: config `mail.from`. */
  from?: string;
  replyTo?: string;
}

/**
 * The one way out for e-mail: SMTP when `SMTP_URL` is set, otherwise the database outbox (readable at the
 * development-only outbox page). Resolves once the mail is handed over (accepted by the SMTP server, or stored).
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Lets go of what the mailer keeps open (SMTP's pooled connections), on shutdown. */
  close?(): void;
}
