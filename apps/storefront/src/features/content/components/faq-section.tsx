import { useId } from 'react';
import type { FaqItemDto } from '../model/content-types';
import { TextParagraphs } from './text-paragraphs';
import './faq-section.css';

export interface FaqSectionProps {
  heading: string;
  items: readonly FaqItemDto[];
  /** The page's own title: a block heading that repeats it is left out. */
  pageTitle?: string;
  isLast?: boolean;
}

/**
 * Questions as native disclosures (details/summary): keyboard and screen readers get
 * expand/collapse for free, every answer is in the page for find-in-page, and search engines get
 * the questions as FAQPage structured data.
 */
export function FaqSection({ heading, items, pageTitle, isLast = false }: FaqSectionProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  const showHeading = heading.trim() !== '' && heading.trim() !== pageTitle?.trim();
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };

  return (
    <section
      className={['content-block', 'faq', isLast ? 'content-block--last' : ''].filter(Boolean).join(' ')}
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : heading || 'Frequently asked questions'}
    >
      {showHeading ? (
        <h2 id={headingId} className="faq__heading">
          {heading}
        </h2>
      ) : null}
      <div className="faq__list">
        {items.map((item, index) => (
          <details className="faq__item" key={`${item.question}-${index}`}>
            <summary className="faq__question">{item.question}</summary>
            <div className="faq__answer">
              <TextParagraphs text={item.answer} />
            </div>
          </details>
        ))}
      </div>
      <script type="application/ld+json">{JSON.stringify(structuredData)}</script>
    </section>
  );
}
