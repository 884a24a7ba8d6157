import { getSiteQueryKey, type SiteDto } from '@shop/api-client';
import { Button, VisuallyHidden } from '@shop/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { requestConsentPreferences } from '../../../lib/consent/consent-preferences-request';
import { useConsentState } from '../../../lib/consent/use-consent-state';
import type { VideoComponentDto } from '../model/content-types';
import { videoPlayerAddress } from '../model/video-address';
import { ContentImage } from './content-image';
import './video-block.css';

export interface VideoBlockProps {
  block: VideoComponentDto;
  isLast: boolean;
}

/**
 * A CMS video (SPEC §9: the configured player). The poster and a play button until the shopper
 * plays it: nothing of the player is fetched before. A player that sets cookies (the default) plays
 * only with functional consent; without it, play explains why and opens the cookie settings, and
 * the video starts once functional cookies are allowed. Withdrawing consent takes the player away.
 */
export function VideoBlock({ block, isLast }: VideoBlockProps) {
  // The site answer is in the cache before any page renders (SiteProvider waits for it); read from
  // there, the block does not share lib/site with the app's start, which split it into a chunk of
  // its own in the entry.
  const site = useQueryClient().getQueryData<SiteDto>(getSiteQueryKey());
  const { functional } = useConsentState();
  const [wantsToPlay, setWantsToPlay] = useState(false);
  const noticeId = useId();
  const player = site?.videoPlayer;
  const address = player ? videoPlayerAddress(player.baseUrl, block.videoId) : null;
  if (!player || !address) return null;

  const allowed = !player.setsCookies || functional;
  const playing = wantsToPlay && allowed;
  const host = new URL(player.baseUrl).host;

  return (
    <div
      className={['content-block', 'video-block', isLast ? 'content-block--last' : '']
        .filter(Boolean)
        .join(' ')}
    >
      <div className="video-block__frame">
        {playing ? (
          <iframe
            className="video-block__player"
            src={address}
            title={block.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <>
            {block.poster ? (
              <ContentImage
                className="video-block__poster"
                image={block.poster}
                aspectRatio={16 / 9}
                sizes="(min-width: 1280px) 1216px, calc(100vw - 32px)"
              />
            ) : null}
            <button
              type="button"
              className="video-block__play"
              onClick={() => setWantsToPlay(true)}
              aria-describedby={wantsToPlay ? noticeId : undefined}
            >
              <span className="video-block__play-icon" aria-hidden="true">
                ▶
              </span>
              <VisuallyHidden>Play video: {block.title}</VisuallyHidden>
            </button>
            {wantsToPlay ? (
              <div className="video-block__consent" id={noticeId} role="status">
                <p>
                  This video is played by {host}, which sets cookies. To watch it here, allow functional
                  cookies.
                </p>
                <Button variant="secondary" onClick={requestConsentPreferences}>
                  Cookie settings
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
