/** docs/api.md#mail: what `GET /api/ext/mailchimp-subscribe/subscribe` answers; an unknown address is 'unsubscribed'. */
export type NewsletterStatus = 'subscribed' | 'unsubscribed';

export interface Subscription {
  /** The address's one coupon code: made at its first subscription and kept for every later one. */
  couponCode: string;
  /**
   * This call claimed the coupon mail of the subscription: the caller sends it, then reports `couponMailed` or
   * `couponMailFailed`. Only one of any number of concurrent subscribes of an address claims it.
   */
  mailClaimed: boolean;
}

export interface SubscribeOptions {
  discountPercent: number;
  /** A fresh, unguessable coupon code; asked again should it collide with a stored one. */
  newCouponCode: () => string;
  /** A subscription after an unsubscribe claims the coupon mail again only once its last mail is this old. */
  resendAfterMs: number;
}

/**
 * Newsletter subscribers and their coupons. Addresses are compared lower-cased. Asynchronous, like every repository,
 * so a PostgreSQL implementation can follow.
 */
export interface NewsletterRepository {
  status(email: string): Promise<NewsletterStatus>;
  /** For a customer's `extension_attributes.is_subscribed` (`/api/user/me`). */
  isSubscribed(email: string): Promise<boolean>;
  /** Subscribes (again) in one transaction, with the address's coupon made on its first subscription. */
  subscribe(email: string, options: SubscribeOptions): Promise<Subscription>;
  /** The claimed coupon mail went out. */
  couponMailed(email: string): Promise<void>;
  /** The claimed coupon mail could not be sent: the next subscribe of the address claims it again. */
  couponMailFailed(email: string): Promise<void>;
  unsubscribe(email: string): Promise<void>;
}
