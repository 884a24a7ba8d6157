import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetConsentRuntimeForTests, startConsentRuntime } from '../../../lib/consent/consent-runtime';
import { renderWithSite } from '../../../testing/render-with-site';
import { VideoBlock } from './video-block';

const block = {
  type: 'video' as const,
  videoId: 'M7lc1UVf-VE',
  title: 'How our food is made',
  poster: { url: '/content-assets/video-poster-kitchen.svg', alt: '' },
};

function privacyManagerWith(functional: boolean) {
  window.privacyManager = {
    getConsent: (category) =>
      category === 'functional' && functional
        ? { consent: 'approved', source: 'asserted' }
        : { consent: 'denied', source: 'implied' },
  };
  act(() => startConsentRuntime());
}

afterEach(() => {
  resetConsentRuntimeForTests();
  delete window.privacyManager;
});

describe('VideoBlock (SPEC §9 video player, behind consent)', () => {
  it('shows the poster and a play button, and loads nothing of the player before play', () => {
    renderWithSite(<VideoBlock block={block} isLast={false} />);
    expect(screen.getByRole('button', { name: 'Play video: How our food is made' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('without functional consent, play explains why and offers the cookie settings instead of playing', async () => {
    const user = userEvent.setup();
    renderWithSite(<VideoBlock block={block} isLast={false} />);
    privacyManagerWith(false);
    await user.click(screen.getByRole('button', { name: 'Play video: How our food is made' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'This video is played by www.youtube-nocookie.com, which sets cookies. To watch it here, allow functional cookies.',
    );
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('with functional consent, play embeds the configured player', async () => {
    const user = userEvent.setup();
    renderWithSite(<VideoBlock block={block} isLast={false} />);
    privacyManagerWith(true);
    await user.click(screen.getByRole('button', { name: 'Play video: How our food is made' }));
    const player = await screen.findByTitle('How our food is made');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1');
  });

  it('a player that sets no cookies plays without consent', async () => {
    const user = userEvent.setup();
    renderWithSite(<VideoBlock block={block} isLast={false} />, {
      site: { videoPlayer: { baseUrl: 'https://video.example/play/', setsCookies: false } },
    });
    await user.click(screen.getByRole('button', { name: 'Play video: How our food is made' }));
    await waitFor(() =>
      expect(screen.getByTitle('How our food is made')).toHaveAttribute(
        'src',
        'https://video.example/play/M7lc1UVf-VE?autoplay=1',
      ),
    );
  });
});
