import { redirect, type LoaderFunctionArgs } from 'react-router';
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

/**
 * '/account/profile' (SPEC §2 'Profile') is the same page as /account/my-profile, so it redirects
 * there (query kept) rather than showing a second copy: one address per page keeps search engines,
 * analytics page types and bookmarks pointing at one thing, and old links still work.
 */
export function profileRedirectLoader({ request }: LoaderFunctionArgs) {
  const { search, hash } = new URL(request.url);
  return redirect(`/account/my-profile${search}${hash}`);
}
