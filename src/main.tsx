import { ViteReactSSG } from 'vite-react-ssg';
import { exposeHydrationData } from './lib/hydration-data';
import { markDocumentForStaticData } from './lib/static-data-loaders';
import { routes } from './routes';
import './styles.css';

const restoreDocument = import.meta.env.SSR ? undefined : markDocumentForStaticData();
if (!import.meta.env.SSR) exposeHydrationData();

export const createRoot = ViteReactSSG({ routes, basename: import.meta.env.BASE_URL }, ({ isClient }) => {
  if (isClient) restoreDocument?.();
});
