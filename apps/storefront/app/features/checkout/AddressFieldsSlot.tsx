import type { AddressFieldsProps } from './AddressFields';
import { sectionPart } from './section-part';

/** The address fields, with the country list: loaded in the browser when an address section opens. */
export const AddressFieldsSlot = sectionPart<AddressFieldsProps>(async () => ({
  default: (await import('./AddressFields')).AddressFields,
}));
