import { VisuallyHidden } from './visually-hidden';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type Key,
  type ReactNode,
} from 'react';
import { usePrefersReducedMotion } from './use-media-query';
import { useSlidesPerView } from './use-slides-per-view';
import {
  CONTENT_CAROUSEL_DEFAULTS,
  lastStartIndex,
  nextStartIndex,
  previousStartIndex,
  type SlidesPerViewBreakpoint,
} from './carousel-options';
import './carousel.css';

/** How long scrolling must be quiet before the visible slide is read back from the scroll position. */
const SCROLL_SETTLE_MS = 100;

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey?: (item: T, index: number) => Key;
  /** Accessible name of the carousel, e.g. 'Our most-loved recipes'. */
  label: string;
  /** Accessible name of the list of slides; defaults to `label`. */
  listLabel?: string;
  /** One number, or breakpoints by viewport width. */
  slidesPerView?: number | readonly SlidesPerViewBreakpoint[];
  /** Gap between slides in px. */
  spaceBetween?: number;
  /** Next on the last slide returns to the first (and previous on the first goes to the last). */
  loop?: boolean;
  /** Advance every this many ms; null for no autoplay. Never runs under prefers-reduced-motion. */
  autoplayDelayMs?: number | null;
  className?: string;
}

/**
 * A horizontal carousel on native scroll snapping, so touch, trackpad and scrollbar all work
 * without a library. It follows the WAI-ARIA carousel pattern: previous/next buttons, a stop/start
 * button while it rotates, arrow/Home/End keys on the focusable slide list, and rotation that
 * pauses while the pointer or focus is inside and never starts for visitors who ask for reduced
 * motion. Controls appear only when there is more than one view of slides.
 */
export function Carousel<T>({
  items,
  renderItem,
  getKey = (_item, index) => index,
  label,
  listLabel = label,
  slidesPerView = CONTENT_CAROUSEL_DEFAULTS.slidesPerView,
  spaceBetween = CONTENT_CAROUSEL_DEFAULTS.spaceBetween,
  loop = CONTENT_CAROUSEL_DEFAULTS.loop,
  autoplayDelayMs = CONTENT_CAROUSEL_DEFAULTS.autoplayDelayMs,
  className,
}: CarouselProps<T>) {
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const perView = useSlidesPerView(slidesPerView);
  const reducedMotion = usePrefersReducedMotion();
  const last = lastStartIndex(items.length, perView);
  const scrollable = last > 0;

  const [index, setIndex] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  /** Set when the index changed by a button, key or the timer, so the track is scrolled to it. */
  const scrollPending = useRef(false);
  const current = Math.min(index, last);

  const rotating = autoplayDelayMs !== null && scrollable && !reducedMotion && !stopped;
  const paused = hovered || focused;

  useEffect(() => {
    if (!scrollPending.current) return;
    scrollPending.current = false;
    const track = trackRef.current;
    const slide = track?.children[current] as HTMLElement | undefined;
    const first = track?.children[0] as HTMLElement | undefined;
    if (!track || !slide || !first) return;
    const left = slide.offsetLeft - first.offsetLeft;
    const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth';
    if (typeof track.scrollTo === 'function') track.scrollTo({ left, behavior });
    else track.scrollLeft = left;
  }, [current, index, reducedMotion]);

  const goTo = (target: number) => {
    scrollPending.current = true;
    setIndex(target);
    const lastShown = Math.min(items.length, target + Math.ceil(perView));
    setAnnouncement(
      lastShown - target > 1
        ? `Showing items ${target + 1} to ${lastShown} of ${items.length}`
        : `Showing item ${target + 1} of ${items.length}`,
    );
  };
  const next = () => goTo(nextStartIndex(current, last, loop));
  const previous = () => goTo(previousStartIndex(current, last, loop));

  // Autoplay: one timer while rotating and nothing pauses it; without loop it stops at the end.
  useEffect(() => {
    if (!rotating || paused || autoplayDelayMs === null) return undefined;
    if (!loop && current >= last) return undefined;
    const timer = window.setInterval(() => {
      scrollPending.current = true;
      setIndex((previousIndex) => nextStartIndex(Math.min(previousIndex, last), last, loop));
    }, autoplayDelayMs);
    return () => window.clearInterval(timer);
  }, [rotating, paused, autoplayDelayMs, loop, last, current]);

  // Swipes and scrollbar drags move the track directly: read the start slide back once it settles.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return undefined;
    let timer: number | undefined;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const slides = Array.from(track.children) as HTMLElement[];
        if (slides.length === 0 || track.clientWidth === 0) return;
        const origin = slides[0].offsetLeft;
        let nearest = 0;
        slides.forEach((slide, i) => {
          const distance = Math.abs(slide.offsetLeft - origin - track.scrollLeft);
          if (distance < Math.abs(slides[nearest].offsetLeft - origin - track.scrollLeft)) nearest = i;
        });
        const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
        const settled = atEnd ? lastStartIndex(slides.length, perView) : Math.min(nearest, last);
        setIndex(settled);
      }, SCROLL_SETTLE_MS);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      track.removeEventListener('scroll', onScroll);
    };
  }, [last, perView]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.target !== event.currentTarget || !scrollable) return;
    const moves: Record<string, () => void> = {
      ArrowRight: next,
      ArrowLeft: previous,
      Home: () => goTo(0),
      End: () => goTo(last),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const style = {
    '--carousel-per-view': perView,
    '--carousel-gap': `${spaceBetween}px`,
  } as CSSProperties;

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      className={['carousel', className].filter(Boolean).join(' ')}
      style={style}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {scrollable ? (
        <div className="carousel__controls">
          {autoplayDelayMs !== null && !reducedMotion ? (
            <button
              type="button"
              className="carousel__button carousel__button--rotation"
              onClick={() => setStopped((value) => !value)}
              aria-label={stopped ? 'Start automatic slide show' : 'Stop automatic slide show'}
            >
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </button>
          ) : null}
          <button
            type="button"
            className="carousel__button"
            aria-controls={trackId}
            aria-label="Previous slide"
            disabled={!loop && current === 0}
            onClick={previous}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="carousel__button"
            aria-controls={trackId}
            aria-label="Next slide"
            disabled={!loop && current >= last}
            onClick={next}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      <ul
        ref={trackRef}
        id={trackId}
        role="list"
        aria-label={listLabel}
        className={['carousel__track', reducedMotion ? 'carousel__track--instant' : '']
          .filter(Boolean)
          .join(' ')}
        tabIndex={scrollable ? 0 : undefined}
        onKeyDown={onKeyDown}
      >
        {items.map((item, i) => (
          <li
            key={getKey(item, i)}
            className="carousel__slide"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${items.length}`}
            data-current={i === current ? 'true' : undefined}
          >
            {renderItem(item, i)}
          </li>
        ))}
      </ul>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {rotating && !paused ? '' : announcement}
      </VisuallyHidden>
    </div>
  );
}
