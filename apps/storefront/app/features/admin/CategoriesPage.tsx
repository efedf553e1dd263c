import type { FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import type { AdminColumn } from './AdminTable';
import { useAdminSession } from './admin-session';
import type { CategoryView } from './admin-types';
import { ListPage, useAdminList, type ListFilter } from './ListPage';
import { useAdminAction } from './use-admin-action';

const FILTERS: readonly ListFilter[] = [{ name: 'q', label: 'Name', type: 'search' }];

/**
 * The categories: each row's name, position among its siblings and whether the shop shows it, saved on its own
 * (docs/back-office.md#catalogue-edits).
 */
export function CategoriesPage() {
  const { client } = useAdminSession();
  const list = useAdminList<CategoryView>('/categories', ['q']);
  const action = useAdminAction();
  async function save(category: CategoryView, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = {
      name: String(form.get('name') ?? '').trim(),
      position: Number(form.get('position')),
      is_active: form.get('is_active') === 'on',
    };
    const shown = { name: category.name, position: category.position ?? 0, is_active: category.is_active ?? true };
    const change = Object.fromEntries(
      Object.entries(next).filter(([key, value]) => value !== shown[key as keyof typeof shown]),
    );
    const ok = await action.run(async () => {
      if (Object.keys(change).length === 0) return 'Nothing changed.';
      await client.send('PATCH', `/categories/${category.id}`, change);
      return `The category “${next.name}” is saved.`;
    });
    if (ok) list.data.reload();
  }
  const columns: AdminColumn<CategoryView>[] = [
    { label: 'ID', render: (category) => category.id },
    { label: 'Level', render: (category) => category.level ?? '—' },
    {
      label: 'Category',
      render: (category) => (
        <form
          className="admin-inline"
          aria-label={`Category ${category.name} (${category.id})`}
          onSubmit={(event) => void save(category, event)}
          key={JSON.stringify(category)}
        >
          <TextField
            id={`category-${category.id}-name`}
            name="name"
            label="Name"
            defaultValue={category.name}
            maxLength={255}
            required
          />
          <TextField
            id={`category-${category.id}-position`}
            name="position"
            type="number"
            min={0}
            step={1}
            label="Position"
            defaultValue={category.position ?? 0}
            required
          />
          <label className="admin-check">
            <input type="checkbox" name="is_active" defaultChecked={category.is_active ?? true} />
            Shown
          </label>
          <Button
            type="submit"
            disabled={action.busy}
            aria-label={`Save the category ${category.name} (${category.id})`}
          >
            Save
          </Button>
        </form>
      ),
    },
  ];
  return (
    <ListPage
      title="Categories"
      list={list}
      filters={FILTERS}
      idPrefix="categories"
      notice={action}
      caption="Categories"
      columns={columns}
      rowKey={(category) => category.id}
    />
  );
}
