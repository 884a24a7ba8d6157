import { useEffect, useRef, useState } from 'react';
import { loadReviewsWidgetScript } from '../model/load-reviews-widget-script';
import type { LoadReviewsWidget } from '../model/reviews-widget-contract';
import './reviews-widget-seam.css';

export interface ReviewsWidgetSeamProps {
  /** The product whose reviews the widget shows. */
  handle: string;
  /** SPEC §3/§4: the functional consent category. False (the default of every category) loads nothing. */
  functionalConsent: boolean;
  /** What 'here' in the declined message does: open the cookie preferences dialog (SPEC §8). */
  onOpenPreferences: () => void;
  /** The widget script's address (GET /api/site reviewsWidgetUrl). */
  widgetUrl: string;
  /** How the script is loaded; the consent registry may pass its own (defaults to a script tag). */
  loadWidget?: LoadReviewsWidget;
}

/**
 * Where the product-reviews widget meets consent (SPEC §2, §7, §8): with functional consent it
 * loads the widget script and mounts it for the product; without, it loads nothing and says why,
 * with 'here' as a button that opens the cookie preferences. Consent given later mounts the widget
 * at once (no reload); consent withdrawn unmounts it.
 */
export function ReviewsWidgetSeam({
  handle,
  functionalConsent,
  onOpenPreferences,
  widgetUrl,
  loadWidget = loadReviewsWidgetScript,
}: ReviewsWidgetSeamProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!functionalConsent || !element) return;
    let unmount: (() => void) | undefined;
    let cancelled = false;
    setFailed(false);
    loadWidget(widgetUrl).then(
      (widget) => {
        if (!cancelled) unmount = widget.mount(element, { handle });
      },
      (error: unknown) => {
        console.error('Error loading the reviews widget', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [functionalConsent, handle, loadWidget, widgetUrl]);

  if (!functionalConsent) {
    return (
      <p className="reviews-declined">
        You cannot see product reviews because you have declined functional cookies. Please enable them{' '}
        <button type="button" className="reviews-declined__here" onClick={onOpenPreferences}>
          here
        </button>{' '}
        to access this feature.
      </p>
    );
  }
  return (
    <>
      <div
        ref={container}
        className="reviews-widget-container"
        data-reviews-widget=""
        data-product-handle={handle}
      />
      {failed ? (
        <p className="reviews-widget-failed">Reviews could not be loaded. Please try again later.</p>
      ) : null}
    </>
  );
}
