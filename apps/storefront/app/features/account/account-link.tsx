import type { useTranslate } from '../../lib/i18n';
import { Icon } from '../../ui/Icon';

/** The header account link's accessible name: with the customer's first name when there is one. */
export function accountLinkLabel(t: ReturnType<typeof useTranslate>, name?: string): string {
  return name ? t('My account, {name}', { name }) : t('My account');
}

/**
 * What the customer's account link shows: the icon, and their first name (wide screens). Drawn the same by the menu
 * and by the link that stands in for it while the menu's chunk loads, so the header never looks like a guest's.
 */
export function AccountLinkFace({ name }: { name: string | undefined }) {
  return (
    <>
      <Icon name="user" />
      {name && (
        <span className="account-name" aria-hidden="true">
          {name}
        </span>
      )}
    </>
  );
}

// A click on the stand-in link, kept for the menu that replaces it: the page it was clicked on.
let openRequestedOn: string | null = null;

/** The stand-in link was clicked on `pathname`: the menu opens there once its chunk has arrived. */
export function requestMenuOpen(pathname: string): void {
  openRequestedOn = pathname;
}

/** The page a click on the stand-in asked the menu to open on, once (null when there was none). */
export function takeMenuOpenRequest(): string | null {
  const pathname = openRequestedOn;
  openRequestedOn = null;
  return pathname;
}
