import { Head } from 'vite-react-ssg';
import { site } from '../../content/generated/site';

export interface PageMetaProps {
  /** Page title without the site suffix; omit on the home page. */
  title?: string;
  /** One-sentence description for search engines and link previews. */
  description: string;
}

/** Document title ("Page - AGIA") and meta description of a page. */
export function PageMeta({ title, description }: PageMetaProps) {
  const fullTitle = title ? `${title} - ${site.shortName}` : `${site.name} - ${site.shortName}`;
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
    </Head>
  );
}
