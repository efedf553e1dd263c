import { Button } from '../../ui/Button';
import type { AdminColumn } from './AdminTable';
import { useAdminSession } from './admin-session';
import type { WebhookDeliveryView } from './admin-types';
import { when } from './format';
import { ListPage, useAdminList, type ListFilter } from './ListPage';
import { useAdminAction } from './use-admin-action';

// The contract's WEBHOOK_EVENTS sits beside its zod schemas, which the back-office's chunks leave out (ADR 0035).
const WEBHOOK_EVENTS = ['order.placed', 'order.canceled', 'order.refunded', 'booking.canceled', 'booking.refunded'];

const FILTERS: readonly ListFilter[] = [
  {
    name: 'state',
    label: 'State',
    any: 'Any state',
    options: ['pending', 'delivered', 'failed'].map((state) => ({ value: state, label: state })),
  },
  {
    name: 'event',
    label: 'Event',
    any: 'Any event',
    options: WEBHOOK_EVENTS.map((event) => ({ value: event, label: event })),
  },
];

/** The order webhooks' deliveries with their state and attempts; any of them can be sent again. */
export function WebhooksPage() {
  const { client } = useAdminSession();
  const list = useAdminList<WebhookDeliveryView>('/webhooks/deliveries', ['state', 'event']);
  const action = useAdminAction();
  const columns: AdminColumn<WebhookDeliveryView>[] = [
    { label: 'Created', render: (row) => when(row.createdAt) },
    { label: 'Event', render: (row) => row.event },
    { label: 'URL', render: (row) => row.url },
    { label: 'State', render: (row) => row.state },
    { label: 'Attempts', render: (row) => row.attempts },
    {
      label: 'Last answer',
      render: (row) => [row.lastStatus, row.lastError].filter((part) => part !== null).join(' ') || '—',
    },
    {
      label: 'Next try',
      render: (row) => (row.state === 'delivered' ? when(row.deliveredAt) + ' (delivered)' : when(row.nextAt)),
    },
    {
      label: 'Actions',
      render: (row) => (
        <Button
          disabled={action.busy}
          aria-label={`Resend ${row.event} delivery ${row.id}`}
          onClick={() =>
            void action
              .run(async () => {
                await client.send('POST', `/webhooks/deliveries/${row.id}/resend`);
                return `Delivery ${row.id} (${row.event}) is due again now.`;
              })
              .then(list.data.reload)
          }
        >
          Resend
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      title="Webhooks"
      list={list}
      filters={FILTERS}
      filtersLabel="Filter the deliveries"
      submitLabel="Filter"
      idPrefix="webhooks"
      notice={action}
      caption="Webhook deliveries"
      columns={columns}
      rowKey={(row) => row.id}
    />
  );
}
