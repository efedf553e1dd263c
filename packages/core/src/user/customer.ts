/**
 * The customer as `GET|POST /api/user/me` answers it (docs/api.md#accounts: Magento's customer object plus the API's
 * `groupToken`). Typed once here for the API and the storefront.
 */
export interface CustomerAddressRegion {
  region_code: string | null;
  region: string | null;
  region_id: number;
}

export interface CustomerAddress {
  id?: number;
  customer_id?: number;
  region?: CustomerAddressRegion;
  region_id?: number;
  country_id: string;
  street: string[];
  company?: string;
  telephone?: string;
  postcode: string;
  city: string;
  firstname: string;
  lastname: string;
  vat_id?: string;
  default_shipping?: boolean;
  default_billing?: boolean;
}

export interface Customer {
  id: number;
  group_id: number;
  default_billing?: string;
  default_shipping?: string;
  created_at: string;
  updated_at: string;
  created_in: string;
  email: string;
  firstname: string;
  lastname: string;
  store_id: number;
  website_id: number;
  addresses: CustomerAddress[];
  disable_auto_group_change: number;
  extension_attributes: { is_subscribed: boolean };
  custom_attributes?: { attribute_code: string; value: string | null }[];
  /** Added by the API: an HS256 JWT of `{group_id, id, user}` for tier prices (see docs/api.md#price-tiers). */
  groupToken?: string;
}

/** `POST /api/user/create` body (docs/api.md#accounts, `userRegister.schema.json`). */
export interface CustomerRegistration {
  customer: { email: string; firstname: string; lastname: string; addresses?: CustomerAddress[] };
  password: string;
}

/** `POST /api/user/me` body: only the fields of `users.allowModification` (see docs/api.md#accounts). */
export interface CustomerProfileUpdate {
  customer: Pick<Customer, 'email' | 'firstname' | 'lastname'> & {
    addresses?: CustomerAddress[];
    custom_attributes?: Customer['custom_attributes'];
  };
  /** Our extension beside `customer`: the API asks for it when the e-mail changes (docs/security.md). */
  currentPassword?: string;
}
