import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageFixture } from '../features/content/testing/content-fixtures';
import { installRoutedFakeApi } from '../testing/account-fixtures';
import { errorResponse, jsonResponse } from '../testing/fake-api';
import { renderInRouter } from '../testing/render-in-router';
import { ListingPlpContent } from './listing-plp-content';

const PLP_API = '/api/cms/v1.0/get-plp-page-by-slug';

describe('ListingPlpContent (SPEC §7 get-plp-page-by-slug)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it("shows the listing's CMS content when it has some", async () => {
    const fake = installRoutedFakeApi({
      [PLP_API]: () =>
        jsonResponse(
          pageFixture({
            slug: 'dog/dry-food',
            title: 'Dry Dog Food',
            components: [{ type: 'rich_text', html: '<p>Crunchy kibble for every size and life stage.</p>' }],
          }),
        ),
    });
    restore = fake.restore;
    renderInRouter(<ListingPlpContent slug="dog/dry-food" />);
    expect(await screen.findByText('Crunchy kibble for every size and life stage.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dry Dog Food' })).toBeInTheDocument();
    expect(fake.callsTo(PLP_API)[0]?.body).toEqual({ slug: 'dog/dry-food' });
  });

  it('shows nothing, and reports nothing, for a listing without content (404)', async () => {
    const fake = installRoutedFakeApi({ [PLP_API]: () => errorResponse(404) });
    restore = fake.restore;
    const { container } = renderInRouter(<ListingPlpContent slug="all" />);
    await waitFor(() => expect(fake.callsTo(PLP_API)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container.querySelector('.listing-plp-content')).toBeNull();
  });

  it('shows nothing for a page with no blocks', async () => {
    const fake = installRoutedFakeApi({ [PLP_API]: () => jsonResponse(pageFixture({ components: [] })) });
    restore = fake.restore;
    renderInRouter(<ListingPlpContent slug="cat" />);
    await waitFor(() => expect(fake.callsTo(PLP_API)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
