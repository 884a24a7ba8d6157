import type { ContentColor } from '@shop/catalog';

export interface ContentImage {
  url: string;
  alt: string;
}

export interface ContentButton {
  text: string;
  url: string;
  /** Opens another site (new tab); internal buttons navigate within the storefront. */
  external: boolean;
}

export interface Feature {
  heading: string;
  body: string;
  image: ContentImage | null;
  buttons: ContentButton[];
}

export interface FeatureSectionComponent {
  type: 'feature_section';
  features: Feature[];
}

/**
 * Stored without isLastComponent: whether a carousel closes its page is worked out when the page
 * is served, so reordering components can never leave a stale flag behind.
 */
export interface ProductCarouselComponent {
  type: 'product_carousel';
  headline: string;
  paragraph: string;
  /** Catalogue product handles, shown in this order. */
  handles: string[];
  backgroundColor: ContentColor;
  copyColor: ContentColor;
}

export interface RichTextComponent {
  type: 'rich_text';
  /** Trusted HTML written by the shop's editors: headings, paragraphs, lists and links only. */
  html: string;
}

export interface FaqComponent {
  type: 'faq';
  heading: string;
  items: { question: string; answer: string }[];
}

/**
 * A video played by the configured player (SPEC §9 VIDEO_PLAYER_BASE_URL + videoId). The storefront
 * shows the poster until the shopper plays it, and plays it only with functional consent when the
 * player sets cookies.
 */
export interface VideoComponent {
  type: 'video';
  /** The player's id of the video, appended to the base URL. */
  videoId: string;
  /** What the video is: the player frame's accessible name and the play button's label. */
  title: string;
  poster: ContentImage | null;
}

/** One block of a content page, as stored in content_pages.components. */
export type ContentComponent =
  FeatureSectionComponent | ProductCarouselComponent | RichTextComponent | FaqComponent | VideoComponent;

export const CONTENT_COMPONENT_TYPES = [
  'feature_section',
  'product_carousel',
  'rich_text',
  'faq',
  'video',
] as const;

/** Where on the storefront a banner sits. */
export const BANNER_PLACEMENTS = ['top', 'home', 'plp', 'pdp', 'cart'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
