import { Link } from 'react-router';
import type { AdminColumn } from './AdminTable';
import type { SpotSummaryView } from './admin-types';
import { ListPage, useAdminList, type ListFilter } from './ListPage';

const FILTERS: readonly ListFilter[] = [{ name: 'q', label: 'SKU or name', type: 'search' }];

const COLUMNS: AdminColumn<SpotSummaryView>[] = [
  {
    label: 'Spot',
    sort: 'name',
    render: (spot) => <Link to={`/admin/spots/${encodeURIComponent(spot.sku)}`}>{spot.name}</Link>,
  },
  { label: 'SKU', sort: 'sku', render: (spot) => spot.sku },
  { label: 'Places', render: (spot) => spot.places },
  { label: 'Per hour', render: (spot) => spot.hourlyRate.toFixed(2) },
  { label: 'Per month', render: (spot) => (spot.monthlyRate > 0 ? spot.monthlyRate.toFixed(2) : '—') },
  { label: 'Clock', render: (spot) => spot.timeZone },
];

/** The parking spots: each opens its day's occupancy, bookings, blocks, terms and the phone booking. */
export function SpotsPage() {
  const list = useAdminList<SpotSummaryView>('/spots', ['q', 'sort']);
  return (
    <ListPage
      title="Spots"
      list={list}
      filters={FILTERS}
      idPrefix="spots"
      caption="Parking spots"
      columns={COLUMNS}
      rowKey={(spot) => spot.sku}
      defaultSort="sku"
    />
  );
}
