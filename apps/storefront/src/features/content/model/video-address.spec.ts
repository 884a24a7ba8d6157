import { describe, expect, it } from 'vitest';
import { videoPlayerAddress } from './video-address';

describe('videoPlayerAddress (SPEC §9 video player base URL)', () => {
  it('appends the id to the base URL and asks to play at once', () => {
    expect(videoPlayerAddress('https://www.youtube-nocookie.com/embed/', 'M7lc1UVf-VE')).toBe(
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1',
    );
  });

  it.each(['../x', 'a/b', 'a?b=1', '', 'x'.repeat(65), 'a b'])('refuses the id %p', (id) => {
    expect(videoPlayerAddress('https://video.example/play/', id)).toBeNull();
  });

  it('refuses a base that is not https', () => {
    expect(videoPlayerAddress('http://video.example/play/', 'abc')).toBeNull();
  });
});
