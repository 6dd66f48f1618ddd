/**
 * How a page reads its data: what its route's loader returned (src/loaders/*.server.ts, run while
 * prerendering), which React Router's data router hands the page in the prerender and in the
 * browser alike (`useLoaderData`). Pages take the types of their data from the loaders.
 */
import { useLoaderData } from 'react-router-dom';

/** The data a route's loader produced, typed by the page that asks for it. */
export function useRouteData<T>(): T {
  return useLoaderData() as T;
}
