import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { taxonomyQueryOptions } from '../../../lib/taxonomy/taxonomy-queries';
import type { ListingCollection } from '@shop/catalog';
import './listing-subcategories.css';

/**
 * One level down from the listing being shown, from the catalogue taxonomy: the species on
 * /products, a species' categories on /products/{species}, a category's life stages below that.
 * Left out while the taxonomy loads or if it fails; the filters still narrow the list.
 */
export function ListingSubcategories({ collection }: { collection: ListingCollection }) {
  const taxonomy = useQuery(taxonomyQueryOptions());
  if (!taxonomy.data) return null;

  const species = taxonomy.data.species.find((entry) => entry.handle === collection.species);
  let label = 'Shop by pet';
  let links: readonly { handle: string; label: string; path: string }[] = [];
  if (!collection.species) {
    links = taxonomy.data.species;
  } else if (species && !collection.category && !collection.detail) {
    label = 'Shop by category';
    links = species.categories;
  } else if (species && collection.category && !collection.detail) {
    label = 'Shop by life stage';
    links = species.categories.find((entry) => entry.handle === collection.category)?.details ?? [];
  }
  if (links.length === 0) return null;

  return (
    <nav className="listing-subcategories" aria-label={label}>
      <ul className="listing-subcategories__list">
        {links.map((link) => (
          <li key={link.handle}>
            <Link className="listing-subcategories__link" to={link.path}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
