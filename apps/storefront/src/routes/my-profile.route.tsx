import { ProfileForm } from '../features/account/components/profile-form';
import { AccountPageFrame } from './account-page-frame';

/** SPEC §2 consumer profile-page description. */
export const MY_PROFILE_DESCRIPTION = 'Update your name, phone number and email preferences.';

/** '/account/my-profile' (SPEC §2, title 'My Profile'): the customer's details and marketing consent. */
export function MyProfileRoute() {
  return (
    <AccountPageFrame title="My Profile" description={MY_PROFILE_DESCRIPTION}>
      {(customer) => <ProfileForm key={customer.id} customer={customer} />}
    </AccountPageFrame>
  );
}
