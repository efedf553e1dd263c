import { useTranslate } from '../../lib/i18n';
import { Drawer } from '../../ui/Drawer';
import type { FilterView } from './listing-view';
import { FilterOptions } from './FilterSidebar';

/**
 * The filters on phones, as a drawer. Loaded on the first opening, with the drawer's code. Choosing an option closes
 * it, so the shopper sees the new listing and the focus goes back to the Filters button.
 */
export default function FiltersDrawer({ filters, onClose }: { filters: FilterView[]; onClose: () => void }) {
  const t = useTranslate();
  return (
    <Drawer title={t('Filters')} closeLabel={t('Close')} onClose={onClose} side="left">
      <div className="filters">
        <FilterOptions filters={filters} onChoose={onClose} />
      </div>
    </Drawer>
  );
}
