import type { ComponentPropsWithRef } from 'react';
import './button.css';

/** Visual weight of a button: one primary action per view, secondary and ghost for the rest. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
}

/**
 * The shop's only button, so every action has the same focus ring, disabled look and hit area.
 * Defaults to type="button" so a button placed inside a form never submits it by accident.
 */
export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  const classes = ['ui-button', `ui-button--${variant}`, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
