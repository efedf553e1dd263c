import type { FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { ActionForm } from './ActionForm';
import type { AdminColumn } from './AdminTable';
import { useAdminSession } from './admin-session';
import type { CouponView } from './admin-types';
import { when } from './format';
import { ListPage, useAdminList, type ListFilter } from './ListPage';
import { useAdminAction } from './use-admin-action';

const FILTERS: readonly ListFilter[] = [{ name: 'q', label: 'Code', type: 'search' }];

/** A `datetime-local` field's value read in UTC (the coupons' dates are UTC instants), or undefined when empty. */
const utcInstant = (value: string) => (value ? `${value.length === 16 ? `${value}:00` : value}Z` : undefined);

const limitOf = (value: FormDataEntryValue | null) => (String(value ?? '').trim() === '' ? null : Number(value));

/** Promotion codes: create one, change its limits, end it now (docs/back-office.md#coupons). */
export function CouponsPage() {
  const { client } = useAdminSession();
  const list = useAdminList<CouponView>('/coupons', ['q']);
  const action = useAdminAction();
  const path = (coupon: CouponView) => `/coupons/${encodeURIComponent(coupon.code)}`;
  async function limit(coupon: CouponView, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const usageLimit = limitOf(new FormData(event.currentTarget).get('usageLimit'));
    const ok = await action.run(async () => {
      await client.send('PATCH', path(coupon), { usageLimit });
      return usageLimit === null
        ? `${coupon.code} has no limit now.`
        : `${coupon.code} can be used ${usageLimit} time${usageLimit === 1 ? '' : 's'} in all.`;
    });
    if (ok) list.data.reload();
  }
  const columns: AdminColumn<CouponView>[] = [
    { label: 'Code', render: (coupon) => coupon.code },
    {
      label: 'Discount',
      render: (coupon) => (coupon.type === 'percent' ? `${coupon.amount}%` : coupon.amount.toFixed(2)),
    },
    { label: 'Valid', render: (coupon) => `${when(coupon.validFrom)} – ${when(coupon.validTo)}` },
    {
      label: 'Used',
      render: (coupon) =>
        `${coupon.timesUsed}${coupon.perCustomerLimit === null ? '' : ` (${coupon.perCustomerLimit} per customer)`}`,
    },
    {
      label: 'Limit',
      render: (coupon) => (
        <form
          className="admin-inline"
          aria-label={`Limit of ${coupon.code}`}
          onSubmit={(event) => void limit(coupon, event)}
          key={String(coupon.usageLimit)}
        >
          <TextField
            id={`coupon-${coupon.code}-limit`}
            name="usageLimit"
            type="number"
            min={1}
            step={1}
            label="Uses in all (empty: no limit)"
            defaultValue={coupon.usageLimit ?? ''}
          />
          <Button type="submit" disabled={action.busy} aria-label={`Save the limit of ${coupon.code}`}>
            Save
          </Button>
        </form>
      ),
    },
    {
      label: 'Actions',
      render: (coupon) =>
        coupon.ended ? (
          'ended'
        ) : (
          <Button
            disabled={action.busy}
            aria-label={`End now: ${coupon.code}`}
            onClick={() =>
              void action
                .run(async () => {
                  await client.send('POST', `${path(coupon)}/end`);
                  return `${coupon.code} has ended: carts can no longer use it.`;
                })
                .then(list.data.reload)
            }
          >
            End now
          </Button>
        ),
    },
  ];
  return (
    <ListPage
      title="Coupons"
      list={list}
      filters={FILTERS}
      idPrefix="coupons"
      notice={action}
      caption="Coupons"
      columns={columns}
      rowKey={(coupon) => coupon.code}
    >
      <NewCoupon onAdded={list.data.reload} />
    </ListPage>
  );
}

function NewCoupon({ onAdded }: { onAdded(): void }) {
  const { client } = useAdminSession();
  const action = useAdminAction();
  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const code = text('code');
    const body = {
      code,
      type: text('type'),
      amount: Number(text('amount')),
      ...(utcInstant(text('validFrom')) && { validFrom: utcInstant(text('validFrom')) }),
      ...(utcInstant(text('validTo')) && { validTo: utcInstant(text('validTo')) }),
      ...(limitOf(form.get('usageLimit')) !== null && { usageLimit: limitOf(form.get('usageLimit')) }),
      ...(limitOf(form.get('perCustomerLimit')) !== null && {
        perCustomerLimit: limitOf(form.get('perCustomerLimit')),
      }),
    };
    const ok = await action.run(async () => {
      await client.send('POST', '/coupons', body);
      return `${code} is added.`;
    });
    if (ok) {
      formElement.reset();
      onAdded();
    }
  }
  return (
    <section aria-labelledby="new-coupon" className="admin-actions">
      <h2 id="new-coupon">New coupon</h2>
      <ActionForm
        className="admin-filters"
        aria-label="New coupon"
        onSubmit={(event) => void add(event)}
        action={action}
        submit="Add the coupon"
      >
        <TextField id="new-coupon-code" name="code" label="Code" maxLength={64} required autoComplete="off" />
        <SelectField id="new-coupon-type" name="type" label="Type" defaultValue="percent">
          <option value="percent">Percent off</option>
          <option value="fixed">Amount off</option>
        </SelectField>
        <TextField id="new-coupon-amount" name="amount" type="number" min={0} step="any" label="Amount" required />
        <TextField id="new-coupon-from" name="validFrom" type="datetime-local" label="Valid from (UTC)" />
        <TextField id="new-coupon-to" name="validTo" type="datetime-local" label="Valid until (UTC)" />
        <TextField id="new-coupon-limit" name="usageLimit" type="number" min={1} step={1} label="Uses in all" />
        <TextField
          id="new-coupon-per-customer"
          name="perCustomerLimit"
          type="number"
          min={1}
          step={1}
          label="Uses per customer"
        />
      </ActionForm>
    </section>
  );
}
