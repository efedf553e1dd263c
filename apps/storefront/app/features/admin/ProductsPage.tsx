import { Link } from 'react-router';
import type { AdminColumn } from './AdminTable';
import type { ProductView } from './admin-types';
import { STATUS_LABELS, VISIBILITY_LABELS } from './format';
import { ListPage, useAdminList, type ListFilter } from './ListPage';

const FILTERS: readonly ListFilter[] = [{ name: 'q', label: 'SKU or name', type: 'search' }];

const amount = (value: number | null) => (value === null ? '—' : value.toFixed(2));

const COLUMNS: AdminColumn<ProductView>[] = [
  {
    label: 'SKU',
    sort: 'sku',
    render: (product) => <Link to={`/admin/products/${encodeURIComponent(product.sku)}`}>{product.sku}</Link>,
  },
  { label: 'Name', sort: 'name', render: (product) => product.name },
  { label: 'Price', sort: 'price', render: (product) => amount(product.price) },
  { label: 'Special price', render: (product) => amount(product.special_price) },
  {
    label: 'Stock',
    render: (product) =>
      `${product.qty ?? '—'} ${product.is_in_stock === false ? '(out of stock)' : product.is_in_stock ? '(in stock)' : ''}`.trim(),
  },
  { label: 'Status', render: (product) => STATUS_LABELS[product.status ?? 1] ?? String(product.status) },
  {
    label: 'Visibility',
    render: (product) => VISIBILITY_LABELS[product.visibility ?? 4] ?? String(product.visibility),
  },
];

/** The catalogue's products: search by sku or name, sorted and paged on the server; each opens its edit form. */
export function ProductsPage() {
  const list = useAdminList<ProductView>('/products', ['q', 'sort']);
  return (
    <ListPage
      title="Products"
      list={list}
      filters={FILTERS}
      idPrefix="products"
      caption="Products"
      columns={COLUMNS}
      rowKey={(product) => product.sku}
      defaultSort="sku"
    />
  );
}
