/**
 * The parts of an address the back-office prints, which an order's (`OrderAddressView`) and a customer's saved one
 * (`CustomerAddress`) both have.
 */
export interface PrintedAddress {
  firstname?: string;
  lastname?: string;
  company?: string;
  street?: string[];
  postcode?: string;
  city?: string;
  country_id?: string;
  telephone?: string;
}

/** An address as the merchant reads it: name, company, street lines, postcode and city, country, telephone. */
export function AdminAddress({ address }: { address: PrintedAddress | null }) {
  if (!address) return <p>—</p>;
  return (
    <address>
      {[address.firstname, address.lastname].filter(Boolean).join(' ')}
      {address.company && (
        <>
          <br />
          {address.company}
        </>
      )}
      {(address.street ?? []).filter(Boolean).map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
      <br />
      {[address.postcode, address.city].filter(Boolean).join(' ')}
      {address.country_id && `, ${address.country_id}`}
      {address.telephone && (
        <>
          <br />
          {address.telephone}
        </>
      )}
    </address>
  );
}
