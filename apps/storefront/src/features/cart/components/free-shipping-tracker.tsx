import { freeShippingProgress, PROGRESS_BAR_HEIGHT, type FreeShippingLine } from '@shop/cart';
import { ProgressBar } from '@shop/ui';
import './free-shipping-tracker.css';

export interface FreeShippingTrackerProps {
  /** The cart's lines (product type and subtotal in dollars). */
  lines: readonly FreeShippingLine[];
  /** The site's freeShippingThreshold setting in dollars. */
  threshold: number;
  /** Lines of this product type never count towards free shipping (SPEC §2). */
  excludedProductType?: string;
  /** 'full' on the cart page (bar 8 px), 'compact' in tight places such as the mini cart (6 px). */
  layout?: keyof typeof PROGRESS_BAR_HEIGHT;
}

/**
 * SPEC §2's free-shipping tracker: '$X.XX until free shipping' while short, 'You get free shipping!'
 * with a success check mark once reached, over a bar filled to subtotal / threshold × 100%. Numbers
 * and words come from libs/cart freeShippingProgress, the same the API uses. The message is a live
 * region, so a quantity change that crosses the threshold is announced.
 */
export function FreeShippingTracker({
  lines,
  threshold,
  excludedProductType,
  layout = 'full',
}: FreeShippingTrackerProps) {
  const progress = freeShippingProgress({ lines, threshold, excludedProductType });
  return (
    <div className={`free-shipping-tracker free-shipping-tracker--${layout}`}>
      <p
        className={`free-shipping-tracker__message${progress.reached ? ' free-shipping-tracker__message--reached' : ''}`}
        aria-live="polite"
      >
        {progress.reached ? (
          <svg
            className="free-shipping-tracker__check"
            data-testid="free-shipping-check"
            viewBox="0 0 20 20"
            width="20"
            height="20"
            aria-hidden="true"
          >
            <circle cx="10" cy="10" r="10" fill="currentColor" />
            <path d="M5.5 10.5l3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
          </svg>
        ) : null}
        {progress.message}
      </p>
      <ProgressBar
        percent={progress.percent}
        height={PROGRESS_BAR_HEIGHT[layout]}
        label="Progress towards free shipping"
        valueText={progress.message}
        complete={progress.reached}
      />
    </div>
  );
}
