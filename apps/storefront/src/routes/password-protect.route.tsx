import type { QueryClient } from '@tanstack/react-query';
import { Skeleton, VisuallyHidden } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSite } from '../lib/site/site-context';
import { PageHead } from '../lib/page-head/page-head';
import { passwordProtectQueryOptions } from '../features/content/api/content-queries';
import { StandalonePage } from '../features/content/components/standalone-page';
import { TextParagraphs } from '../features/content/components/text-paragraphs';

export function passwordProtectLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(passwordProtectQueryOptions());
    return null;
  };
}

/**
 * '/password-protect' (SPEC §2, no layout): the site's password page with the CMS heading and
 * message. When the gate is off the page says so and leads into the shop; if the text cannot be
 * loaded a neutral message stands in.
 */
export function PasswordProtectRoute() {
  const { title } = useSite();
  const gate = useQuery(passwordProtectQueryOptions());
  const heading = gate.data?.heading || 'This shop is private';

  return (
    <StandalonePage siteTitle={title}>
      <PageHead title={gate.isPending ? undefined : heading} description={gate.data?.message || undefined} />
      {gate.isPending ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">Loading…</VisuallyHidden>
          <div aria-hidden="true" className="page">
            <Skeleton width="60%" height="2.25rem" />
            <Skeleton width="100%" />
            <Skeleton width="80%" />
          </div>
        </div>
      ) : (
        <>
          <h1 className="page__title">{heading}</h1>
          {gate.data ? (
            <TextParagraphs text={gate.data.message} className="page__lead" />
          ) : (
            <p className="page__lead">{title} is not open to the public right now. Please check back soon.</p>
          )}
          {gate.data && !gate.data.enabled ? (
            <p>
              <Link to="/">Continue to the shop</Link>
            </p>
          ) : null}
        </>
      )}
    </StandalonePage>
  );
}
