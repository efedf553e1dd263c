import { cartContentKey, OFFLINE_PLACEMENT_HINT, type CheckoutSection } from '@storefront/core';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { useOnline } from '../../lib/use-online';
import { useSession, useTaskQueue } from '../account';
import { loadCartRuntime, useServerCartChange } from '../cart';
import { Button } from '../../ui/Button';
import type { CheckoutErrors, CheckoutFormState } from './checkout-form-state';
import { sendCartShipping } from './cart-shipping';
import { CheckoutSectionFrame } from './CheckoutSectionFrame';
import type { CheckoutView, SpotAddress } from './checkout-view';
import { PersonalSection } from './PersonalSection';
import type { PaymentSectionProps } from './PaymentSection';
import type { ReviewSectionProps } from './ReviewSection';
import { sectionPart } from './section-part';
import type { SectionProps } from './section-props';
import type { ShippingSectionProps } from './ShippingSection';
import { AutocompleteSettingsProvider } from './address-autocomplete/autocomplete-settings';
import { PaymentProviderButton } from './payment-button/PaymentProviderButton';
import { useCheckout } from './use-checkout';
import { useOrderBuilder } from './use-order-builder';
import { usePlaceOrder } from './use-place-order';
import './checkout.css';

// The sections after the first load in the browser when they open (the first one comes with the page).
const ListingSection = sectionPart<SectionProps & { spot?: SpotAddress }>(async () => ({
  default: (await import('./ListingSection')).ListingSection,
}));
const ShippingSection = sectionPart<ShippingSectionProps>(async () => ({
  default: (await import('./ShippingSection')).ShippingSection,
}));
const PaymentSection = sectionPart<PaymentSectionProps>(async () => ({
  default: (await import('./PaymentSection')).PaymentSection,
}));
const ReviewSection = sectionPart<ReviewSectionProps>(async () => ({
  default: (await import('./ReviewSection')).ReviewSection,
}));

/** The method the payment-provider button pays with (see docs/behaviour.md#payment-methods). */
const PAYMENT_BUTTON_METHOD = 'vsfpaypal';

const TITLES: Record<CheckoutSection, string> = {
  personal: 'Personal details',
  listing: 'Listing details',
  shipping: 'Shipping',
  payment: 'Payment',
  review: 'Order review',
};

/** What the no-JS action answers when the posted form is not valid (or the API refused the order). */
export interface PostedCheckout {
  state: CheckoutFormState;
  errors: CheckoutErrors;
  orderId: string;
  message?: string;
  messageParams?: Record<string, string>;
}

/**
 * The one-page checkout. With JavaScript the sections open one after the other and the order is placed from the
 * browser; without it (and until the browser has read what it stored) every section is open in one form that posts
 * to the route's action, which validates with the same core rules.
 */
