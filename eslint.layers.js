/**
 * Which folder of src/ may import which (docs/decisions/041-layers-enforced-by-lint.md), as
 * ESLint's own `no-restricted-imports`, one block per kind of file:
 * - nothing in src/ imports scripts/ (the build may import src/, never the other way round);
 * - code that reaches the browser (everything but src/ssg/, src/loaders/ and `*.server.ts(x)`
 *   files) imports no build-only module: no `*.server` file, no loader, nothing of src/ssg/. Types are the exception (`import type` leaves nothing in the bundle): a
 *   page takes the type of its data from its loader;
 *   (src/main.tsx loads src/ssg/routes.server.ts with `import()` in a branch only the prerender
 *   keeps: `import.meta.env.SSR`);
 * - src/loaders/ (build-only: the prerender attaches the loaders, src/ssg/routes.server.ts) imports
 *   no components (they share types and helpers through src/lib/);
 * - src/lib/ holds pure helpers: no components, no runtime (router, page data, hooks), no React
 *   Router, no pages, loaders or prerender.
 * ESLint gives a file the options of the last block that matches it, so each block lists every
 * rule its files must keep. Import specifiers are matched as written (relative paths).
 */

/** A relative import of a top-level folder of src/ (or of scripts/): ../components/x, ../../scripts/y. */
const folder = (name) => `^\\.{1,2}/(\\.\\./)*${name}(/|$)`;

const NO_SCRIPTS = {
  regex: folder('scripts'),
  message: 'src/ never imports scripts/: move what both need into src/ (scripts/ may import src/).',
};

const BROWSER = [
  {
    regex: '\\.server(\\.tsx?)?$',
    message:
      'Build-only (*.server) modules are imported only by src/ssg/ and other *.server files (browser code: types only).',
    allowTypeImports: true,
  },
  {
    regex: folder('loaders'),
    message:
      'Loaders run only while prerendering (src/ssg/routes.server.ts attaches them): browser code imports only their types.',
    allowTypeImports: true,
  },
  {
    regex: folder('ssg'),
    message: 'src/ssg/ is the prerender: code that reaches the browser does not import it.',
  },
];

const NO_COMPONENTS = {
  regex: folder('components'),
  message: 'Loaders and src/lib/ import no components: share types and helpers through src/lib/.',
};

const LIB = [
  NO_COMPONENTS,
  {
    regex: folder('(runtime|pages|loaders|auth)'),
    message: 'src/lib/ holds pure helpers: router, page data and hooks belong in src/runtime/.',
  },
  {
    regex: '^react-router(-dom)?(/|$)',
    message: 'src/lib/ holds pure helpers: code that uses React Router belongs in src/runtime/.',
  },
];

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const BUILD_ONLY = ['src/ssg/**', 'src/**/*.server.ts', 'src/**/*.server.tsx', 'src/loaders/**'];

export const layerRules = [
  { files: ['src/**/*.{ts,tsx}'], rules: restrict([NO_SCRIPTS, ...BROWSER]) },
  { files: BUILD_ONLY, rules: restrict([NO_SCRIPTS]) },
  { files: ['src/loaders/**/*.{ts,tsx}'], rules: restrict([NO_SCRIPTS, NO_COMPONENTS]) },
  { files: ['src/lib/**/*.{ts,tsx}'], rules: restrict([NO_SCRIPTS, ...BROWSER, ...LIB]) },
];
