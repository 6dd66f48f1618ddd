import { Head } from 'vite-react-ssg';
import { serializeJsonLd } from './structured-data';

export interface JsonLdProps {
  /** A schema.org object (with @context and @type). */
  data: Record<string, unknown>;
}

/** Structured data for search engines, as a <script type="application/ld+json"> in the head. */
export function JsonLd({ data }: JsonLdProps) {
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(data)}</script>
    </Head>
  );
}
