import { Link } from 'react-router';
import { AdminApiError } from '@storefront/core';
import { Button } from '../../ui/Button';
import type { AdminColumn } from './AdminTable';
import { ADMIN_TOKEN_KEY } from './admin-session';
import type { CustomerView } from './admin-types';
import { CustomerButtons } from './CustomerButtons';
import { when } from './format';
import { ListPage, useAdminList, type ListFilter } from './ListPage';
import { Notice } from './Notice';
import { useAdminAction } from './use-admin-action';

const FILTERS: readonly ListFilter[] = [{ name: 'q', label: 'E-mail or name', type: 'search' }];

/** Customers: each opens its page; lock or unlock, send a reset link; the newsletter's subscribers as CSV. */
export function CustomersPage() {
  const list = useAdminList<CustomerView>('/customers', ['q']);
  const action = useAdminAction();
  const columns: AdminColumn<CustomerView>[] = [
    {
      label: 'E-mail',
      render: (customer) => <Link to={`/admin/customers/${customer.id}`}>{customer.email}</Link>,
    },
    { label: 'Name', render: (customer) => `${customer.firstname} ${customer.lastname}` },
    { label: 'Since', render: (customer) => when(customer.createdAt) },
    { label: 'Orders', render: (customer) => customer.orders },
    { label: 'Account', render: (customer) => (customer.locked ? 'locked' : 'open') },
    {
      label: 'Actions',
      render: (customer) => <CustomerButtons customer={customer} action={action} onChange={list.data.reload} />,
    },
  ];
  return (
    <ListPage
      title="Customers"
      list={list}
      filters={FILTERS}
      idPrefix="customers"
      toolbar={<NewsletterDownload />}
      notice={action}
      caption="Customers"
      columns={columns}
      rowKey={(customer) => customer.id}
    />
  );
}

/**
 * The subscribers' CSV needs the bearer header, which a plain link cannot send: it is fetched and handed to the
 * browser as a download.
 */
function NewsletterDownload() {
  const action = useAdminAction();
  async function download() {
    await action.run(async () => {
      const token = window.sessionStorage.getItem(ADMIN_TOKEN_KEY) ?? '';
      const response = await fetch('/api/admin/newsletter/subscribers.csv', {
        headers: { authorization: `Bearer ${token}` },
        credentials: 'omit',
        cache: 'no-store',
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => undefined)) as { result?: unknown } | undefined;
        throw new AdminApiError(response.status, typeof body?.result === 'string' ? body.result : response.statusText);
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = 'newsletter-subscribers.csv';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
      return 'The subscribers’ CSV was downloaded.';
    });
  }
  return (
    <div className="admin-buttons">
      <Button onClick={() => void download()} disabled={action.busy}>
        Download newsletter subscribers (CSV)
      </Button>
      <Notice done={action.done} error={action.error} />
    </div>
  );
}
