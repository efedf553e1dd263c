import type { ReactNode } from 'react';
import type { AccountSection } from '@storefront/core';
import { AccountNav } from './AccountNav';
import type { AccountLink } from './account-links';
import './account.css';

export interface AccountFrameProps {
  nav: readonly AccountLink[];
  homeHref: string;
  section: AccountSection;
  title: string;
  children: ReactNode;
}

/** An account page: the account navigation beside (on phones, above) the page's heading and content. */
export function AccountFrame({ nav, homeHref, section, title, children }: AccountFrameProps) {
  return (
    <div className="page account">
      <AccountNav links={nav} section={section} homeHref={homeHref} />
      <div className="account-content">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
