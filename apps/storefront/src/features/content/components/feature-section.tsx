import { featureImageLayout } from '@shop/catalog';
import type { FeatureDto } from '../model/content-types';
import { ContentImage } from './content-image';
import { ContentLink } from './content-link';
import { TextParagraphs } from './text-paragraphs';
import './feature-section.css';

export interface FeatureSectionProps {
  features: readonly FeatureDto[];
  /** h1 for the lead block of a page without its own title (the error page), h2 otherwise. */
  headingLevel?: 1 | 2;
  /** The page's first block: its first image loads eagerly with high priority. */
  aboveTheFold?: boolean;
  isLast?: boolean;
}

/**
 * One or more features (heading, body, image, buttons). A single feature with an image is laid
 * out as a hero (text beside the picture on wide screens); several sit side by side as cards.
 * The first button is the primary action, the rest are secondary.
 */
export function FeatureSection({
  features,
  headingLevel = 2,
  aboveTheFold = false,
  isLast = false,
}: FeatureSectionProps) {
  if (features.length === 0) return null;
  const hero = features.length === 1;
  const imageLayout = featureImageLayout(hero);
  const classes = [
    'content-block',
    'feature-section',
    hero ? 'feature-section--hero' : 'feature-section--cards',
  ];
  if (isLast) classes.push('content-block--last');

  return (
    <section className={classes.join(' ')}>
      {features.map((feature, index) => {
        const Heading = index === 0 && headingLevel === 1 ? 'h1' : 'h2';
        return (
          <div className="feature" key={`${feature.heading}-${index}`}>
            {feature.image ? (
              <ContentImage
                className="feature__image"
                image={feature.image}
                aspectRatio={imageLayout.aspectRatio}
                sizes={imageLayout.sizes}
                priority={aboveTheFold && index === 0}
              />
            ) : null}
            <div className="feature__copy">
              {feature.heading ? <Heading className="feature__heading">{feature.heading}</Heading> : null}
              <TextParagraphs text={feature.body} className="feature__body" />
              {feature.buttons.length > 0 ? (
                <div className="feature__buttons">
                  {feature.buttons.map((button, buttonIndex) => (
                    <ContentLink
                      key={`${button.url}-${buttonIndex}`}
                      url={button.url}
                      external={button.external}
                      className={`ui-button ${buttonIndex === 0 ? 'ui-button--primary' : 'ui-button--secondary'} feature__button`}
                    >
                      {button.text}
                    </ContentLink>
                  ))}
                </div>
              ) : null}
            </div>
          </div>
        );
      })}
    </section>
  );
}
