import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadReviewsWidget } from '../model/reviews-widget-contract';
import { ReviewsWidgetSeam } from './reviews-widget-seam';

const DECLINED =
  'You cannot see product reviews because you have declined functional cookies. Please enable them here to access this feature.';

function fakeWidget() {
  const unmount = vi.fn();
  const mount = vi.fn((container: HTMLElement, { handle }: { handle: string }) => {
    container.textContent = `reviews of ${handle}`;
    return unmount;
  });
  const loadWidget = vi.fn<LoadReviewsWidget>(async () => ({ mount }));
  return { loadWidget, mount, unmount };
}

describe('ReviewsWidgetSeam', () => {
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('loads no widget and no script without functional consent, and says why (SPEC §8)', () => {
    const widget = fakeWidget();
    const { container } = render(
      <ReviewsWidgetSeam
        handle="dog-food"
        functionalConsent={false}
        onOpenPreferences={() => undefined}
        widgetUrl="/widgets/reviews.js"
        loadWidget={widget.loadWidget}
      />,
    );
    expect(container).toHaveTextContent(DECLINED);
    expect(widget.loadWidget).not.toHaveBeenCalled();
    expect(container.querySelector('[data-reviews-widget]')).toBeNull();
  });

  it('loads no script with the default loader either while consent is false', () => {
    render(
      <ReviewsWidgetSeam
        handle="dog-food"
        functionalConsent={false}
        onOpenPreferences={() => undefined}
        widgetUrl="/widgets/reviews.js"
      />,
    );
    expect(document.querySelector('script[src="/widgets/reviews.js"]')).toBeNull();
  });

  it("makes 'here' a button that opens the cookie preferences", async () => {
    const onOpenPreferences = vi.fn();
    render(
      <ReviewsWidgetSeam
        handle="dog-food"
        functionalConsent={false}
        onOpenPreferences={onOpenPreferences}
        widgetUrl="/widgets/reviews.js"
      />,
    );
    const here = screen.getByRole('button', { name: 'here' });
    await userEvent.click(here);
    expect(onOpenPreferences).toHaveBeenCalledTimes(1);
  });

  it('mounts the widget at once when consent is given, without a reload, and unmounts it when withdrawn', async () => {
    const widget = fakeWidget();
    const props = {
      handle: 'dog-food',
      onOpenPreferences: () => undefined,
      widgetUrl: '/widgets/reviews.js',
      loadWidget: widget.loadWidget,
    };
    const { rerender, container } = render(<ReviewsWidgetSeam {...props} functionalConsent={false} />);
    rerender(<ReviewsWidgetSeam {...props} functionalConsent />);
    await waitFor(() => expect(container).toHaveTextContent('reviews of dog-food'));
    expect(widget.loadWidget).toHaveBeenCalledWith('/widgets/reviews.js');
    expect(widget.mount).toHaveBeenCalledWith(expect.any(HTMLElement), { handle: 'dog-food' });

    rerender(<ReviewsWidgetSeam {...props} functionalConsent={false} />);
    expect(widget.unmount).toHaveBeenCalledTimes(1);
    expect(container).toHaveTextContent(DECLINED);
  });

  it('says so when the script cannot be loaded, and logs it to the console only', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ReviewsWidgetSeam
        handle="dog-food"
        functionalConsent
        onOpenPreferences={() => undefined}
        widgetUrl="/widgets/reviews.js"
        loadWidget={() => Promise.reject(new Error('blocked'))}
      />,
    );
    expect(
      await screen.findByText('Reviews could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
