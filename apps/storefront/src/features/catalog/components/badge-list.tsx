import type { Badge } from '@shop/catalog';
import './badge-list.css';

export interface BadgeListProps {
  /** Already resolved, ordered and cut to the card limit by libs/catalog's resolveBadges. */
  badges: readonly Badge[];
  className?: string;
}

/** A card's badges (SPEC §2), each in its theme colour from the design tokens. */
export function BadgeList({ badges, className }: BadgeListProps) {
  if (badges.length === 0) return null;
  return (
    <ul className={['badge-list', className].filter(Boolean).join(' ')} aria-label="Product badges">
      {badges.map((badge) => (
        <li key={badge.id} className={`badge badge--${badge.colour}`} data-badge={badge.id}>
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
