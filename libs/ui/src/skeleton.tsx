import type { CSSProperties } from 'react';
import './skeleton.css';

export interface SkeletonProps {
  /** CSS width; defaults to the full width of the parent. */
  width?: CSSProperties['width'];
  /** CSS height; defaults to one line of text. */
  height?: CSSProperties['height'];
  /** 'text' is a rounded line, 'block' a card or image area. */
  shape?: 'text' | 'block';
  className?: string;
}

/**
 * A placeholder shaped like content that is still loading, so the page keeps its layout and does not
 * jump when data arrives. Decorative only (aria-hidden): the loading region around it sets aria-busy
 * and announces the loading state in words.
 */
export function Skeleton({ width = '100%', height, shape = 'text', className }: SkeletonProps) {
  const classes = ['ui-skeleton', `ui-skeleton--${shape}`, className].filter(Boolean).join(' ');
  return <span aria-hidden="true" className={classes} style={{ width, height }} />;
}
