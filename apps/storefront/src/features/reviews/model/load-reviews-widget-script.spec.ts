import { afterEach, describe, expect, it } from 'vitest';
import { loadReviewsWidgetScript, REVIEWS_WIDGET_SCRIPT_ATTRIBUTE } from './load-reviews-widget-script';
import { REVIEWS_WIDGET_GLOBAL, REVIEWS_WIDGET_READY_EVENT } from './reviews-widget-contract';

describe('loadReviewsWidgetScript', () => {
  afterEach(() => {
    document.head.querySelectorAll(`[${REVIEWS_WIDGET_SCRIPT_ATTRIBUTE}]`).forEach((s) => s.remove());
    delete window[REVIEWS_WIDGET_GLOBAL];
  });

  it('adds one module script marked functional, and answers the API the script publishes', async () => {
    const first = loadReviewsWidgetScript('/widgets/reviews.js');
    const second = loadReviewsWidgetScript('/widgets/reviews.js');
    const scripts = document.head.querySelectorAll(`script[${REVIEWS_WIDGET_SCRIPT_ATTRIBUTE}]`);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('type', 'module');
    expect(scripts[0]).toHaveAttribute('src', '/widgets/reviews.js');
    expect(scripts[0]).toHaveAttribute('data-consent-category', 'functional');

    const api = { mount: () => () => undefined };
    window[REVIEWS_WIDGET_GLOBAL] = api;
    window.dispatchEvent(new Event(REVIEWS_WIDGET_READY_EVENT));
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
  });

  it('forgets a script that failed, so the next mount tries again', async () => {
    const failed = loadReviewsWidgetScript('/widgets/missing.js');
    document.head
      .querySelector(`script[${REVIEWS_WIDGET_SCRIPT_ATTRIBUTE}]`)
      ?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not be loaded');
    expect(document.head.querySelector(`script[${REVIEWS_WIDGET_SCRIPT_ATTRIBUTE}]`)).toBeNull();
    loadReviewsWidgetScript('/widgets/missing.js').catch(() => undefined);
    expect(document.head.querySelectorAll(`script[${REVIEWS_WIDGET_SCRIPT_ATTRIBUTE}]`)).toHaveLength(1);
  });
});
