import type { ReactNode } from 'react';
import './feedback-state.css';

export interface EmptyStateProps {
  /** Short statement of what is missing, e.g. 'No products yet'. */
  title: string;
  /** Optional sentence saying why or what to do next. */
  description?: ReactNode;
  /** Optional next step (a link or button). */
  action?: ReactNode;
  /** Heading level, so the state fits the page outline it appears in. */
  headingLevel?: 2 | 3;
}

/** Says plainly that a list has nothing to show, so an empty page is never mistaken for a broken one. */
export function EmptyState({ title, description, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="ui-feedback-state">
      <Heading className="ui-feedback-state__title">{title}</Heading>
      {description ? <p className="ui-feedback-state__text">{description}</p> : null}
      {action ? <div className="ui-feedback-state__action">{action}</div> : null}
    </div>
  );
}
