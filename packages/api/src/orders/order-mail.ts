import {
  decodeHtmlEntities,
  DEFAULT_SPOT_TIME_ZONE,
  escapeXml,
  formatBookingPeriod,
  parseBookingInstant,
  optionSummary,
  type OrderAddress,
  type ParsedOrderBody,
} from '@storefront/core';
import type { OutgoingMail } from '../mail/mailer.js';
import type { PricedOrder } from './order-pricing.js';

export interface OrderMailInput {
  to: string;
  orderNumber: string;
  body: ParsedOrderBody;
  priced: PricedOrder;
  paymentTitle: string;
  /**
   * The recipient is the logged-in customer's own account address. Otherwise (a guest's, or one typed beside an
   * account) anyone may have named it: the mail then carries no text the caller wrote (names, streets, company, phone).
   */
  verifiedRecipient: boolean;
  /** The store view's locale, in which booking periods are written (default en-US). */
  locale?: string;
  /** The clock of the mail's writing: a period in another year shows its year. */
  now?: number;
}

/**
 * A booking line's period as the driver reads it on the spot's clock: `Sun 29 Nov, 10:00–13:00 EST, hourly`. The
 * stored instants are the cart's; one that does not read (none should) is shown as stored.
 */
export function mailBookingPeriod(
  line: { bookFrom: string; bookTo: string; isMonthly: boolean; timeZone?: string },
  locale = 'en-US',
  now = Date.now(),
): string {
  const from = parseBookingInstant(line.bookFrom);
  const to = parseBookingInstant(line.bookTo);
  const mode = line.isMonthly ? 'monthly' : 'hourly';
  if (from === undefined || to === undefined) return `${line.bookFrom} – ${line.bookTo}, ${mode}`;
  return `${formatBookingPeriod(from, to, line.timeZone ?? DEFAULT_SPOT_TIME_ZONE, { locale, now })}, ${mode}`;
}

interface MailLine {
  label: string;
  value: string;
}

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

function addressLines(address: OrderAddress | undefined): string[] {
  if (!address) return [];
  return [
    `${address.firstname} ${address.lastname}`,
    ...(address.company ? [address.company] : []),
    // A downloads-only order's billing address may name no street and no city.
    ...(address.street.some(Boolean) ? [address.street.filter(Boolean).join(' ')] : []),
    [address.postcode, address.city].filter(Boolean).join(' '),
    [address.region, address.country_id].filter(Boolean).join(', '),
    ...(address.telephone ? [address.telephone] : []),
  ];
}

/** What a guest's mail says instead of the addresses typed at the checkout (which the shop has not verified). */
const GUEST_NOTE = 'If you did not place this order, please ignore this e-mail.';

/** The order confirmation (mail kind 'order-confirmation'): number, lines with their booking periods, totals. */
export function orderConfirmationMail({
  to,
  orderNumber,
  body,
  priced,
  paymentTitle,
  verifiedRecipient,
  locale,
  now,
}: OrderMailInput): OutgoingMail {
  const currency = priced.totals.quote_currency_code;
  const lines = priced.lines.map((line, i) => {
    const item = priced.totals.items[i]!;
    const period =
      line.bookFrom && line.bookTo
        ? ` (${mailBookingPeriod({ ...line, bookFrom: line.bookFrom, bookTo: line.bookTo }, locale, now)})`
        : '';
    // Catalogue names are HTML-encoded ('Tom &amp; Jerry'); the text part shows them as text, the HTML part escapes once.
    const name = decodeHtmlEntities(line.name);
    // A configured child reads as its parent with its options: 'Jacket (Size: M, Color: Green)'.
    const options = line.labels.length > 0 ? ` (${decodeHtmlEntities(optionSummary(line.labels))})` : '';
    return `${line.qty} × ${name}${options} [${line.sku}]${period}: ${money(item.row_total_incl_tax, currency)}`;
  });
  const totals: MailLine[] = priced.totals.total_segments.map((segment) => ({
    label: segment.title,
    value: money(segment.value, currency),
  }));
  const info = body.addressInformation;
  const shipping = verifiedRecipient ? addressLines(info.shippingAddress as OrderAddress | undefined) : [];
  const billing = verifiedRecipient ? addressLines(info.billingAddress as OrderAddress) : [];
  const sections: Array<[string, string[]]> = [
    ['Items', lines],
    ['Totals', totals.map((t) => `${t.label}: ${t.value}`)],
    ...(shipping.length > 0 ? [['Shipping address', shipping] as [string, string[]]] : []),
    ...(billing.length > 0 ? [['Billing address', billing] as [string, string[]]] : []),
    ['Payment method', [paymentTitle]],
  ];
  const note = verifiedRecipient ? '' : `${GUEST_NOTE}\n\n`;
  const text =
    `Thank you for your order!\n\nYour order number is ${orderNumber}.\n\n${note}` +
    sections.map(([title, rows]) => `${title}\n${rows.map((row) => `  ${row}`).join('\n')}`).join('\n\n') +
    '\n';
  const html =
    `<h1>Thank you for your order!</h1><p>Your order number is <strong>${escapeXml(orderNumber)}</strong>.</p>` +
    (verifiedRecipient ? '' : `<p>${escapeXml(GUEST_NOTE)}</p>`) +
    sections
      .map(
        ([title, rows]) =>
          `<h2>${escapeXml(title)}</h2><ul>${rows.map((row) => `<li>${escapeXml(row)}</li>`).join('')}</ul>`,
      )
      .join('');
  return { kind: 'order-confirmation', to, subject: `Your order ${orderNumber}`, text, html };
}
