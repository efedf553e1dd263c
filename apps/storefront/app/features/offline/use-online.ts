// What the browser says of its connection; it lives in lib/ so that features the offline one builds on (the checkout) read it too.
export { isOnline, useOnline } from '../../lib/use-online';
