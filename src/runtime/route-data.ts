/**
 * How a page reads its data: the route's loader's result while prerendering, the page's data
 * file in the browser. The site's router puts it in this context either way
 * (src/components/layout/site-router.tsx).
 */
import { createContext } from 'react';

export const RouteDataContext = createContext<unknown>(null);
