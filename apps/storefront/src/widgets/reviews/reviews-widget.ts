import {
  apiClient,
  getProductReviews,
  getReviewEligibility,
  voteReviewHelpful,
  type ProductReviewsDto,
  type ReviewDto,
  type ReviewEligibilityDto,
  type ReviewSort,
} from '@shop/api-client';
import { ratingFillPercent, ratingSummaryText } from '@shop/catalog';
import { SHOP_CLIENT_HEADER, SHOP_CLIENT_STOREFRONT } from '@shop/identity';
import {
  REVIEWS_WIDGET_GLOBAL,
  REVIEWS_WIDGET_READY_EVENT,
  type ReviewsWidgetApi,
} from '../../features/reviews/model/reviews-widget-contract';
import { codeOf, el, messageOf, statusOf } from './dom';
import styles from './reviews-widget.css?inline';

/*
 * The product-reviews widget (issue 23): a script the shop serves (REVIEWS_WIDGET_URL), which the
 * product page loads only after functional consent (SPEC §2, §7). It draws a product's published
 * reviews (summary, star histogram, pages, sort, helpful votes) and, for a signed-in verified
 * buyer, the write-a-review form, which it loads on demand. It talks to the API only through the
 * generated client's public calls. The only thing it keeps in the browser is a random voter id in
 * localStorage (functional storage, allowed by the consent that loaded it), so a browser votes once.
 */

const PAGE_SIZE = 5;
const VOTER_KEY = 'shop_reviews_voter';
const SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  helpful: 'Most helpful',
  highest: 'Highest rating',
  lowest: 'Lowest rating',
};

// The widget's own copy of the generated client: the page's origin serves the API, and a write sent
// with the session cookie needs the storefront's header (the API's CSRF rule).
apiClient.setConfig({ baseUrl: '', headers: { [SHOP_CLIENT_HEADER]: SHOP_CLIENT_STOREFRONT } });

function injectStyles(): void {
  if (document.getElementById('shop-reviews-widget-styles')) return;
  document.head.append(el('style', { id: 'shop-reviews-widget-styles' }, styles));
}

function stars(average: number, label: string): HTMLElement {
  const filled = el('span', { class: 'srw-stars__filled', 'aria-hidden': 'true' }, '★★★★★');
  filled.style.width = `${ratingFillPercent(average)}%`;
  return el(
    'span',
    { class: 'srw-stars', role: 'img', 'aria-label': label },
    el('span', { class: 'srw-stars__empty', 'aria-hidden': 'true' }, '★★★★★'),
    filled,
  );
}

