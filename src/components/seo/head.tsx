/**
 * Tags for the page's <head> (<title>, <meta>, <link>, JSON-LD): vite-react-ssg's `Head`, which
 * writes them into the prerendered page and keeps them up to date in the browser.
 */
export { Head } from 'vite-react-ssg';
