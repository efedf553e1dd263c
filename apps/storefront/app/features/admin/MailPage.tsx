import type { AdminPage } from '@storefront/core';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { AdminTable, type AdminColumn } from './AdminTable';
import { useAdminSession } from './admin-session';
import type { MailView } from './admin-types';
import { when } from './format';
import { listQuery, withParams } from './list-params';
import { Notice } from './Notice';
import { useAdminAction } from './use-admin-action';
import { useAdminData } from './use-admin-data';
import { useListParams } from './use-list-params';

/** The outbox: kept mail (no SMTP), failed mail with its error, and the sent ones; a failed mail is sent again here. */
export function MailPage() {
  const { client } = useAdminSession();
  const [params, setParams] = useListParams();
  const mail = useAdminData<AdminPage<MailView>>('/mail', listQuery(params, ['status']));
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
                .then(mail.reload)
            }
          >
            Resend
          </Button>
        ),
    },
  ];
  return (
    <>
      <h1>Mail</h1>
      <SelectField
        id="mail-status"
        label="Show"
        className="admin-narrow"
        value={params.get('status') ?? ''}
        onChange={(event) => setParams(withParams(params, { status: event.target.value }))}
      >
        <option value="">All mail</option>
        <option value="failed">Failed</option>
        <option value="stored">Kept in the outbox</option>
        <option value="sent">Sent</option>
      </SelectField>
      <Notice done={action.done} error={action.error ?? mail.error} />
      <AdminTable
        caption="Mail"
        columns={columns}
        rows={mail.data?.items}
        total={mail.data?.total}
        rowKey={(item) => item.id}
        loading={mail.loading}
      />
    </>
  );
}
