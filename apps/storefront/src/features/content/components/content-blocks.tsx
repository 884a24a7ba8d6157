import type { ContentComponent } from '../model/content-types';
import { FaqSection } from './faq-section';
import { FeatureSection } from './feature-section';
import { ProductCarouselBlock, type RenderCarouselProducts } from './product-carousel-block';
import { RichText } from './rich-text';
import { VideoBlock } from './video-block';
import './content-blocks.css';

export interface ContentBlocksProps {
  /** The page's components as the CMS sent them; types this storefront does not know are skipped. */
  components: readonly ContentComponent[];
  /** How a carousel shows its products; without it product carousels are left out. */
  renderProducts?: RenderCarouselProducts;
  /** 1 when the first block's heading is the page's h1 (pages without their own title). */
  leadHeadingLevel?: 1 | 2;
  /** The page's title, so a block heading that merely repeats it is not shown twice. */
  pageTitle?: string;
  /** The first block is at the top of the page: its image loads eagerly. */
  aboveTheFold?: boolean;
}

/**
 * Renders a content page's components in order (SPEC §3: feature_section, product_carousel,
 * rich_text, faq; and video, SPEC §9). A component type added to the CMS before this storefront knows it, or a block
 * missing its data, renders nothing instead of breaking the page. The last block gets the
 * isLastComponent spacing (the API marks carousels; other blocks by position).
 */
export function ContentBlocks({
  components,
  renderProducts,
  leadHeadingLevel = 2,
  pageTitle,
  aboveTheFold = false,
}: ContentBlocksProps) {
  const lastIndex = components.length - 1;

  return (
    <>
      {components.map((component, index) => {
        const type = (component as { type?: unknown } | null)?.type;
        const key = `${String(type)}-${index}`;
        const isLast = index === lastIndex;
        switch (type) {
          case 'feature_section':
            return Array.isArray((component as { features?: unknown }).features) ? (
              <FeatureSection
                key={key}
                features={(component as Extract<ContentComponent, { type: 'feature_section' }>).features}
                headingLevel={index === 0 ? leadHeadingLevel : 2}
                aboveTheFold={aboveTheFold && index === 0}
                isLast={isLast}
              />
            ) : null;
          case 'product_carousel': {
            const block = component as Extract<ContentComponent, { type: 'product_carousel' }>;
            return renderProducts && Array.isArray(block.handles) ? (
              <ProductCarouselBlock
                key={key}
                block={block}
                renderProducts={renderProducts}
                isLast={block.isLastComponent ?? isLast}
              />
            ) : null;
          }
          case 'rich_text': {
            const html = (component as { html?: unknown }).html;
            return typeof html === 'string' ? <RichText key={key} html={html} isLast={isLast} /> : null;
          }
          case 'faq': {
            const faq = component as Extract<ContentComponent, { type: 'faq' }>;
            return Array.isArray(faq.items) ? (
              <FaqSection
                key={key}
                heading={faq.heading ?? ''}
                items={faq.items}
                pageTitle={pageTitle}
                isLast={isLast}
              />
            ) : null;
          }
          case 'video': {
            const video = component as Extract<ContentComponent, { type: 'video' }>;
            return typeof video.videoId === 'string' && typeof video.title === 'string' ? (
              <VideoBlock key={key} block={video} isLast={isLast} />
            ) : null;
          }
          default:
            return null;
        }
      })}
    </>
  );
}
