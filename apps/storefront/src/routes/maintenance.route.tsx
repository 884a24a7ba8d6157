import { Link } from 'react-router';
import { useSite } from '../lib/site/site-context';
import { PageHead } from '../lib/page-head/page-head';
import { StandalonePage } from '../features/content/components/standalone-page';

/**
 * '/maintenance' (SPEC §2, no layout): says the shop is briefly down. It asks the API for nothing
 * beyond the site itself, because it is shown exactly when the back end may be unavailable.
 */
export function MaintenanceRoute() {
  const { title } = useSite();

  return (
    <StandalonePage siteTitle={title}>
      <PageHead
        title="Maintenance"
        description={`${title} is down for scheduled maintenance and will be back shortly.`}
      />
      <h1 className="page__title">We’ll be right back</h1>
      <p className="page__lead">
        {title} is down for scheduled maintenance. Thank you for your patience; please check back in a few
        minutes.
      </p>
      <p>
        <Link to="/" reloadDocument>
          Try again
        </Link>
      </p>
    </StandalonePage>
  );
}
