import { serializeJsonLd, type JsonLd } from '@shop/catalog';

/**
 * Structured data for search engines: a <script type="application/ld+json"> with the documents,
 * serialised so that no value can close the element (serializeJsonLd). It is data, never run.
 */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
