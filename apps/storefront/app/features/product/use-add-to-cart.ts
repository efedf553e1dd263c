import { useNotifications } from '../../lib/notifications-context';
import type { AddToCartInput } from './add-to-cart-problems';

/** The message shown instead of a success while adding to the cart is not built. */
export const CART_NOT_AVAILABLE = 'The cart is not available yet.';

const loadRules = () => import('./add-to-cart-problems');

/**
 * Binds the add-to-cart checks to the button: the option forms' checks run first (they show their field messages),
 * then every problem becomes a notification. Nothing is added: the cart comes with its own issue. The rules load with
 * the first try, or earlier with `preload` when the shopper reaches for the form.
 */
export function useAddToCart(input: () => Omit<AddToCartInput, 'errors'>, runChecks: () => AddToCartInput['errors']) {
  const notifications = useNotifications();
  const submit = async () => {
    const errors = runChecks();
    const { addToCartProblems } = await loadRules();
    const outcome = addToCartProblems({ ...input(), errors });
    for (const problem of outcome.problems) notifications.add(problem);
    if (outcome.canAdd) notifications.add({ type: 'info', message: CART_NOT_AVAILABLE });
  };
  return { submit, preload: () => void loadRules() };
}
