import type { FormEvent, ReactNode } from 'react';
import type { AdminPage } from '@storefront/core';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { AdminTable, type AdminColumn } from './AdminTable';
import { listQuery, withParams } from './list-params';
import { Notice } from './Notice';
import { useAdminData, type AdminData } from './use-admin-data';
import { useListParams } from './use-list-params';

/** A field of a list's filter form: a text (or search, date) field, or a choice with an "any" first. */
export type ListFilter =
  | { name: string; label: string; type?: 'text' | 'search' | 'date' }
  | { name: string; label: string; any: string; options: readonly { value: string; label: string }[] };

export interface AdminList<T> {
  params: URLSearchParams;
  setParams: (next: URLSearchParams) => void;
  /** Applies filter values to the URL (empty ones dropped, back to page 1). */
  apply: (changes: Record<string, string | undefined>) => void;
  data: AdminData<AdminPage<T>>;
}

/**
 * A list's state: its filters, page and sort from the URL (docs/back-office.md#the-screens), and the API's page for
 * them. `query` adds fixed values (a default status).
 */
export function useAdminList<T>(
  path: string,
  filters: readonly string[],
  query: Record<string, string> = {},
): AdminList<T> {
  const [params, setParams] = useListParams();
  const data = useAdminData<AdminPage<T>>(path, { ...listQuery(params, filters), ...query });
  return { params, setParams, apply: (changes) => setParams(withParams(params, changes)), data };
}

/**
 * A back-office list page: its heading, the filter form (sent as a whole, kept in the URL), what sits above the
 * table (a choice applied at once, a download), the notice of the last action or the list's error, and the table,
 * paged and sorted on the server.
 */
export function ListPage<T>({
  title,
  list,
  filters = [],
  filtersLabel,
  submitLabel = 'Search',
  idPrefix,
  toolbar,
  notice,
  caption,
  columns,
  rowKey,
  defaultSort,
  children,
}: {
  title: string;
  list: AdminList<T>;
  filters?: readonly ListFilter[];
  /** The filter form's accessible name ("Find orders"). */
  filtersLabel?: string;
  submitLabel?: string;
  idPrefix: string;
  toolbar?: ReactNode;
  notice?: { done?: string | undefined; error?: string | undefined };
  caption: string;
  columns: AdminColumn<T>[];
  rowKey: (row: T) => string | number;
  defaultSort?: string;
  /** Below the table (a form that adds a row). */
  children?: ReactNode;
}) {
  const { params, data } = list;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    list.apply(
      Object.fromEntries(
        filters.map((filter) => [filter.name, String(form.get(filter.name) ?? '').trim() || undefined]),
      ),
    );
  }
  return (
    <>
      <h1>{title}</h1>
      {filters.length > 0 && (
        // Keyed by the URL: the back button and a new page show the fields of the list they show.
        <form
          role="search"
          aria-label={filtersLabel ?? `Find ${title.toLowerCase()}`}
          className="admin-filters"
          onSubmit={submit}
          key={params.toString()}
        >
          {filters.map((filter) => {
            const id = `${idPrefix}-${filter.name}`;
            const value = params.get(filter.name) ?? '';
            return 'options' in filter ? (
              <SelectField key={filter.name} id={id} name={filter.name} label={filter.label} defaultValue={value}>
                <option value="">{filter.any}</option>
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </SelectField>
            ) : (
              <TextField
                key={filter.name}
                id={id}
                name={filter.name}
                type={filter.type ?? 'text'}
                label={filter.label}
                defaultValue={value}
              />
            );
          })}
          <Button type="submit" variant="primary">
            {submitLabel}
          </Button>
        </form>
      )}
      {toolbar}
      <Notice done={notice?.done} error={notice?.error ?? data.error} />
      <AdminTable
        caption={caption}
        columns={columns}
        rows={data.data?.items}
        total={data.data?.total}
        rowKey={rowKey}
        {...(defaultSort !== undefined && { defaultSort })}
        loading={data.loading}
      />
      {children}
    </>
  );
}
