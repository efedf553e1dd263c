import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import type { AdminColumn } from './AdminTable';
import { useAdminSession } from './admin-session';
import type { MailView } from './admin-types';
import { when } from './format';
import { ListPage, useAdminList } from './ListPage';
import { useAdminAction } from './use-admin-action';

/** The outbox: kept mail (no SMTP), failed mail with its error, and the sent ones; a failed mail is sent again here. */
export function MailPage() {
  const { client } = useAdminSession();
  const list = useAdminList<MailView>('/mail', ['status']);
  const action = useAdminAction();
  const columns: AdminColumn<MailView>[] = [
    { label: 'Created', render: (item) => when(item.createdAt) },
    { label: 'To', render: (item) => item.to },
    { label: 'Subject', render: (item) => item.subject },
    { label: 'Status', render: (item) => (item.error ? `${item.status}: ${item.error}` : item.status) },
    {
      label: 'Actions',
      render: (item) =>
        item.status === 'sent' ? null : (
          <Button
            disabled={action.busy}
            aria-label={`Resend “${item.subject}” to ${item.to}`}
            onClick={() =>
              void action
                .run(async () => {
                  await client.send('POST', `/mail/${item.id}/resend`);
                  return `“${item.subject}” was sent to ${item.to}.`;
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
      title="Mail"
      list={list}
      idPrefix="mail"
      toolbar={
        <SelectField
          id="mail-status"
          label="Show"
          className="admin-narrow"
          value={list.params.get('status') ?? ''}
          onChange={(event) => list.apply({ status: event.target.value })}
        >
          <option value="">All mail</option>
          <option value="failed">Failed</option>
          <option value="stored">Kept in the outbox</option>
          <option value="sent">Sent</option>
        </SelectField>
      }
      notice={action}
      caption="Mail"
      columns={columns}
      rowKey={(item) => item.id}
    />
  );
}
