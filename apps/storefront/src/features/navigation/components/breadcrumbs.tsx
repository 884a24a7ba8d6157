import type { Crumb } from '@shop/catalog';
import { Link, useLocation } from 'react-router';
import { recordBreadcrumbClick } from '../state/navigation-storage';
import './breadcrumbs.css';

export interface BreadcrumbsProps {
  crumbs: readonly Crumb[];
}

/**
 * The trail above a listing or product (SPEC §2), built by libs/catalog's standardBreadcrumbs or
 * staffBreadcrumbs. Linked crumbs record the click in local storage before navigating, which is
 * what keeps saved filters when a shopper goes back up the trail. Disabled crumbs (the staff
 * site's saved filters) are greyed text; the crumb of the page being shown is marked current and
 * not linked.
 */
export function Breadcrumbs({ crumbs }: BreadcrumbsProps) {
  const { pathname } = useLocation();
  if (crumbs.length === 0) return null;

  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol className="breadcrumbs__list">
        {crumbs.map((crumb, index) => {
          const current = crumb.href !== undefined && crumb.href === pathname;
          const key = `${index}-${crumb.label}`;
          if (crumb.disabled) {
            return (
              <li key={key} className="breadcrumbs__item">
                <span className="breadcrumbs__text breadcrumbs__text--disabled" aria-disabled="true">
                  {crumb.label}
                </span>
              </li>
            );
          }
          if (crumb.href && !current) {
            const href = crumb.href;
            return (
              <li key={key} className="breadcrumbs__item">
                <Link
                  className="breadcrumbs__link"
                  to={href}
                  onClick={() => recordBreadcrumbClick({ label: crumb.label, href })}
                >
                  {crumb.label}
                </Link>
              </li>
            );
          }
          return (
            <li key={key} className="breadcrumbs__item">
              <span className="breadcrumbs__text" aria-current={current ? 'page' : undefined}>
                {crumb.label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
