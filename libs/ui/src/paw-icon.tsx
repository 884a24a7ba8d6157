import './paw-icon.css';

export interface PawIconProps {
  className?: string;
}

/**
 * The shop's paw mark, drawn in the current text colour so it themes with whatever it sits on.
 * Decorative: always hidden from assistive technology, the text beside it carries the meaning.
 */
export function PawIcon({ className }: PawIconProps) {
  return (
    <svg
      className={['ui-paw-icon', className].filter(Boolean).join(' ')}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M32 30c-9 0-17 9.5-17 18 0 5 3.6 8 8 8 3.8 0 5.6-2 9-2s5.2 2 9 2c4.4 0 8-3 8-8 0-8.5-8-18-17-18z" />
      <ellipse cx="13" cy="28" rx="6" ry="7.5" transform="rotate(-20 13 28)" />
      <ellipse cx="24" cy="14" rx="6" ry="8" transform="rotate(-8 24 14)" />
      <ellipse cx="40" cy="14" rx="6" ry="8" transform="rotate(8 40 14)" />
      <ellipse cx="51" cy="28" rx="6" ry="7.5" transform="rotate(20 51 28)" />
    </svg>
  );
}
