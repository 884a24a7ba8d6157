import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageFixture, seedPageBySlug } from '../features/content/testing/content-fixtures';
import { createTestQueryClient } from '../testing/test-query-client';
import { renderApp } from '../testing/render-app';

const faq = pageFixture({
  slug: 'faq',
  title: 'Frequently Asked Questions',
  description: 'Answers about ordering, Autoship, shipping and returns.',
  components: [
    {
      type: 'faq',
      heading: 'Frequently Asked Questions',
      items: [
        { question: 'How many items can I order at once?', answer: 'Up to 10 items per order.' },
        { question: 'What is Autoship?', answer: 'Recurring delivery with an extra 5% saving.' },
      ],
    },
  ],
});

describe('FaqRoute', () => {
  it('lists the questions as native disclosures (details/summary) under one page heading', async () => {
    const queryClient = createTestQueryClient();
    seedPageBySlug(queryClient, 'faq', faq);
    renderApp('/faq', { queryClient });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Frequently Asked Questions' })).toHaveLength(1);
    const region = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const question = within(region).getByText('What is Autoship?');
    const details = question.closest('details');
    expect(details).not.toHaveAttribute('open');

    expect(question.tagName).toBe('SUMMARY');
    await userEvent.click(question);
    expect(details).toHaveAttribute('open');
    await userEvent.click(question);
    expect(details).not.toHaveAttribute('open');
    await waitFor(() => expect(document.title).toBe('Frequently Asked Questions | Shop Pet Nutrition'));
  });
});
