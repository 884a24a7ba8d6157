import { VisuallyHidden } from '@shop/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ContentLinkProps {
  url: string;
  /** From the CMS: true for another site, which opens in a new tab outside the router. */
  external: boolean;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  /** 'page' on the link to the page being shown. */
  'aria-current'?: 'page';
}

/**
 * A link an editor wrote: storefront paths go through the router (no page reload), other sites
 * open in a new tab with rel=noopener and say so to screen-reader users.
 */
export function ContentLink({
  url,
  external,
  children,
  className,
  onClick,
  'aria-current': ariaCurrent,
}: ContentLinkProps) {
  if (external) {
    return (
      <a
        href={url}
        className={className}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
        aria-current={ariaCurrent}
      >
        {children} <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
      </a>
    );
  }
  return (
    <Link to={url} className={className} onClick={onClick} aria-current={ariaCurrent}>
      {children}
    </Link>
  );
}
