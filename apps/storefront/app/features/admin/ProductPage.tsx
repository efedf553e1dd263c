import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useAdminSession } from './admin-session';
import type { ProductView } from './admin-types';
import { DetailHeading } from './DetailHeading';
import { Notice } from './Notice';
import { STATUS_LABELS, VISIBILITY_LABELS } from './format';
import { useAdminAction } from './use-admin-action';
import { useAdminData } from './use-admin-data';

type Edited = Pick<
  ProductView,
  'price' | 'special_price' | 'special_from_date' | 'special_to_date' | 'qty' | 'is_in_stock' | 'status' | 'visibility'
>;

/** The typed fields, in the form's order; `editedOf` reads them back by name. */
const TYPED_FIELDS = [
  { name: 'price', id: 'product-price', type: 'number', step: '0.01', min: 0, label: 'Price', required: true },
  { name: 'special_price', id: 'product-special-price', type: 'number', step: '0.01', min: 0, label: 'Special price' },
  { name: 'special_from_date', id: 'product-special-from', type: 'date', label: 'Special price from' },
  { name: 'special_to_date', id: 'product-special-to', type: 'date', label: 'Special price until' },
  { name: 'qty', id: 'product-qty', type: 'number', step: 1, min: 0, label: 'Quantity' },
] as const;

/** The form's values as the API's fields (docs/back-office.md#catalogue-edits): empty optional ones are null. */
function editedOf(form: FormData): Edited {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const number = (name: string) => (text(name) === '' ? null : Number(text(name)));
  return {
    price: number('price'),
    special_price: number('special_price'),
    special_from_date: text('special_from_date') || null,
    special_to_date: text('special_to_date') || null,
    qty: number('qty'),
    is_in_stock: form.get('is_in_stock') === 'on',
    status: Number(text('status')),
    visibility: Number(text('visibility')),
  };
}

/**
 * A product's price, special price and its dates, stock, status and visibility. Only the fields changed are sent;
 * the change reaches every process's pages and search within seconds (docs/back-office.md#catalogue-edits).
 */
export function ProductPage() {
  const sku = useParams().sku ?? '';
  const path = `/products/${encodeURIComponent(sku)}`;
  const product = useAdminData<ProductView>(path);
  const { client } = useAdminSession();
  const action = useAdminAction();
  const { data } = product;
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!data) return;
    const next = editedOf(new FormData(event.currentTarget));
    // What the form showed: a product without a stock flag, status or visibility shows the shop's defaults.
    const shown: Edited = {
      ...data,
      is_in_stock: data.is_in_stock ?? false,
      status: data.status ?? 1,
      visibility: data.visibility ?? 4,
    };
    const change = Object.fromEntries(
      (Object.keys(next) as (keyof Edited)[]).flatMap((key) =>
        next[key] === shown[key] || (next[key] === null && key === 'qty') ? [] : [[key, next[key]]],
      ),
    );
    const ok = await action.run(async () => {
      if (Object.keys(change).length === 0) return 'Nothing changed.';
      await client.send('PATCH', path, change);
      return `${sku} is saved.`;
    });
    if (ok) product.reload();
  }
  return (
    <>
      <DetailHeading
        back={{ to: '/admin/products', label: 'Products' }}
        title={`Product ${sku}`}
        error={product.error}
      />
      {data && (
        <form
          className="admin-form admin-terms"
          aria-label={`Edit ${data.name}`}
          onSubmit={(event) => void save(event)}
          key={JSON.stringify(data)}
        >
          <p className="admin-wide">{data.name}</p>
          {TYPED_FIELDS.map(({ name, ...field }) => (
            <TextField key={name} name={name} {...field} defaultValue={data[name] ?? ''} />
          ))}
          <label className="admin-check">
            <input type="checkbox" name="is_in_stock" defaultChecked={data.is_in_stock ?? false} />
            In stock
          </label>
          <SelectField id="product-status" name="status" label="Status" defaultValue={String(data.status ?? 1)}>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="product-visibility"
            name="visibility"
            label="Visibility"
            defaultValue={String(data.visibility ?? 4)}
          >
            {Object.entries(VISIBILITY_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="primary" disabled={action.busy}>
            Save the product
          </Button>
        </form>
      )}
      <Notice done={action.done} error={action.error} />
    </>
  );
}