export function CheckoutForm({ view, posted }: { view: CheckoutView; posted?: PostedCheckout | undefined }) {
  const t = useTranslate();
  const queue = useTaskQueue();
  const revalidator = useRevalidator();
  // The review's totals come from the server cart: it learns the shipping chosen, then the page reads them again.
  const checkout = useCheckout(view, posted?.state, (section, details) => {
    if (section === 'shipping')
      void sendCartShipping(queue, view, details.shippingDetails)
        .then(async (sent) => {
          if (sent) await revalidator.revalidate();
        })
        .catch(() => undefined);
  });
  // A change made in the microcart on this page (a line removed, the cart cleared, a coupon) is read again once the
  // server has it: the summary and the totals follow, and a cleared cart shows the empty checkout's way back.
  useServerCartChange(cartContentKey(view.items, view.cart.coupon), () => void revalidator.revalidate());
  const placement = usePlaceOrder(view);
  const online = useOnline();
  // A login on this page (the dialog from Personal details) makes the page the customer's: its data is read again.
  const sessionEmail = useSession().user?.email;
  useEffect(() => {
    if (!sessionEmail || sessionEmail === view.customer?.email) return;
    // After the cart has followed the login (the guest's lines merged into the customer's cart on the server): read
    // before that, the page would find the customer's cart still empty.
    void loadCartRuntime()
      .then((cart) => cart.syncCart())
      .then(() => revalidator.revalidate());
    // The revalidator object changes with every revalidation; the session's address is what decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionEmail, view.customer?.email]);
  // Taken apart: the form's ref is for the element only, never read while rendering.
  const { form, state, steps, open, sections, done, change, setForm, edit, continueFrom, validateAll } = checkout;
  const { validation, prepareValidation } = checkout;
  const errors = steps ? checkout.errors : (posted?.errors ?? {});
  const orderId = (steps ? checkout.orderId : undefined) ?? posted?.orderId ?? view.orderId;
  const props: SectionProps = {
    state,
    errors,
    change,
    setForm,
    enhanced: steps,
    translate: t,
  };

  const buttonPays = state.details.paymentDetails.paymentMethod === PAYMENT_BUTTON_METHOD;
  // The payment button shows only for a valid checkout, which takes the validation to know.
  useEffect(() => {
    if (steps && buttonPays) prepareValidation();
  }, [steps, buttonPays, prepareValidation]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!steps) return;
    event.preventDefault();
    if (open !== 'review') return continueFrom(open);
    // With the payment button the order is placed by the button, once the provider has the payment.
    validateAll(() => {
      if (!buttonPays) void placement.place(state, orderId);
    });
  };

  const orderBodyOf = useOrderBuilder(steps && buttonPays && open === 'review');
  const paymentButton: ReactNode = orderBodyOf && (
    <PaymentProviderButton
      settings={view.paymentButton}
      buildOrder={() => orderBodyOf(view, state, orderId, Date.now())}
      onPlaced={(confirmation, placedId) => void placement.placed(state, confirmation, placedId)}
      onMessage={placement.setMessage}
    />
  );

  const placeButton: ReactNode = (
    <div className="checkout-place">
      {/* Offline the shopper learns before the click what it will do (docs/behaviour.md#offline-orders). */}
      {!online && (
        <p id="checkout-offline" className="checkout-offline-hint">
          {t(OFFLINE_PLACEMENT_HINT)}
        </p>
      )}
      <Button
        type="submit"
        variant="primary"
        disabled={placement.busy}
        aria-describedby={online ? 'checkout-progress' : 'checkout-offline checkout-progress'}
      >
        {t('Place the order')}
      </Button>
      <p id="checkout-progress" role="status" className="checkout-progress">
        {placement.progress ?? ''}
      </p>
    </div>
  );

  // With JavaScript the placement's answer shows by the button; a no-JS post's answer heads the reloaded page.
  const nearButton = steps ? placement.message : undefined;
  const content = (section: CheckoutSection): ReactNode => {
    switch (section) {
      case 'personal':
        return <PersonalSection {...props} loggedIn={Boolean(view.customer)} />;
      case 'listing':
        return <ListingSection {...props} {...(view.spot && { spot: view.spot })} />;
      case 'shipping':
        return (
          <ShippingSection
            {...props}
            methods={view.shippingMethods}
            prices={view.shippingPrices}
            {...(view.defaultAddress && { defaultAddress: view.defaultAddress })}
          />
        );
      case 'payment':
        return <PaymentSection {...props} methods={view.paymentMethods} hasShipping={sections.includes('shipping')} />;
      case 'review':
        return (
          <ReviewSection
            {...props}
            cart={view.cart}
            {...(view.cancellationPolicy && { cancellationPolicy: view.cancellationPolicy })}
            // The button needs its script and a valid checkout (terms included) before it may take a payment.
            action={
              <>
                {steps && buttonPays && validation && !validation.firstInvalid(view, state)
                  ? paymentButton
                  : placeButton}
                {/* What the placement or the payment answered shows where the shopper is looking: by the button. */}
                {nearButton && <ActionMessage text={nearButton} />}
              </>
            }
          />
        );
    }
  };

  const message = nearButton
    ? undefined
    : (placement.message ?? (posted?.message && t(posted.message, posted.messageParams)));
  const invalid = !steps && Object.keys(errors).length > 0;
  return (
    <AutocompleteSettingsProvider placesApiKey={view.placesApiKey}>
      <form
        ref={form}
        method="post"
        action={view.checkoutPath}
        className="checkout-form"
        noValidate
        onSubmit={onSubmit}
        // The shopper's first touch of the form fetches the validation, before a Continue needs it.
        onFocus={prepareValidation}
        onPointerDown={prepareValidation}
      >
        {(invalid || message) && (
          <div className="checkout-summary" role="alert" tabIndex={-1}>
            {invalid && <p>{t('Please correct the fields marked below.')}</p>}
            {message && <p className="checkout-message">{message}</p>}
          </div>
        )}
        <input type="hidden" name="orderId" value={orderId} />
        {sections.map((section, i) => (
          <CheckoutSectionFrame
            key={section}
            name={section}
            step={i + 1}
            title={TITLES[section]}
            open={!steps || open === section}
            done={done.includes(section)}
            steps={steps}
            onEdit={() => edit(section)}
            onContinue={() => continueFrom(section)}
          >
            {content(section)}
          </CheckoutSectionFrame>
        ))}
      </form>
    </AutocompleteSettingsProvider>
  );
}

/** The answer by the button, scrolled into sight when it comes (the button may sit at the screen's bottom edge). */
function ActionMessage({ text }: { text: string }) {
  const shown = useRef<HTMLParagraphElement>(null);
  // A block body: Chromium's scrollIntoView returns a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    void shown.current?.scrollIntoView({ block: 'nearest' });
  }, [text]);
  return (
    <p ref={shown} className="checkout-message checkout-action-message" role="alert">
      {text}
    </p>
  );
}
