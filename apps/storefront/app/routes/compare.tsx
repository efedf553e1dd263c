import { compareTable, type AttributeDocument } from '@storefront/core';
import { Link } from 'react-router';
import type { Route } from './+types/compare';
import { toListItemView, useCompare } from '../features/lists';
import { useTranslate } from '../lib/i18n';
import { pageContext } from '../lib/page-context.server';
import { useShopSettings } from '../lib/shop-settings';
import { Button } from '../ui/Button';
import { Price } from '../ui/Price';

/** The attributes worth comparing (is_comparable), with their labels and options, for the table's rows. */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  const page = pageContext({ context, url, request });
  const { items } = await page.catalog.search<AttributeDocument>(
    'attribute',
    { filters: [{ attribute: 'is_comparable', value: ['1', true] }] },
    {
      size: 200,
      includeFields: [
        'attribute_code',
        'default_frontend_label',
        'frontend_label',
        'frontend_input',
        'is_comparable',
        'options',
      ],
    },
  );
  return { attributes: items };
}

export const meta: Route.MetaFunction = () => [{ title: 'Compare Products' }, { name: 'robots', content: 'noindex' }];

/** `/compare`: the products the shopper chose to compare (browser storage), side by side. */
export default function Compare({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const shop = useShopSettings();
  const compare = useCompare();
  const table = compareTable(compare.items, loaderData.attributes);
  return (
    <div className="page compare">
      <h1>{t('Compare Products')}</h1>
      {table.products.length === 0 ? (
        <p>{t('You have no items to compare.')}</p>
      ) : (
        // The table scrolls inside its own box on narrow screens (its links and buttons reach it by keyboard); the page
        // itself never scrolls sideways.
        <div className="compare-scroll">
          <table className="compare-table">
            <thead>
              <tr>
                <th scope="col">{t('Product')}</th>
                {table.products.map((item) => {
                  const view = toListItemView(item, shop);
                  return (
                    <th scope="col" key={view.sku}>
                      <img src={view.imageUrl} alt="" width={155} height={150} loading="lazy" />
                      <Link to={view.href}>{view.name}</Link>
                      <p>
                        <Price value={view.price} original={view.originalPrice} />
                      </p>
                      <Button
                        onClick={() => compare.remove(view.sku)}
                        aria-label={t('Remove {name} from compare', { name: view.name })}
                      >
                        {t('Remove')}
                      </Button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.attribute}>
                  <th scope="row">{t(row.label)}</th>
                  {row.values.map((value, i) => (
                    <td key={table.products[i]!.sku}>{t(value)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
