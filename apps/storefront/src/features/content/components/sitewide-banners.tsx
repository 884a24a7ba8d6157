import { useQuery } from '@tanstack/react-query';
import { sitewideBannersQueryOptions } from '../api/content-queries';
import { BannerCard } from './banner-card';

/**
 * Sitewide banners (POST get-sitewide-banners, per site) as strips under the header on every
 * page with a layout. Absent while loading and on failure, so they never hold up the page.
 */
export function SitewideBanners() {
  const { data } = useQuery(sitewideBannersQueryOptions());
  const banners = Array.isArray(data?.banners) ? data.banners : [];
  if (banners.length === 0) return null;

  return (
    <aside aria-label="Site notices">
      {banners.map((banner) => (
        <BannerCard key={banner.id} banner={banner} variant="strip" />
      ))}
    </aside>
  );
}
