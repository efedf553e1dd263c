import type { AdminColumn } from './AdminTable';
import type { AuditView } from './admin-types';
import { when } from './format';
import { ListPage, useAdminList, type ListFilter } from './ListPage';

const FILTERS: readonly ListFilter[] = [
  { name: 'user', label: 'User e-mail' },
  { name: 'action', label: 'Action' },
  { name: 'targetType', label: 'Target type' },
  { name: 'targetId', label: 'Target id' },
];

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
  const list = useAdminList<AuditView>(
    '/audit',
    FILTERS.map((filter) => filter.name),
  );
  return (
    <ListPage
      title="Audit"
      list={list}
      filters={FILTERS}
      filtersLabel="Filter the audit"
      submitLabel="Filter"
      idPrefix="audit"
      caption="Audit log"
      columns={COLUMNS}
      rowKey={(row) => row.id}
    />
  );
}
