/**
 * The site's router: React Router's `useRoutes` over the route table (src/routes.tsx), with each
 * page's module and data loaded first (src/runtime/page-loader.ts). In the browser (the built site and
 * `npm run dev` alike) it runs inside <BrowserRouter>; the prerender renders the same <SiteRoutes>
 * inside <StaticRouter> (src/ssg/static-site-router.server.tsx), so the markup hydrates as it was made.
 * Moving to another page is a transition: the current page stays on screen until the next one is
 * ready. React Router's data router is not used in the browser: it is 13 KB gzip more
 * (docs/decisions/037, 037).
 */
import { Component, createContext, use, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  BrowserRouter,
  NavigationType,
  useLocation,
  useNavigationType,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import {
  hasPageData,
  type LoadedPage,
  type PageEntry,
  type PageLoader,
  type PageRoute,
} from '../../runtime/page-loader';
import { RouteDataContext } from '../../runtime/route-data';
import { RouteErrorScreen } from './route-error-screen';

const LoadedPageContext = createContext<LoadedPage | null>(null);

/** A matched route: its component, given its part of the page data when it is a page. */
function RouteElement({ route }: { route: PageRoute }) {
  const page = use(LoadedPageContext);
  const Page = page?.components[route.id];
  if (!Page) return null;
  if (!hasPageData(route)) return <Page />;
  return (
    <RouteDataContext value={page.data[route.id] ?? null}>
      <Page />
    </RouteDataContext>
  );
}

/** The route table as `useRoutes` takes it. */
function routeObjects(routes: readonly PageRoute[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const element = <RouteElement route={route} />;
    if (route.index) return { index: true, element };
    return { path: route.path, element, children: route.children && routeObjects(route.children) };
  });
}

/** The page as loaded; suspends while it loads (the transition keeps the previous page). */
function useLoadedPage(entry: PageEntry): LoadedPage {
  if (entry.state === 'loaded') return entry.page;
  if (entry.state === 'failed') throw entry.error;
  return use(entry.promise);
}

/** The address with the base path, as the page loader and the data files know it. */
const withBase = (base: string, pathname: string) => base.replace(/\/$/, '') + pathname;

/** The id an address's #part names; a part that is not valid percent-encoding is taken as written. */
function elementId(hash: string): string {
  const id = hash.slice(1);
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/**
 * After moving to another page: to the top of it, or to the element its address names (#id) when
 * there is one.
 * Going back or forward leaves the position to the browser, which restores it.
 */
function useScrollOnNavigation(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (navigationType === NavigationType.Pop) return;
    const target = hash ? document.getElementById(elementId(hash)) : null;
    if (target) target.scrollIntoView();
    else if (pathname !== from) window.scrollTo(0, 0);
  }, [pathname, hash, key, navigationType]);
}

interface PagesProps {
  routes: RouteObject[];
  loader: PageLoader;
  base: string;
}

function Pages({ routes, loader, base }: PagesProps) {
  const { pathname } = useLocation();
  const page = useLoadedPage(loader.entry(withBase(base, pathname)));
  const element = useRoutes(routes);
  useScrollOnNavigation();
  return <LoadedPageContext value={page}>{element}</LoadedPageContext>;
}

interface BoundaryState {
  failure: { error: unknown; pathname: string | null } | null;
}

/** The error screen instead of a blank page when a page fails (route-error-screen.tsx). */
class PageErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failure: { error, pathname: null } };
  }

  /** The failure belongs to the address it happened at: moving to another page clears it. */
  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): BoundaryState | null {
    const { failure } = state;
    if (!failure) return null;
    if (failure.pathname === null) return { failure: { ...failure, pathname: props.pathname } };
    return failure.pathname === props.pathname ? null : { failure: null };
  }

  override render() {
    const { failure } = this.state;
    return failure ? <RouteErrorScreen error={failure.error} /> : this.props.children;
  }
}

function LocatedErrorBoundary({ children }: { children: ReactNode }) {
  return <PageErrorBoundary pathname={useLocation().pathname}>{children}</PageErrorBoundary>;
}

/** React Router's future flags, the same for the browser's router and the prerender's. */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

export interface SiteRouterProps {
  routes: readonly PageRoute[];
  loader: PageLoader;
  /** The site's base path ("/" or "/agia/"). */
  base: string;
}

/** The pages inside whichever router gives the address (browser or prerender). */
export function SiteRoutes({ routes, loader, base }: SiteRouterProps) {
  const table = useMemo(() => routeObjects(routes), [routes]);
  return (
    <LocatedErrorBoundary>
      <Pages routes={table} loader={loader} base={base} />
    </LocatedErrorBoundary>
  );
}

/** The site in the browser. */
export function SiteRouter(props: SiteRouterProps) {
  return (
    <BrowserRouter basename={props.base} future={ROUTER_FUTURE}>
      <SiteRoutes {...props} />
    </BrowserRouter>
  );
}
