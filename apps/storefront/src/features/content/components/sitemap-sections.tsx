import { ErrorState, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { taxonomyQueryOptions } from '../../../lib/taxonomy/taxonomy-queries';
import { footerQueryOptions, headerQueryOptions } from '../api/content-queries';
import { sitemapPages, type SitemapLink } from '../model/sitemap-pages';
import './sitemap-sections.css';

export interface SitemapSectionsProps {
  /** Pages the storefront always has (home, FAQ, terms...), listed before the CMS navigation. */
  knownPages: readonly SitemapLink[];
  /** The catalogue's landing page, listed above the species. */
  allProducts: SitemapLink;
}

/**
 * Every page a visitor can reach: the content pages known from the routes and the CMS header and
 * footer, then the catalogue by species, category and detail (GET /api/catalog/taxonomy). The pages
 * list never waits for the catalogue; a failed catalogue gets its own Retry.
 */
export function SitemapSections({ knownPages, allProducts }: SitemapSectionsProps) {
  const header = useQuery(headerQueryOptions());
  const footer = useQuery(footerQueryOptions());
  const taxonomy = useQuery(taxonomyQueryOptions());
  const pages = sitemapPages(knownPages, header.data, footer.data);
  const navigationLoading = header.isPending || footer.isPending;

  return (
    <div className="sitemap">
      <section className="sitemap__section" aria-labelledby="sitemap-pages" aria-busy={navigationLoading}>
        <h2 id="sitemap-pages" className="sitemap__heading">
          Pages
        </h2>
        <ul className="sitemap__list">
          {pages.map((page) => (
            <li key={page.url}>
              <Link to={page.url}>{page.label}</Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="sitemap__section" aria-labelledby="sitemap-shop" aria-busy={taxonomy.isPending}>
        <h2 id="sitemap-shop" className="sitemap__heading">
          Shop
        </h2>
        {taxonomy.isPending ? (
          <div className="sitemap__loading" aria-hidden="true">
            <Skeleton width="10rem" />
            <Skeleton width="14rem" />
            <Skeleton width="12rem" />
            <Skeleton width="9rem" />
          </div>
        ) : taxonomy.isError ? (
          <ErrorState
            message="We couldn't load the product categories."
            onRetry={() => void taxonomy.refetch()}
            retrying={taxonomy.isFetching}
          />
        ) : (
          <ul className="sitemap__list">
            <li>
              <Link to={allProducts.url}>{allProducts.label}</Link>
            </li>
            {taxonomy.data.species.map((species) => (
              <li key={species.path}>
                <Link to={species.path}>{species.label}</Link>
                {species.categories.length > 0 ? (
                  <ul className="sitemap__list sitemap__list--nested">
                    {species.categories.map((category) => (
                      <li key={category.path}>
                        <Link to={category.path}>{category.label}</Link>
                        {category.details.length > 0 ? (
                          <ul className="sitemap__list sitemap__list--nested">
                            {category.details.map((detail) => (
                              <li key={detail.path}>
                                <Link to={detail.path}>{detail.label}</Link>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
