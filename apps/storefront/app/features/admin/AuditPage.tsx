import type { FormEvent } from 'react';
import type { AdminPage } from '@storefront/core';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { AdminTable, type AdminColumn } from './AdminTable';
import type { AuditView } from './admin-types';
import { when } from './format';
import { listQuery, withParams } from './list-params';
import { Notice } from './Notice';
import { useAdminData } from './use-admin-data';
import { useListParams } from './use-list-params';

const FILTERS = ['user', 'action', 'targetType', 'targetId'] as const;

const change = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

const COLUMNS: AdminColumn<AuditView>[] = [
  { label: 'When', render: (row) => when(row.at) },
  { label: 'Who', render: (row) => row.user },
  { label: 'Action', render: (row) => row.action },
  { label: 'Target', render: (row) => `${row.targetType} ${row.targetId}` },
  {
    label: 'Change',
    render: (row) => (
      <code className="admin-change">
        {change(row.before)}
        {row.before !== null && row.after !== null && ' → '}
        {change(row.after)}
      </code>
    ),
  },
];

/** Who changed what: every back-office write, newest first. */
export function AuditPage() {
  const [params, setParams] = useListParams();
  const audit = useAdminData<AdminPage<AuditView>>('/audit', listQuery(params, FILTERS));
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setParams(
      withParams(
        params,
        Object.fromEntries(FILTERS.map((name) => [name, String(form.get(name) ?? '').trim() || undefined])),
      ),
    );
  }
  return (
    <>
      <h1>Audit</h1>
      <form
        role="search"
        aria-label="Filter the audit"
        className="admin-filters"
        onSubmit={submit}
        key={params.toString()}
      >
        <TextField id="audit-user" name="user" label="User e-mail" defaultValue={params.get('user') ?? ''} />
        <TextField id="audit-action" name="action" label="Action" defaultValue={params.get('action') ?? ''} />
        <TextField
          id="audit-target-type"
          name="targetType"
          label="Target type"
          defaultValue={params.get('targetType') ?? ''}
        />
        <TextField id="audit-target-id" name="targetId" label="Target id" defaultValue={params.get('targetId') ?? ''} />
        <Button type="submit" variant="primary">
          Filter
        </Button>
      </form>
      <Notice error={audit.error} />
      <AdminTable
        caption="Audit log"
        columns={COLUMNS}
        rows={audit.data?.items}
        total={audit.data?.total}
        rowKey={(row) => row.id}
        loading={audit.loading}
      />
    </>
  );
}
