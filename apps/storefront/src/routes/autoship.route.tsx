import { FIRST_SUBSCRIPTION_DISCOUNT_PERCENT } from '@shop/cart';
import { AUTOSHIP_SAVING_PERCENT } from '@shop/catalog';
import { AutoshipProgramme } from '../features/autoship/components/autoship-programme';
import { autoshipsPageTitle, MY_AUTOSHIPS_PATH } from '../features/autoship/model/autoship-formatting';
import { PageHead } from '../lib/page-head/page-head';
import { useSession } from '../lib/session/use-session';
import { useSite } from '../lib/site/site-context';
import { loginPathFor } from './account-route-loaders';

/** Page title of /autoship (the header's 'Autoship & Save'). */
export const AUTOSHIP_PAGE_TITLE = 'Autoship & Save';

/**
 * '/autoship' (SPEC §2 path constant): the programme explained, with the way to the shopper's own
 * autoships, through sign-in (and back) for a guest.
 */
export function AutoshipRoute() {
  const { staff } = useSite();
  const { customer } = useSession();
  const pageTitle = autoshipsPageTitle(staff);
  return (
    <div className="page">
      <PageHead
        title={AUTOSHIP_PAGE_TITLE}
        description={`Save ${AUTOSHIP_SAVING_PERCENT}% on every Autoship order, ${FIRST_SUBSCRIPTION_DISCOUNT_PERCENT}% off the first, and skip or cancel any time.`}
      />
      <h1 className="page__title">{AUTOSHIP_PAGE_TITLE}</h1>
      <AutoshipProgramme
        manageHref={customer ? MY_AUTOSHIPS_PATH : loginPathFor(MY_AUTOSHIPS_PATH)}
        manageLabel={customer ? `Manage ${pageTitle}` : `Sign in to see ${pageTitle}`}
      />
    </div>
  );
}
