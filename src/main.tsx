import { ViteReactSSG } from 'vite-react-ssg';
import { exposeHydrationData } from './lib/hydration-data';
import { routes } from './routes';
import './styles.css';

if (!import.meta.env.SSR) exposeHydrationData();

export const createRoot = ViteReactSSG({ routes, basename: import.meta.env.BASE_URL });
