import { imageSrcSet, optimizedImageUrl } from '@shop/catalog';
import { PawIcon } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { headerQueryOptions } from '../api/content-queries';

/** The logo's box in CSS pixels; fixed, so the header never shifts when the image arrives. */
const LOGO_SIZE = 32;

export interface HeaderLogoProps {
  className?: string;
}

/**
 * The site's logo from the CMS header, fitted into a fixed square through the image optimisation
 * path. Decorative (alt=""): it sits inside the home link, which the site's name already labels.
 * Until the header arrives, or if it or the image fails, the paw mark stands in.
 */
export function HeaderLogo({ className }: HeaderLogoProps) {
  const { data } = useQuery(headerQueryOptions());
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = data?.logo?.url;

  if (!url || failedUrl === url) return <PawIcon className={className} />;
  return (
    <img
      className={className}
      src={optimizedImageUrl(url, { width: LOGO_SIZE, height: LOGO_SIZE, fit: 'contain' })}
      srcSet={imageSrcSet(url, { width: LOGO_SIZE, aspectRatio: 1, fit: 'contain' })}
      width={LOGO_SIZE}
      height={LOGO_SIZE}
      alt=""
      decoding="async"
      onError={() => setFailedUrl(url)}
    />
  );
}
