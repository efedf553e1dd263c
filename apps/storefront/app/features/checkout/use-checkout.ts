import {
  listingDetailsFromSpot,
  newOrderId,
  nextCheckoutSection,
  openCheckoutSection,
  personalDetailsFromCustomer,
  restoreCheckoutDetails,
  shippingDetailsPrefill,
  type CheckoutDetails,
  type CheckoutSection,
} from '@storefront/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CheckoutErrors, CheckoutFormState } from './checkout-form-state';
import { initialCheckoutState, sectionsOf } from './checkout-rules';
import { readStoredCheckout, storeCheckout, storeOrderId } from './checkout-storage';
import type * as Validation from './checkout-validation';
import type { CheckoutView } from './checkout-view';

export type CheckoutValidation = typeof Validation;

let validationModule: CheckoutValidation | undefined;
let validationLoad: Promise<CheckoutValidation> | undefined;

/**
 * The validation with its form schemas, loaded once per page load: when the shopper first touches the form, or at the
 * first Continue or Place the order. A shopper who only looks at the checkout downloads none of it. A failed load
 * (a lost connection) is tried again next time.
 */
function loadValidation(): Promise<CheckoutValidation> {
  validationLoad ??= import('./checkout-validation').then(
    (module) => (validationModule = module),
    (error: unknown) => {
      validationLoad = undefined;
      throw error;
    },
  );
  return validationLoad;
}

type Focus = { target: 'heading' | 'invalid'; section: CheckoutSection; attempt: number };

/**
 * Binds the checkout to its core rules in the browser: one section open at a time, each validated before the next
 * opens, everything stored (spec keys) so a reload opens where the shopper was, and the focus on the next section's
 * heading or the first invalid field. Until the stored state is read, every section is open, as the server drew it.
 */
