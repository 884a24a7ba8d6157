import { Spinner } from '@shop/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CurrentClinic } from '../features/staff-registration/components/current-clinic';
import { StaffRegistrationForm } from '../features/staff-registration/components/staff-registration-form';
import { PageHead } from '../lib/page-head/page-head';
import { useSession } from '../lib/session/use-session';
import { useSite } from '../lib/site/site-context';
import { NotFoundPage } from './not-found-page';

/** Where a member goes once registered: the catalogue (SPEC §6: what registration opens). */
export const AFTER_REGISTRATION_PATH = '/products';

export const STAFF_REGISTRATION_TITLE = 'Join Your Clinic';

/**
 * '/staff/registration' (libs/identity STAFF_REGISTRATION_PATH): where the staff site sends a
 * signed-in member who has not registered (SPEC §2), and where they join their clinic; then on to
 * the catalogue. The root loader has sent visitors who are not signed in to the single sign-on; the
 * consumer site has no such page. A member who has registered sees their clinic instead, and may
 * open the form to join another.
 */
export function StaffRegistrationRoute() {
  const { staff } = useSite();
  const { status, customer } = useSession();
  const navigate = useNavigate();
  const [changingClinic, setChangingClinic] = useState(false);

  if (!staff) return <NotFoundPage />;
  const registered = customer?.staff?.isRegistered === true;
  return (
    <div className="page">
      <PageHead title={STAFF_REGISTRATION_TITLE} />
      <h1 className="page__title">{STAFF_REGISTRATION_TITLE}</h1>
      {customer && registered && !changingClinic ? (
        <CurrentClinic
          clinicAddress={customer.staff?.clinicAddress ?? null}
          continueTo={AFTER_REGISTRATION_PATH}
          onChangeClinic={() => setChangingClinic(true)}
        />
      ) : customer ? (
        <StaffRegistrationForm
          key={customer.id}
          customer={customer}
          onJoined={() => void navigate(AFTER_REGISTRATION_PATH)}
        />
      ) : status === 'loading' ? (
        <Spinner label="Loading your profile…" />
      ) : null}
    </div>
  );
}
