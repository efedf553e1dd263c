import type { ReactNode } from 'react';
import { useTranslate } from '../../lib/i18n';

/** A table of the account pages in its scrolling frame (narrow screens), headed by the translated column titles. */
export function AccountTable({ columns, children }: { columns: readonly string[]; children: ReactNode }) {
  const t = useTranslate();
  return (
    <div className="account-table-scroll">
      <table className="account-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
