import { Link } from 'react-router';
import { SelectField } from '../../ui/SelectField';
import type { AdminColumn } from './AdminTable';
import type { CmsView } from './admin-types';
import { ListPage, useAdminList, type ListFilter } from './ListPage';
import { useListParams } from './use-list-params';

const FILTERS: readonly ListFilter[] = [{ name: 'q', label: 'Title', type: 'search' }];

/** `pages` or `blocks`: the two kinds of CMS document, each its own API list. */
export const cmsKind = (value: string | null | undefined): 'pages' | 'blocks' =>
  value === 'blocks' ? 'blocks' : 'pages';

/** CMS pages and blocks: search by title; each opens its editor. */
export function CmsPage() {
  const [params] = useListParams();
  const kind = cmsKind(params.get('kind'));
  const list = useAdminList<CmsView>(`/cms/${kind}`, ['q']);
  const columns: AdminColumn<CmsView>[] = [
    {
      label: 'Title',
      render: (doc) => <Link to={`/admin/cms/${kind}/${doc.id}`}>{doc.title || `#${doc.id}`}</Link>,
    },
    { label: 'Identifier', render: (doc) => doc.identifier ?? '—' },
    { label: 'Shown', render: (doc) => (doc.active === false ? 'no' : 'yes') },
  ];
  return (
    <ListPage
      title="CMS"
      list={list}
      filters={FILTERS}
      filtersLabel="Find CMS pages and blocks"
      idPrefix="cms"
      toolbar={
        <SelectField
          id="cms-kind"
          label="Show"
          className="admin-narrow"
          value={kind}
          onChange={(event) => list.apply({ kind: event.target.value === 'blocks' ? 'blocks' : undefined })}
        >
          <option value="pages">Pages</option>
          <option value="blocks">Blocks</option>
        </SelectField>
      }
      caption={kind === 'pages' ? 'CMS pages' : 'CMS blocks'}
      columns={columns}
      rowKey={(doc) => doc.id}
    />
  );
}
