import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';

export interface StoreChoice {
  storeCode: string;
  name: string;
  href: string;
  current: boolean;
  /** Another store view: a full page load, so the new store's configuration and language load with it (see docs/behaviour.md#store-views). */
  reloadDocument: boolean;
}

export function StoreSwitcher({ stores }: { stores: StoreChoice[] }) {
  const t = useTranslate();
  if (stores.length < 2) return null;
  return (
    <nav className="store-switcher" aria-label={t('Store')}>
      <ul>
        {stores.map((store) => (
          <li key={store.storeCode || 'default'}>
            {store.current ? (
              <span aria-current="true">{store.name}</span>
            ) : (
              <Link to={store.href} reloadDocument={store.reloadDocument} hrefLang={store.storeCode || undefined}>
                {store.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
