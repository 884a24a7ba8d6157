import { Grid } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { promotionBannersQueryOptions } from '../api/content-queries';
import type { BannerPlacement } from '../model/content-types';
import { BannerCard } from './banner-card';
import './promotion-banners.css';

export interface PromotionBannersProps {
  /** The slot on the page: home, plp, pdp or cart. */
  placement: BannerPlacement;
}

/**
 * The promotion banners of one placement (POST get-promotion-banners, per site) as cards. A route
 * places them where they belong; nothing shows while they load or if the call fails.
 */
export function PromotionBanners({ placement }: PromotionBannersProps) {
  const { data } = useQuery(promotionBannersQueryOptions(placement));
  const banners = Array.isArray(data?.banners) ? data.banners : [];
  if (banners.length === 0) return null;

  return (
    <aside className="promotion-banners" aria-label="Promotions">
      <Grid className="promotion-banners__grid">
        {banners.map((banner) => (
          <li key={banner.id}>
            <BannerCard banner={banner} variant="card" />
          </li>
        ))}
      </Grid>
    </aside>
  );
}