export function useCheckout(
  view: CheckoutView,
  posted?: CheckoutFormState,
  /** Called when a section is done (valid and closed), with the details as they are. */
  onDone?: (section: CheckoutSection, details: CheckoutDetails) => void,
) {
  // By content: a reloaded page (same cart) keeps the same sections and does not read the storage again.
  const sectionsKey = sectionsOf(view).join();
  const sections = useMemo(() => sectionsKey.split(',') as CheckoutSection[], [sectionsKey]);
  const [state, setState] = useState(() => posted ?? initialCheckoutState(view));
  const [ready, setReady] = useState(false);
  const [chosen, setOpen] = useState<CheckoutSection>(sections[0]!);
  const [done, setDone] = useState<CheckoutSection[]>([]);
  const open = openCheckoutSection(sections, chosen, done);
  const [checked, setChecked] = useState<CheckoutSection[]>([]);
  const [orderId, setOrderId] = useState<string>();
  const [focus, setFocus] = useState<Focus>();
  const form = useRef<HTMLFormElement>(null);
  const [validation, setValidation] = useState(() => validationModule);
  /** Runs `step` with the validation, at once when it is there, else once it has loaded. */
  const withValidation = (step: (rules: CheckoutValidation) => void) => {
    if (validation) return step(validation);
    void loadValidation().then((rules) => {
      setValidation(rules);
      step(rules);
    });
  };
  const prepareValidation = useCallback(() => {
    if (!validation) void loadValidation().then(setValidation, () => undefined);
  }, [validation]);

  useEffect(() => {
    let live = true;
    void readStoredCheckout().then((stored) => {
      if (!live) return;
      setState((current) => ({ ...current, details: restoreCheckoutDetails(stored.details, current.details) }));
      const progress = stored.progress;
      if (progress && sections.includes(progress.open)) {
        setOpen(progress.open);
        setDone(progress.done.filter((section) => sections.includes(section)));
      }
      if (stored.orderId) setOrderId(stored.orderId);
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [sections]);

  useEffect(() => {
    if (ready) void storeCheckout(state.details, { open, done });
  }, [ready, state.details, open, done]);

  // A guest who logs in on the checkout (its page data read again) goes on as the customer: their name and e-mail.
  const customer = view.customer;
  const [customerSeen, setCustomerSeen] = useState(customer?.email);
  if (customer?.email !== customerSeen) {
    setCustomerSeen(customer?.email);
    if (customer)
      setState((current) => ({
        ...current,
        details: { ...current.details, personalDetails: personalDetailsFromCustomer(customer) },
      }));
  }

  useEffect(() => {
    if (!focus) return;
    const section = form.current?.querySelector(`[data-section="${focus.section}"]`);
    const target =
      focus.target === 'invalid'
        ? (section?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? section?.querySelector('h2'))
        : section?.querySelector('h2');
    target?.focus();
  }, [focus]);

  // A section is checked only through the validation, so it is there whenever one is.
  const errors: CheckoutErrors = validation
    ? Object.assign({}, ...checked.map((section) => validation.sectionErrors(section, view, state)))
    : {};

  const show = (section: CheckoutSection, target: Focus['target']) =>
    setFocus((current) => ({ target, section, attempt: (current?.attempt ?? 0) + 1 }));

  const openSection = (section: CheckoutSection) => {
    setOpen(section);
    if (section === 'listing')
      setState((current) => {
        const { personalDetails, listingDetails, shippingDetails } = current.details;
        const listing = listingDetailsFromSpot(
          { ...view.spot },
          personalDetails,
          listingDetails,
          shippingDetails.phoneNumber || view.defaultAddress?.phoneNumber,
        );
        return { ...current, details: { ...current.details, listingDetails: listing } };
      });
    // docs/behaviour.md#checkout-and-orders: the names typed in Personal details, or a customer's default address.
    if (section === 'shipping')
      setState((current) => {
        const { personalDetails, shippingDetails } = current.details;
        const shipping = shippingDetailsPrefill(shippingDetails, personalDetails, view.defaultAddress);
        return { ...current, details: { ...current.details, shippingDetails: shipping } };
      });
    // docs/behaviour.md#order-placement: the order's id is born when the review opens and survives reloads, so a re-click is the same order.
    if (section === 'review' && !orderId) {
      const id = newOrderId(Date.now());
      setOrderId(id);
      void storeOrderId(id);
    }
    show(section, 'heading');
  };

  return {
    form,
    state,
    sections,
    steps: ready,
    open,
    done,
    errors,
    orderId,
    /** The validation once loaded (the payment button needs a valid checkout before it shows). */
    validation,
    prepareValidation,
    change<D extends keyof CheckoutDetails>(details: D, change: Partial<CheckoutDetails[D]>) {
      setState((current) => ({
        ...current,
        details: { ...current.details, [details]: { ...current.details[details], ...change } },
      }));
    },
    setForm(change: Partial<Omit<CheckoutFormState, 'details'>>) {
      setState((current) => ({ ...current, ...change }));
    },
    /** 'Continue': the section's messages, or the next section opened. */
    continueFrom(section: CheckoutSection) {
      withValidation((rules) => {
        if (!checked.includes(section)) setChecked((current) => [...current, section]);
        if (Object.keys(rules.sectionErrors(section, view, state)).length > 0) return show(section, 'invalid');
        setDone((current) => (current.includes(section) ? current : [...current, section]));
        onDone?.(section, state.details);
        const next = nextCheckoutSection(sections, section);
        if (next) openSection(next);
      });
    },
    edit: openSection,
    /** Before placing: every section valid (then `placeable` runs), else the first invalid one opens with its messages. */
    validateAll(placeable: () => void): void {
      withValidation((rules) => {
        setChecked([...sections]);
        const invalid = rules.firstInvalid(view, state);
        if (!invalid) return placeable();
        setOpen(invalid.section);
        show(invalid.section, 'invalid');
      });
    },
  };
}
