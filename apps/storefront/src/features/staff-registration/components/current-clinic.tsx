import type { StaffClinicAddressDto } from '@shop/api-client';
import { Button, PostalAddress } from '@shop/ui';
import { Link } from 'react-router';

export interface CurrentClinicProps {
  /** The clinic the member's orders go through (SPEC §3 clinicAddress); null while it cannot be fetched. */
  clinicAddress: StaffClinicAddressDto | null;
  /** Where the member goes on from here (the catalogue). */
  continueTo: string;
  /** Shows the join form again, to move to another clinic or shelter. */
  onChangeClinic: () => void;
}

/**
 * What a registered member sees on the registration page: the clinic they have joined, with the
 * way on to the catalogue and the choice to join another one (staff move between clinics).
 */
export function CurrentClinic({ clinicAddress, continueTo, onChangeClinic }: CurrentClinicProps) {
  return (
    <section className="staff-registration" aria-labelledby="current-clinic-heading">
      <h2 id="current-clinic-heading" className="staff-registration__heading">
        Your clinic
      </h2>
      <p>You are registered: your orders are billed and delivered through your clinic or shelter.</p>
      {clinicAddress ? (
        <>
          <PostalAddress address={clinicAddress} />
          {clinicAddress.homeDeliveryOnly ? (
            <p>This clinic has orders delivered to your home address.</p>
          ) : null}
        </>
      ) : null}
      <p className="staff-registration__actions">
        <Link to={continueTo} className="ui-button ui-button--primary">
          Go to the catalog
        </Link>{' '}
        <Button variant="secondary" onClick={onChangeClinic}>
          Join a different clinic
        </Button>
      </p>
    </section>
  );
}
