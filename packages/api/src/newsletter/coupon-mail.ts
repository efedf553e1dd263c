import type { OutgoingMail } from '../mail/mailer.js';

/** The mail that gives a new subscriber the spec's coupon ("The newsletter signup offers a 10% off coupon"). */
export function newsletterCouponMail(to: string, couponCode: string, discountPercent: number): OutgoingMail {
  const off = `${discountPercent}% off`;
  return {
    kind: 'newsletter-coupon',
    to,
    subject: `Your ${off} coupon: ${couponCode}`,
    text: [
      'Thank you for subscribing to our newsletter.',
      '',
      `Here is your coupon for ${off} your next order: ${couponCode}`,
      '',
      'Enter the code in your cart to redeem it.',
    ].join('\n'),
  };
}
