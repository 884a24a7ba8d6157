import { contentImageAttributes, featureImageLayout, RICH_TEXT_SAFE_HREF } from '@shop/catalog';
import { escapeHtml } from './html-escaping';
import { richTextHtml } from './rich-text-html';

/*
 * A CMS page's first blocks as the first view draws them (the storefront's ContentBlocks: feature
 * sections, rich text, FAQ), in the first view's own classes (root-layout.css), whose boxes and
 * type are the app's: the app, rendering over them, then draws nothing larger, so the page's
 * largest paint stays this early one, and the blocks' own stylesheet (a route chunk's) arriving
 * while this is on screen moves nothing. A product carousel (its cards need the catalogue) ends the
 * first view there. The answer is JSON from our own API, read defensively like the app reads it: a
 * block missing its data, or of a type the storefront does not know, is skipped.
 */

/** The CMS page answer (ContentPageDto) as the first view reads it. */
export interface FirstViewContentPage {
  title: string;
  /** The meta description; empty when the page has none of its own. */
  description?: string | null;
  components: readonly unknown[];
}

/** The first block's image, loaded at once and preloaded (home's hero). */
export interface LeadImage {
  src: string;
  srcSet: string;
  sizes: string;
}

export interface ContentBlocksOptions {
  /** Blocks drawn at most. */
  maxBlocks: number;
  /** Characters of visible text after which no further block (or FAQ question, or rich text element) starts. */
  textBudget: number;
  /** The page's title: an FAQ heading that repeats it is left out, as the app does. */
  pageTitle?: string;
  /** The first block is at the top of the page: its first image loads at once, with high priority. */
  aboveTheFold?: boolean;
  /** 1 when the first block's heading is the page's h1 (the error page, which has no title of its own). */
  leadHeadingLevel?: 1 | 2;
}

interface Feature {
  heading?: unknown;
  body?: unknown;
  image?: { url?: unknown; alt?: unknown } | null;
  buttons?: unknown;
}

