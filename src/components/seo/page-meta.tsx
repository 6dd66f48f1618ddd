import { useLocation, useParams } from 'react-router-dom';
import { Head } from 'vite-react-ssg';
import { siteUrl } from '#generated/build';
import { navigation } from '#generated/navigation';
import { site } from '#generated/site';
import { absoluteUrl } from '../../lib/site-url';
import { normalizePath } from '../../lib/nav';
import { breadcrumbTrail } from './breadcrumb-trail';
import { headTags, LOGO_PATH, shareImage } from './head-tags';
import { breadcrumbListJsonLd, JsonLd, newsArticleJsonLd, organizationJsonLd } from './structured-data';

export interface PageMetaProps {
  /** Page title without the site suffix; omit on the home page. */
  title?: string;
  /**
   * The page's h1, named last in its BreadcrumbList, where it differs from `title` (a title
   * may add what tells same-named pages apart, such as a training's dates).
   */
  heading?: string;
  /** The menu page its BreadcrumbList files the page under, when its address does not say. */
  breadcrumbParent?: string;
  /** One-sentence description for search engines and link previews. */
  description: string;
  /** Share image under public/ (PNG or JPEG); the default share image otherwise. */
  image?: string;
  /** Text alternative of `image`. */
  imageAlt?: string;
  /** "article" on news articles: adds NewsArticle structured data (needs `publishedDate`). */
  type?: 'website' | 'article';
  /** Publication day of an article, YYYY-MM-DD. */
  publishedDate?: string;
  /**
   * Keeps the page out of search engines, the sitemap and the site search. Automatic on the
   * catch-all (not-found) route.
   */
  noindex?: boolean;
}

/**
 * Everything a page declares in its <head>: title ("Page - AGIA"), description, canonical
 * address (SITE_URL + route path), Open Graph and Twitter card, and JSON-LD: the association on
 * the home page, a BreadcrumbList elsewhere, a NewsArticle on articles.
 */
export function PageMeta(props: PageMetaProps) {
  const { pathname } = useLocation();
  const params = useParams();
  const path = normalizePath(pathname);
  // The catch-all route is the not-found page: never indexed, whatever the page says.
  const noindex = props.noindex === true || '*' in params;
  const tags = headTags({ ...props, noindex, pathname: path, siteUrl, site });
  const isHome = path === '/';
  // Structured data is written into the prerendered page only (json-ld.tsx): the browser's bundle
  // leaves out the code that makes it.
  const structured = !import.meta.env.SSR
    ? null
    : isHome
      ? organizationJsonLd(site, siteUrl, LOGO_PATH)
      : noindex
        ? null
        : breadcrumbListJsonLd(
            breadcrumbTrail(
              path,
              props.heading ?? props.title ?? site.name,
              navigation,
              props.breadcrumbParent,
            ),
            siteUrl,
          );
  const article =
    import.meta.env.SSR && props.type === 'article' && props.publishedDate && props.title
      ? newsArticleJsonLd(
          {
            headline: props.title,
            description: props.description,
            url: absoluteUrl(siteUrl, path),
            image: absoluteUrl(siteUrl, shareImage(props.image, props.imageAlt).path),
            datePublished: props.publishedDate,
          },
          site,
          siteUrl,
          LOGO_PATH,
        )
      : null;
  return (
    <>
      <Head>
        {/* First of the head's tags, so within its first 1024 bytes; the build puts the page's
            security policy right after it (scripts/build/page-policy.ts). */}
        <meta charSet="UTF-8" />
        <title>{tags.title}</title>
        {tags.canonical ? <link rel="canonical" href={tags.canonical} /> : null}
        {tags.named.map(([name, content]) => (
          <meta key={name} name={name} content={content} />
        ))}
        {tags.properties.map(([property, content]) => (
          <meta key={property} property={property} content={content} />
        ))}
      </Head>
      {structured ? <JsonLd data={structured} /> : null}
      {article ? <JsonLd data={article} /> : null}
    </>
  );
}
