import { writeReview } from '@shop/api-client';
import {
  REVIEW_AUTHOR_MAX,
  REVIEW_AUTHOR_MIN,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MIN,
} from '@shop/catalog';
import { el, messageOf } from './dom';

let formCount = 0;

/**
 * The write-a-review form (loaded on demand, when a verified buyer asks for it): stars as a radio
 * group, headline, review and the name to show, with the API's own bounds (libs/catalog). The API
 * decides; its refusal is shown as it says it.
 */
export function reviewForm({
  handle,
  suggestedAuthorName,
  onWritten,
}: {
  handle: string;
  suggestedAuthorName: string;
  onWritten: () => void;
}): HTMLFormElement {
  const id = `srw-form-${(formCount += 1)}`;
  const ratings = [5, 4, 3, 2, 1].map((value) =>
    el(
      'label',
      { class: 'srw-rating-choice' },
      el('input', { type: 'radio', name: `${id}-rating`, value: String(value), required: true }),
      ` ${value} ${value === 1 ? 'star' : 'stars'}`,
    ),
  );
  const title = el('input', {
    id: `${id}-title`,
    name: 'title',
    required: true,
    minlength: String(REVIEW_TITLE_MIN),
    maxlength: String(REVIEW_TITLE_MAX),
  });
  const body = el('textarea', {
    id: `${id}-body`,
    name: 'body',
    required: true,
    rows: '5',
    minlength: String(REVIEW_BODY_MIN),
    maxlength: String(REVIEW_BODY_MAX),
  });
  const author = el('input', {
    id: `${id}-author`,
    name: 'authorName',
    required: true,
    minlength: String(REVIEW_AUTHOR_MIN),
    maxlength: String(REVIEW_AUTHOR_MAX),
    autocomplete: 'nickname',
  });
  author.value = suggestedAuthorName;
  const submit = el('button', { type: 'submit', class: 'srw-button' }, 'Submit review');
  const message = el('p', { class: 'srw-form-message', role: 'status' });
  const form = el(
    'form',
    { class: 'srw-form', 'aria-label': 'Write a review' },
    el('fieldset', {}, el('legend', {}, 'Your rating'), ...ratings),
    el('label', { for: title.id }, 'Headline'),
    title,
    el('label', { for: body.id }, `Your review (${REVIEW_BODY_MIN} to ${REVIEW_BODY_MAX} characters)`),
    body,
    el('label', { for: author.id }, 'Name shown with your review'),
    author,
    submit,
    message,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const chosen = form.querySelector<HTMLInputElement>(`input[name="${id}-rating"]:checked`);
    if (!chosen) {
      message.textContent = 'Choose a rating from 1 to 5 stars.';
      return;
    }
    submit.disabled = true;
    message.textContent = 'Sending…';
    try {
      await writeReview({
        body: {
          handle,
          rating: Number(chosen.value),
          title: title.value,
          body: body.value,
          authorName: author.value,
        },
        throwOnError: true,
      });
      form.replaceWith(
        el(
          'p',
          { class: 'srw-thanks', role: 'status' },
          'Thank you! Your review will appear once it has been checked.',
        ),
      );
      onWritten();
    } catch (error) {
      submit.disabled = false;
      message.textContent = messageOf(error, 'Your review could not be sent. Please try again.');
    }
  });
  return form;
}
