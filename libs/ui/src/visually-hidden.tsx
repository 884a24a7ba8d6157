import type { ComponentPropsWithoutRef } from 'react';
import './visually-hidden.css';

export interface VisuallyHiddenProps extends ComponentPropsWithoutRef<'span'> {
  /** The element to render; a heading level gives a region an outline entry without showing it. */
  as?: 'span' | 'div' | 'p' | 'h2' | 'h3';
}

/**
 * Text for screen readers only (a heading for a region, a status announcement) that sighted users
 * get from layout instead. Hidden by clipping, not display:none, so assistive technology reads it.
 */
export function VisuallyHidden({ as: Element = 'span', className, ...rest }: VisuallyHiddenProps) {
  return <Element className={['ui-visually-hidden', className].filter(Boolean).join(' ')} {...rest} />;
}
