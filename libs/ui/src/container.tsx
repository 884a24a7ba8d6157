import type { ComponentPropsWithoutRef } from 'react';
import './container.css';

/**
 * Centres page content with the shop's maximum width and side gutters, so header, main and footer
 * line up on every screen size.
 */
export function Container({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return <div className={['ui-container', className].filter(Boolean).join(' ')} {...rest} />;
}
