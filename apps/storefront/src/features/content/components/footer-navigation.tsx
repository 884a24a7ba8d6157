import { Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { footerQueryOptions } from '../api/content-queries';
import { ContentLink } from './content-link';
import './footer-navigation.css';

export interface FooterNavigationProps {
  /** The copyright line shown when the CMS gives none (or cannot be reached). */
  fallbackLegalText: string;
}

/**
 * The footer's link groups and copyright line from the CMS (GET get-footer, per site). Loading
 * shows placeholder columns; a failure leaves just the fallback copyright line, so the footer
 * is never empty and never blocks the page.
 */
export function FooterNavigation({ fallbackLegalText }: FooterNavigationProps) {
  const { data, isPending } = useQuery(footerQueryOptions());
  const baseId = useId();
  const groups = Array.isArray(data?.groups) ? data.groups : [];

  return (
    <div className="footer-nav">
      {isPending ? (
        <div className="footer-nav__groups" aria-hidden="true">
          {[0, 1, 2].map((column) => (
            <div className="footer-nav__group" key={column}>
              <Skeleton width="6rem" />
              <Skeleton width="8rem" />
              <Skeleton width="7rem" />
            </div>
          ))}
        </div>
      ) : groups.length > 0 ? (
        <nav className="footer-nav__groups" aria-label="Footer">
          {groups.map((group, index) => (
            <div className="footer-nav__group" key={`${group.heading}-${index}`}>
              <h2 className="footer-nav__heading" id={`${baseId}-${index}`}>
                {group.heading}
              </h2>
              <ul className="footer-nav__links" aria-labelledby={`${baseId}-${index}`}>
                {(group.links ?? []).map((link, linkIndex) => (
                  <li key={`${link.url}-${linkIndex}`}>
                    <ContentLink url={link.url} external={link.external} className="footer-nav__link">
                      {link.label}
                    </ContentLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      ) : null}
      <p className="footer-nav__legal">
        {(typeof data?.legalText === 'string' && data.legalText) || fallbackLegalText}
      </p>
    </div>
  );
}