function voterId(): string | undefined {
  try {
    let id = localStorage.getItem(VOTER_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(VOTER_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

function reviewItem(review: ReviewDto): HTMLElement {
  const helpful = el('button', { type: 'button', class: 'srw-helpful' }, `Helpful (${review.helpfulCount})`);
  const note = el('span', { class: 'srw-helpful-note', role: 'status' });
  helpful.addEventListener('click', async () => {
    helpful.disabled = true;
    try {
      const { data } = await voteReviewHelpful({
        body: { reviewId: review.id, voterId: voterId() },
        throwOnError: true,
      });
      helpful.textContent = `Helpful (${data.helpfulCount})`;
      note.textContent = 'Thanks for your feedback.';
    } catch (error) {
      note.textContent =
        codeOf(error) === 'REVIEW_VOTE_ALREADY_COUNTED'
          ? 'You already found this review helpful.'
          : messageOf(error, 'Your vote could not be counted. Please try again.');
      if (codeOf(error) !== 'REVIEW_VOTE_ALREADY_COUNTED') helpful.disabled = false;
    }
  });
  return el(
    'li',
    { class: 'srw-review' },
    el(
      'div',
      { class: 'srw-review__head' },
      stars(review.rating, `${review.rating} out of 5 stars`),
      el('h4', { class: 'srw-review__title' }, review.title),
    ),
    el(
      'p',
      { class: 'srw-review__meta' },
      `${review.authorName} · ${dateFormat.format(new Date(review.createdAt))}`,
      review.verifiedBuyer ? el('span', { class: 'srw-verified' }, ' · Verified buyer') : null,
    ),
    el('p', { class: 'srw-review__body' }, review.body),
    review.reply
      ? el(
          'div',
          { class: 'srw-reply' },
          el('p', { class: 'srw-reply__label' }, 'Response from the shop'),
          el('p', { class: 'srw-review__body' }, review.reply.body),
        )
      : null,
    el('div', { class: 'srw-review__actions' }, helpful, note),
  );
}

function summaryBlock(answer: ProductReviewsDto): HTMLElement {
  const { average, count, histogram } = answer.summary;
  if (count === 0)
    return el('p', { class: 'srw-empty' }, 'No reviews yet. Bought this product? Be the first to review it.');
  return el(
    'div',
    { class: 'srw-summary' },
    el(
      'p',
      { class: 'srw-summary__average' },
      stars(average, ratingSummaryText(average, count)),
      el(
        'span',
        { 'aria-hidden': 'true' },
        ` ${average.toFixed(1)} out of 5 · ${count} ${count === 1 ? 'review' : 'reviews'}`,
      ),
    ),
    el(
      'ul',
      { class: 'srw-histogram', 'aria-label': 'Ratings by stars' },
      ...histogram.map((row) => {
        const bar = el('span', { class: 'srw-histogram__fill' });
        bar.style.width = `${count ? Math.round((row.count / count) * 100) : 0}%`;
        return el(
          'li',
          {},
          el('span', { class: 'srw-histogram__label' }, `${row.rating} stars`),
          el('span', { class: 'srw-histogram__bar', 'aria-hidden': 'true' }, bar),
          el('span', { class: 'srw-histogram__count' }, String(row.count)),
        );
      }),
    ),
  );
}

/** The write-a-review part: what the caller may do, and the form (loaded on demand) for a buyer. */
async function writeBlock(handle: string, onWritten: () => void): Promise<HTMLElement> {
  const block = el('div', { class: 'srw-write' });
  let eligibility: ReviewEligibilityDto;
  try {
    eligibility = (await getReviewEligibility({ query: { handle }, throwOnError: true })).data;
  } catch (error) {
    if (statusOf(error) === 401 || codeOf(error) === 'SIGNED_OUT') {
      const back = `${location.pathname}${location.search}`;
      block.append(
        el(
          'p',
          {},
          'Bought this product? ',
          el('a', { href: `/account/login?returnTo=${encodeURIComponent(back)}` }, 'Sign in'),
          ' to write a review.',
        ),
      );
    }
    return block;
  }
  if (eligibility.reason === 'ALREADY_REVIEWED' && eligibility.review) {
    const state =
      eligibility.review.status === 'pending'
        ? 'It will appear once it has been checked.'
        : eligibility.review.status === 'rejected'
          ? 'It was not published.'
          : 'Thank you for sharing it.';
    block.append(el('p', {}, `You reviewed this product. ${state}`));
  } else if (eligibility.reason === 'NOT_PURCHASED') {
    block.append(el('p', {}, 'Only customers who bought this product can review it.'));
  } else if (eligibility.canReview) {
    const open = el('button', { type: 'button', class: 'srw-button' }, 'Write a review');
    open.addEventListener('click', async () => {
      open.disabled = true;
      const { reviewForm } = await import('./review-form');
      open.replaceWith(
        reviewForm({
          handle,
          suggestedAuthorName: eligibility.suggestedAuthorName,
          onWritten,
        }),
      );
    });
    block.append(open);
  }
  return block;
}

function mount(container: HTMLElement, { handle }: { handle: string }): () => void {
  injectStyles();
  let alive = true;
  let sort: ReviewSort = 'newest';
  let page = 1;
  const root = el('div', { class: 'srw', 'aria-live': 'polite' });
  const list = el('ul', { class: 'srw-list' });
  const more = el('button', { type: 'button', class: 'srw-button srw-more' }, 'Show more reviews');
  const status = el('p', { class: 'srw-status', role: 'status' });
  root.append(status);
  container.replaceChildren(root);

  const sortSelect = el(
    'select',
    { class: 'srw-sort', 'aria-label': 'Sort reviews' },
    ...(Object.keys(SORT_LABELS) as ReviewSort[]).map((value) => el('option', { value }, SORT_LABELS[value])),
  );

  async function loadPage(reset: boolean): Promise<void> {
    status.textContent = 'Loading reviews…';
    try {
      const { data } = await getProductReviews({
        query: { handle, page, limit: PAGE_SIZE, sort },
        throwOnError: true,
      });
      if (!alive) return;
      status.textContent = '';
      if (reset) {
        list.replaceChildren();
        root.replaceChildren(summaryBlock(data));
        if (data.summary.count > 0)
          root.append(el('div', { class: 'srw-toolbar' }, el('label', {}, 'Sort by ', sortSelect)), list);
        root.append(more, status);
        void writeBlock(handle, () => void refresh()).then((block) => alive && root.append(block));
      }
      list.append(...data.reviews.map(reviewItem));
      more.hidden = data.page >= data.pageCount;
    } catch (error) {
      if (alive) status.textContent = messageOf(error, 'Reviews could not be loaded.');
    }
  }

  function refresh(): Promise<void> {
    page = 1;
    return loadPage(true);
  }

  more.addEventListener('click', () => {
    page += 1;
    void loadPage(false);
  });
  sortSelect.addEventListener('change', () => {
    sort = sortSelect.value as ReviewSort;
    void refresh();
  });
  void refresh();

  return () => {
    alive = false;
    container.replaceChildren();
  };
}

const widget: ReviewsWidgetApi = { mount };
window[REVIEWS_WIDGET_GLOBAL] = widget;
window.dispatchEvent(new Event(REVIEWS_WIDGET_READY_EVENT));
