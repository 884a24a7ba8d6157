import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockMatchMedia } from './mock-match-media';
import { Carousel, type CarouselProps } from './carousel';

const SLIDE_WIDTH = 100;
const ITEMS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];

/**
 * Gives the rendered slides a layout (the test DOM has none) and records the track's scrollTo
 * calls, so a test can see where the carousel scrolled.
 */
function withLayout(listName = 'Favourites') {
  const track = screen.getByRole('list', { name: listName });
  within(track)
    .getAllByRole('listitem')
    .forEach((slide, index) => Object.defineProperty(slide, 'offsetLeft', { value: index * SLIDE_WIDTH }));
  const scrollTo = vi.fn();
  track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
  return { track, scrollTo };
}

function renderCarousel(props: Partial<CarouselProps<string>> = {}) {
  render(<Carousel items={ITEMS} label="Favourites" renderItem={(item) => <p>{item}</p>} {...props} />);
  return withLayout();
}

function currentSlide(listName = 'Favourites'): string | undefined {
  const track = screen.getByRole('list', { name: listName });
  return track.querySelector('[data-current="true"]')?.textContent ?? undefined;
}

describe('Carousel', () => {
  let restoreMatchMedia: () => void = () => undefined;
  beforeEach(() => {
    restoreMatchMedia = mockMatchMedia({ width: 1024 });
  });
  afterEach(() => {
    restoreMatchMedia();
    vi.useRealTimers();
  });

  it('is a named carousel whose slides say their position', () => {
    renderCarousel();

    const carousel = screen.getByRole('group', { name: 'Favourites' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(screen.getByRole('list', { name: 'Favourites' })).getAllByRole('listitem');
    expect(slides).toHaveLength(5);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[0]).toHaveAttribute('aria-label', '1 of 5');
    expect(slides[4]).toHaveAttribute('aria-label', '5 of 5');
  });

  it('uses the content defaults: 16 px apart, one slide per view, no loop, no autoplay', () => {
    vi.useFakeTimers();
    const { scrollTo } = renderCarousel();

    const carousel = screen.getByRole('group', { name: 'Favourites' });
    expect(carousel.style.getPropertyValue('--carousel-gap')).toBe('16px');
    expect(carousel.style.getPropertyValue('--carousel-per-view')).toBe('1');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(20_000));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(currentSlide()).toBe('Alpha');
  });

  it('moves one slide with Next and Previous, scrolling the track and announcing the position', () => {
    const { scrollTo } = renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    expect(next).toHaveAttribute('aria-controls', screen.getByRole('list', { name: 'Favourites' }).id);

    fireEvent.click(next);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 100, behavior: 'smooth' });
    expect(currentSlide()).toBe('Bravo');
    expect(screen.getByText('Showing item 2 of 5')).toBeInTheDocument();
    expect(previous).toBeEnabled();

    fireEvent.click(previous);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    expect(currentSlide()).toBe('Alpha');
    expect(previous).toBeDisabled();
  });

  it('stops at the ends without loop and wraps around with loop', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    for (let i = 0; i < 4; i += 1) fireEvent.click(next);
    expect(currentSlide()).toBe('Echo');
    expect(next).toBeDisabled();
  });

  it('wraps from the last slide to the first and back when looping', () => {
    const { scrollTo } = renderCarousel({ loop: true });
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    expect(previous).toBeEnabled();

    fireEvent.click(previous);
    expect(currentSlide()).toBe('Echo');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('Alpha');
  });

  it('moves with the arrow, Home and End keys on the focusable slide list', () => {
    const { track } = renderCarousel();
    expect(track).toHaveAttribute('tabindex', '0');
    track.focus();

    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(currentSlide()).toBe('Bravo');
    fireEvent.keyDown(track, { key: 'End' });
    expect(currentSlide()).toBe('Echo');
    fireEvent.keyDown(track, { key: 'ArrowLeft' });
    expect(currentSlide()).toBe('Delta');
    fireEvent.keyDown(track, { key: 'Home' });
    expect(currentSlide()).toBe('Alpha');
  });

  it('shows no controls and is not focusable when every slide fits', () => {
    render(
      <Carousel
        items={['Alpha', 'Bravo']}
        label="Favourites"
        slidesPerView={3}
        renderItem={(i) => <p>{i}</p>}
      />,
    );

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Favourites' })).not.toHaveAttribute('tabindex');
  });

  describe('autoplay', () => {
    beforeEach(() => vi.useFakeTimers());

    it('advances every delay and wraps when looping', () => {
      renderCarousel({ loop: true, autoplayDelayMs: 5000 });

      act(() => vi.advanceTimersByTime(4999));
      expect(currentSlide()).toBe('Alpha');
      act(() => vi.advanceTimersByTime(1));
      expect(currentSlide()).toBe('Bravo');
      act(() => vi.advanceTimersByTime(5000 * 4));
      expect(currentSlide()).toBe('Alpha');
    });

    it('stops at the last slide without loop', () => {
      renderCarousel({ autoplayDelayMs: 5000 });

      act(() => vi.advanceTimersByTime(5000 * 10));
      expect(currentSlide()).toBe('Echo');
    });

    const carousel = () => screen.getByRole('group', { name: 'Favourites' });
    const nextButton = () => screen.getByRole('button', { name: 'Next slide' });
    it.each([
      [
        'while the pointer is over the carousel',
        () => fireEvent.mouseEnter(carousel()),
        () => fireEvent.mouseLeave(carousel()),
      ],
      [
        'while focus is inside the carousel',
        () => fireEvent.focus(nextButton()),
        () => fireEvent.blur(nextButton(), { relatedTarget: document.body }),
      ],
      [
        'when stopped with the rotation button, until started again',
        () => fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' })),
        () => fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' })),
      ],
    ])('pauses %s', (_case, pause, resume) => {
      renderCarousel({ loop: true, autoplayDelayMs: 5000 });

      pause();
      act(() => vi.advanceTimersByTime(15_000));
      expect(currentSlide()).toBe('Alpha');

      resume();
      act(() => vi.advanceTimersByTime(5000));
      expect(currentSlide()).toBe('Bravo');
    });

    it('never runs, and scrolls without animation, for visitors who prefer reduced motion', () => {
      restoreMatchMedia();
      restoreMatchMedia = mockMatchMedia({ width: 1024, reducedMotion: true });
      const { scrollTo } = renderCarousel({ loop: true, autoplayDelayMs: 5000 });

      expect(screen.queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(30_000));
      expect(currentSlide()).toBe('Alpha');
      expect(scrollTo).not.toHaveBeenCalled();

      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(scrollTo).toHaveBeenLastCalledWith({ left: 100, behavior: 'auto' });
    });
  });
});
