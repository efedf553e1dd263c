import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { announceCartChanged } from './cart-events';

/**
 * With JavaScript the cart page's forms post through React Router; when a post to one of `actions` has finished
 * (its redirect loaded), the client cart is told to pull (see docs/behaviour.md#server-cart-sync).
 */
export function useAnnounceCartPosts(actions: readonly string[]) {
  const navigation = useNavigation();
  const posting = useRef(false);
  const formAction = navigation.formAction?.split('?')[0];
  const isCartPost = navigation.formMethod?.toUpperCase() === 'POST' && !!formAction && actions.includes(formAction);
  useEffect(() => {
    if (isCartPost) posting.current = true;
    else if (navigation.state === 'idle' && posting.current) {
      posting.current = false;
      announceCartChanged();
    }
  }, [isCartPost, navigation.state]);
}
