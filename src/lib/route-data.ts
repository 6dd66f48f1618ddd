/**
 * How a page reads its data: the route's loader's result while prerendering (and on the
 * development server), the page's prerendered data file in the built site's browser. Both put it
 * in this context (src/ssg/data-router-routes.tsx, src/components/layout/site-router.tsx).
 */
import { createContext } from 'react';

export const RouteDataContext = createContext<unknown>(null);
