import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { useListParams } from './use-list-params';
import { ariaSort, nextSort, pageCount, pageOf, withParams } from './list-params';

export interface AdminColumn<T> {
  label: string;
  /** The API's sort key of this column, when the server sorts by it. */
  sort?: string;
  render: (row: T) => ReactNode;
}

/**
 * A list of the back-office, paged and sorted on the server: the page and the sort are in the URL. On a phone each
 * row is a stacked card whose cells carry their column's label (admin.css).
 */
export function AdminTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  defaultSort,
  loading,
}: {
  caption: string;
  columns: AdminColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  total: number | undefined;
  defaultSort?: string;
  loading: boolean;
}) {
  const [params, setParams] = useListParams();
  const sort = params.get('sort') ?? defaultSort ?? '';
  const page = pageOf(params);
  const pages = pageCount(total ?? 0);
  return (
    <div className="admin-table-box" aria-busy={loading}>
      <table className="admin-table">
        <caption>
          {caption}
          {total !== undefined && <span className="admin-count"> ({total})</span>}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" aria-sort={column.sort ? ariaSort(sort, column.sort) : undefined}>
                {column.sort ? (
                  <button
                    type="button"
                    className="admin-sort"
                    onClick={() => setParams(withParams(params, { sort: nextSort(sort, column.sort!) }))}
                  >
                    {column.label}
                    <span aria-hidden="true">
                      {ariaSort(sort, column.sort) === 'ascending'
                        ? ' ▲'
                        : ariaSort(sort, column.sort) === 'descending'
                          ? ' ▼'
                          : ''}
                    </span>
                  </button>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
          {rows && rows.length === 0 && (
            <tr>
              <td colSpan={columns.length}>Nothing here.</td>
            </tr>
          )}
        </tbody>
      </table>
      {!rows && loading && <p role="status">Loading…</p>}
      {pages > 1 && (
        <nav className="admin-pager" aria-label={`${caption}: pages`}>
          <Button disabled={page <= 1} onClick={() => setParams(withParams(params, { page: String(page - 1) }))}>
            Previous page
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button disabled={page >= pages} onClick={() => setParams(withParams(params, { page: String(page + 1) }))}>
            Next page
          </Button>
        </nav>
      )}
    </div>
  );
}
