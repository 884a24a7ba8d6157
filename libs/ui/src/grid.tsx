import type { ComponentPropsWithoutRef } from 'react';
import './grid.css';

/**
 * A responsive list of cards: 1 column on xs, 2 from sm, 3 from md, 4 from lg (SPEC §9
 * breakpoints). A list element (role="list" kept explicitly, as Safari drops it with list-style:
 * none), so screen readers announce how many items there are.
 */
export function Grid({ className, ...rest }: ComponentPropsWithoutRef<'ul'>) {
  return <ul role="list" className={['ui-grid', className].filter(Boolean).join(' ')} {...rest} />;
}
