import type { BannerDto } from '../model/content-types';
import { ContentImage } from './content-image';
import { ContentLink } from './content-link';
import './banner-card.css';

export interface BannerCardProps {
  banner: BannerDto;
  /** 'strip' for a sitewide banner under the header, 'card' for a promotion in a page. */
  variant: 'strip' | 'card';
}

/** One CMS banner: headline, optional body, image and link. */
export function BannerCard({ banner, variant }: BannerCardProps) {
  return (
    <div className={`banner banner--${variant}`}>
      {variant === 'card' && banner.image ? (
        <ContentImage
          className="banner__image"
          image={banner.image}
          aspectRatio={16 / 9}
          sizes="(min-width: 960px) 33vw, (min-width: 768px) 50vw, 100vw"
        />
      ) : null}
      <div className="banner__copy">
        <p className="banner__headline">{banner.headline}</p>
        {banner.body ? <p className="banner__body">{banner.body}</p> : null}
        {banner.link ? (
          <ContentLink url={banner.link.url} external={banner.link.external} className="banner__link">
            {banner.link.label}
          </ContentLink>
        ) : null}
      </div>
    </div>
  );
}
