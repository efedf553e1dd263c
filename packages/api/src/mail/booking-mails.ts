import { escapeXml } from '@storefront/core';
import type { OutgoingMail } from './mailer.js';

/** What every booking mail shows of its booking: written by the shop (catalogue name, period, code, link) only. */
export interface BookingMailView {
  to: string;
  spotName: string;
  /** The period on the spot's clock: 'Sun 29 Nov, 10:00–13:00 EST'. */
  period: string;
  /** The access code in groups: '7KQ2-M9XD-4TRB'. */
  code: string;
  /** The signed link to the booking (its pass, cancel and extend). */
  link: string;
  /** The pass's QR code (SVG); mail programs that show no inline SVG still show the code under it. */
  qrSvg: string;
}

export const bookingReminderSubject = (which: 'start' | 'end', spotName: string) =>
  which === 'start' ? `Your parking at ${spotName} starts soon` : `Your parking at ${spotName} ends soon`;
export const BOOKING_CANCELLED_SUBJECT = 'Your parking booking is cancelled';
export const BOOKING_EXTENDED_SUBJECT = 'Your parking booking is extended';

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

function passText(view: BookingMailView): string {
  return `Spot: ${view.spotName}\nPeriod: ${view.period}\nAccess code: ${view.code}\nYour pass: ${view.link}\n`;
}

function passHtml(view: BookingMailView): string {
  return (
    `<p><strong>${escapeXml(view.spotName)}</strong><br>${escapeXml(view.period)}</p>` +
    `<div style="width:180px">${view.qrSvg}</div>` +
    `<p>Access code: <strong style="font-family:monospace;font-size:1.4em">${escapeXml(view.code)}</strong></p>` +
    `<p><a href="${escapeXml(view.link)}">Open your pass</a> (it opens offline once opened on your phone)</p>`
  );
}

/** The pass as the order confirmation carries it, one section per booking. */
export function bookingPassSection(view: BookingMailView): { text: string; html: string } {
  return { text: `Parking pass\n${passText(view)}`, html: `<h2>Parking pass</h2>${passHtml(view)}` };
}

/** A reminder before the start ('start') or the end ('end') of a booking. */
export function bookingReminderMail(view: BookingMailView, which: 'start' | 'end'): OutgoingMail {
  const lead =
    which === 'start'
      ? 'Your parking starts soon. Show this code or the QR code at the gate.'
      : 'Your parking ends soon. You can extend it from your pass while the place is free.';
  return {
    kind: 'booking-reminder',
    to: view.to,
    subject: bookingReminderSubject(which, view.spotName),
    text: `${lead}\n\n${passText(view)}`,
    html: `<p>${escapeXml(lead)}</p>${passHtml(view)}`,
  };
}

/** The cancellation: what was given back, and how. */
export function bookingCancelledMail(
  view: BookingMailView,
  refund: { amount: number; currency: string; state: 'none' | 'pending' | 'refunded'; method: string },
): OutgoingMail {
  const money_ = money(refund.amount, refund.currency);
  const outcome =
    refund.state === 'refunded'
      ? `${money_} was refunded to your ${refund.method} payment.`
      : refund.state === 'pending'
        ? `${money_} will be refunded to your ${refund.method} payment.`
        : refund.amount > 0
          ? `Nothing was charged online: ${money_} is no longer due.`
          : 'Nothing is refunded under the cancellation policy.';
  const text = `Your booking of ${view.spotName} for ${view.period} is cancelled. The place is free again.\n${outcome}\n`;
  return {
    kind: 'booking-cancelled',
    to: view.to,
    subject: BOOKING_CANCELLED_SUBJECT,
    text,
    html: `<p>${escapeXml(text.split('\n')[0]!)}</p><p>${escapeXml(outcome)}</p>`,
  };
}

/** An extension: the new period and what it cost (or what is now due on delivery). */
export function bookingExtendedMail(
  view: BookingMailView,
  charge: { amount: number; currency: string; due: number; paidOnline: boolean },
): OutgoingMail {
  const cost = charge.paidOnline
    ? `The extension cost ${money(charge.amount, charge.currency)}, paid online.`
    : `The extension costs ${money(charge.amount, charge.currency)}; ${money(charge.due, charge.currency)} is due on arrival.`;
  return {
    kind: 'booking-extended',
    to: view.to,
    subject: BOOKING_EXTENDED_SUBJECT,
    text: `Your booking is extended.\n${cost}\n\n${passText(view)}`,
    html: `<p>Your booking is extended.</p><p>${escapeXml(cost)}</p>${passHtml(view)}`,
  };
}
