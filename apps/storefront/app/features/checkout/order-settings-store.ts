import type { OrderSettings } from './order-settings';

let current: OrderSettings | undefined;

/** The root's order settings as the app last rendered them: route client loaders read them (they get no root data). */
export const rememberOrderSettings = (settings: OrderSettings | undefined): void => {
  if (settings) current = settings;
};

export const currentOrderSettings = (): OrderSettings | undefined => current;
