/**
 * React Router's future flags (its v7 behaviour, which also keeps it from warning in the console),
 * the same for the prerender and the browser (src/main.tsx).
 */
export const ROUTER_FUTURE = {
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_relativeSplatPath: true,
  v7_skipActionErrorRevalidation: true,
  v7_startTransition: true,
} as const;
