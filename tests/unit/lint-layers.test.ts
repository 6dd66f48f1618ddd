/**
 * The import boundaries of src/ (eslint.layers.js, docs/decisions/041): each rule is shown
 * refusing a bad import in the folder it guards and letting the same import through where it is
 * allowed. Only the layer rules run, on source text, so no file is written.
 */
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { layerRules } from '../../eslint.layers.js';

const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...layerRules],
});

/** The messages of the layer rules for `code` in the file at `filePath` (from the project root). */
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the layers of src/', () => {
  it('keep scripts/ out of src/, the prerender included', async () => {
    const bad = "import { sitePolicy } from '../../scripts/postbuild/security-headers';\n";
    expect(await problems('src/ssg/routes.server.ts', bad)).toEqual([
      expect.stringContaining('src/ never imports scripts/'),
    ]);
    expect(await problems('src/components/layout/x.tsx', bad)).toEqual([
      expect.stringContaining('src/ never imports scripts/'),
    ]);
    expect(await problems('scripts/build/x.ts', "import { routes } from '../../src/routes';\n")).toEqual([]);
  });

  it('keep components out of loaders, and let pages use them', async () => {
    const bad = "import type { NewsTeaser } from '../components/news/news-card';\n";
    expect(await problems('src/loaders/news.server.ts', bad)).toEqual([
      expect.stringContaining('Loaders and src/lib/ import no components'),
    ]);
    expect(await problems('src/pages/news.tsx', bad)).toEqual([]);
  });

  it('keep src/lib pure: no components, runtime or React Router', async () => {
    expect(await problems('src/lib/x.ts', "import { cn } from '../components/ui/cn';\n")).toHaveLength(1);
    expect(await problems('src/lib/x.ts', "import { useToday } from '../runtime/use-today';\n")).toEqual([
      expect.stringContaining('belong in src/runtime/'),
    ]);
    expect(await problems('src/lib/x.ts', "import { matchRoutes } from 'react-router-dom';\n")).toEqual([
      expect.stringContaining('uses React Router'),
    ]);
    expect(await problems('src/runtime/x.ts', "import { matchRoutes } from 'react-router-dom';\n")).toEqual(
      [],
    );
    expect(await problems('src/lib/x.ts', "import { formatDate } from './dates';\n")).toEqual([]);
  });

  it('keep build-only modules out of code that reaches the browser', async () => {
    const server = "import { withLoaders } from '../ssg/routes.server';\n";
    expect(await problems('src/components/layout/x.tsx', server)).toEqual([
      expect.stringContaining('Build-only (*.server) modules'),
      expect.stringContaining('src/ssg/ is the prerender'),
    ]);
    expect(await problems('src/runtime/x.ts', "import { x } from './images.server';\n")).toEqual([
      expect.stringContaining('Build-only (*.server) modules'),
    ]);
    expect(await problems('src/ssg/x.ts', "import { x } from './routes.server';\n")).toEqual([]);
  });

  it('keep loaders out of the browser: the route table has none, pages take only their types', async () => {
    const loader = "import { homeLoader } from './loaders/home.server';\n";
    expect(await problems('src/routes.tsx', loader)).toEqual([
      expect.stringContaining('Build-only (*.server) modules'),
      expect.stringContaining('Loaders run only while prerendering'),
    ]);
    expect(await problems('src/pages/home.tsx', "import { homeLoader } from '../loaders/home';\n")).toEqual([
      expect.stringContaining('Loaders run only while prerendering'),
    ]);
    expect(
      await problems(
        'src/pages/about/bylaws.tsx',
        "import type { BylawsData } from '../../loaders/about.server';\n",
      ),
    ).toEqual([]);
    expect(
      await problems('src/ssg/routes.server.ts', "import { homeLoader } from '../loaders/home.server';\n"),
    ).toEqual([]);
    expect(
      await problems('src/loaders/home.server.ts', "import { loadPage } from './page.server';\n"),
    ).toEqual([]);
  });
});
