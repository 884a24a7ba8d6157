/** The parts of a US postal address a label prints (a customer's, a clinic's). */
export interface PostalAddressLines {
  address1: string;
  address2?: string | null;
  city: string;
  provinceCode: string;
  zip: string;
  phone?: string | null;
}

export interface PostalAddressProps {
  address: PostalAddressLines;
  className?: string;
}

/** An address as a label prints it, in an <address> element: street lines, city line, phone. */
export function PostalAddress({ address, className }: PostalAddressProps) {
  return (
    <address className={className}>
      {address.address1}
      {address.address2 ? (
        <>
          <br />
          {address.address2}
        </>
      ) : null}
      <br />
      {address.city}, {address.provinceCode} {address.zip}
      {address.phone ? (
        <>
          <br />
          {address.phone}
        </>
      ) : null}
    </address>
  );
}
