import { Link } from 'react-router-dom';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/seo/page-meta';
import { useRouteData, type PageData } from '../loaders/page';

export function Component() {
  const data = useRouteData<PageData | null>();
  const title = data?.page.title ?? 'Page not found';
  return (
    <>
      <PageMeta title={title} description="The page you are looking for is not on this website." />
      <PageHeader title={title} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <p>The page may have moved, or the address may have a typo.</p>
        <Link to="/" className="mt-4 inline-block font-semibold text-brand-700 underline">
          Go to the home page
        </Link>
      </div>
    </>
  );
}
