import { Head } from './head';
import { serializeJsonLd } from './structured-data';

export interface JsonLdProps {
  /** A schema.org object (with @context and @type). */
  data: Record<string, unknown>;
}

/**
 * Structured data for search engines, as a <script type="application/ld+json"> in the head of
 * the prerendered page. Search engines read it there; the browser has no use for it, so nothing
 * is rendered after hydration (React would not place a script in the head).
 */
export function JsonLd({ data }: JsonLdProps) {
  if (!import.meta.env.SSR) return null;
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(data)}</script>
    </Head>
  );
}
