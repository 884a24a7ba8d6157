import type { AddressDto } from '@shop/api-client';

/** An address as a label prints it, in an <address> element. */
export function AddressLines({ address }: { address: AddressDto }) {
  return (
    <address className="account-address">
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
