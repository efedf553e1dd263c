import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { StoreSwitcher, type StoreChoice } from './StoreSwitcher';

export interface FooterLink {
  title: string;
  href: string;
}

/** Footer with the static pages of docs/behaviour.md#routes-and-urls, grouped the way shoppers look for them. */
export function Footer({
  groups,
  stores,
}: {
  groups: Array<{ title: string; links: FooterLink[] }>;
  stores: StoreChoice[];
}) {
  const t = useTranslate();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-columns">
          {groups.map((group) => (
            <section key={group.title} aria-label={t(group.title)}>
              <h2>{t(group.title)}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{t(link.title)}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <StoreSwitcher stores={stores} />
        <p className="copyright">© Storefront</p>
      </div>
    </footer>
  );
}