/** The storefront's TextParagraphs: blank lines separate paragraphs, single newlines are line breaks. */
function paragraphs(text: string, className?: string): string {
  const attribute = className ? ` class="${className}"` : '';
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p${attribute}>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function featureHtml(
  feature: Feature,
  { hero, lead, headingTag }: { hero: boolean; lead: boolean; headingTag: 'h1' | 'h2' },
): { html: string; image: LeadImage | null; length: number } {
  const url = text(feature.image?.url);
  let imageTag = '';
  let image: LeadImage | null = null;
  if (url) {
    const { aspectRatio, sizes } = featureImageLayout(hero);
    const { src, srcSet, width, height } = contentImageAttributes(url, aspectRatio);
    imageTag =
      `<img class="first-view__feature-image" src="${escapeHtml(src)}" srcset="${escapeHtml(srcSet)}" ` +
      `sizes="${escapeHtml(sizes)}" width="${width}" height="${height}" alt="${escapeHtml(text(feature.image?.alt))}"` +
      (lead ? ' fetchpriority="high">' : ' loading="lazy">');
    if (lead) image = { src, srcSet, sizes };
  }
  const heading = text(feature.heading);
  const body = text(feature.body);
  const buttons = (Array.isArray(feature.buttons) ? feature.buttons : [])
    .map((button: { url?: unknown; text?: unknown; external?: unknown }, index) => {
      const href = text(button?.url);
      const kind = index === 0 ? 'ui-button--primary' : 'ui-button--secondary';
      const target = button?.external === true ? ' target="_blank" rel="noopener noreferrer"' : '';
      const hrefAttribute = RICH_TEXT_SAFE_HREF.test(href) ? ` href="${escapeHtml(href)}"${target}` : '';
      return `<a class="ui-button ${kind} first-view__feature-button"${hrefAttribute}>${escapeHtml(text(button?.text))}</a>`;
    })
    .join('');
  const html =
    `<div class="first-view__feature">${imageTag}<div class="first-view__feature-copy">` +
    (heading
      ? `<${headingTag} class="first-view__feature-heading">${escapeHtml(heading)}</${headingTag}>`
      : '') +
    paragraphs(body, 'first-view__feature-body') +
    (buttons ? `<div class="first-view__feature-buttons">${buttons}</div>` : '') +
    `</div></div>`;
  return { html, image, length: heading.length + body.length };
}

function faqHtml(
  block: { heading?: unknown; items?: unknown },
  pageTitle: string | undefined,
  budget: number,
): { html: string; length: number } {
  const items = (Array.isArray(block.items) ? block.items : []) as { question?: unknown; answer?: unknown }[];
  if (items.length === 0) return { html: '', length: 0 };
  const heading = text(block.heading).trim();
  const showHeading = heading !== '' && heading !== pageTitle?.trim();
  let length = 0;
  const drawn: string[] = [];
  for (const item of items) {
    if (length >= budget) break;
    const question = text(item?.question);
    // Closed, as the app draws them: only the questions are painted; the answers are there to read.
    drawn.push(
      `<details class="first-view__faq-item"><summary class="first-view__faq-question">${escapeHtml(question)}</summary>` +
        `<div class="first-view__faq-answer">${paragraphs(text(item?.answer))}</div></details>`,
    );
    length += question.length;
  }
  const label = showHeading ? '' : ` aria-label="${escapeHtml(heading || 'Frequently asked questions')}"`;
  return {
    html:
      `<section class="first-view__block first-view__faq"${label}>` +
      (showHeading ? `<h2 class="first-view__faq-heading">${escapeHtml(heading)}</h2>` : '') +
      `<div class="first-view__faq-list">${drawn.join('')}</div></section>`,
    length,
  };
}

/** The page's first blocks as HTML, and the lead image when the first block has one above the fold. */
export function contentBlocksHtml(
  components: readonly unknown[],
  options: ContentBlocksOptions,
): { html: string; leadImage: LeadImage | null } {
  let html = '';
  let leadImage: LeadImage | null = null;
  let length = 0;
  for (const [index, component] of components.slice(0, options.maxBlocks).entries()) {
    if (length >= options.textBudget) break;
    const block = (component ?? {}) as {
      type?: unknown;
      features?: unknown;
      html?: unknown;
      heading?: unknown;
      items?: unknown;
    };
    if (block.type === 'feature_section' && Array.isArray(block.features)) {
      const features = block.features as Feature[];
      if (features.length === 0) continue;
      const hero = features.length === 1;
      const drawn = features.map((feature, featureIndex) => {
        const first = index === 0 && featureIndex === 0;
        return featureHtml(feature, {
          hero,
          lead: options.aboveTheFold === true && first,
          // The app's FeatureSection: only the page's first feature heading can be its h1.
          headingTag: first && options.leadHeadingLevel === 1 ? 'h1' : 'h2',
        });
      });
      leadImage ??= drawn[0].image;
      html +=
        `<section class="first-view__block first-view__features first-view__features--${hero ? 'hero' : 'cards'}">` +
        drawn.map((feature) => feature.html).join('') +
        `</section>`;
      length += drawn.reduce((sum, feature) => sum + feature.length, 0);
    } else if (block.type === 'rich_text' && typeof block.html === 'string') {
      const body = richTextHtml(block.html, options.textBudget - length);
      html += `<div class="first-view__block first-view__rich-text">${body}</div>`;
      length += block.html.length;
    } else if (block.type === 'faq') {
      const faq = faqHtml(block, options.pageTitle, options.textBudget - length);
      html += faq.html;
      length += faq.length;
    } else if (block.type === 'product_carousel' || block.type === 'video') {
      // A carousel's cards need the catalogue, a video's box the player's consent; what follows is
      // placed below them, so the app draws the rest.
      break;
    }
    // Anything else (a type this storefront does not know, a block missing its data) the app skips too.
  }
  return { html, leadImage };
}
