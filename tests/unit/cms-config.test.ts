import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminPolicy,
  adminScriptPolicy,
  editorPage,
  frameGuardScript,
  initScript,
  mediaFolders,
  notConfiguredPage,
} from '../../scripts/admin/admin-page';
import { decapConfig, editorFileFormat } from '../../scripts/admin/decap-config';
import { bundleDir, fixBundle } from '../../scripts/admin/build-admin';
import { fieldsOf, labelOf, type DecapField } from '../../scripts/admin/decap-fields';
import { jsonSchemaOf, type JsonSchema } from '../../scripts/content/json-schema';
import { CONTENT_TYPES } from '../../scripts/content/content-types';
import { isoDate, localPath, shortText } from '../../src/content/schemas/fields';
import { TrainingSchema } from '../../src/content/schemas/training';

/**
 * Every field path of a schema, with the allowed values of enums, walked from its JSON Schema on
 * its own (not with the generator), e.g. "trainings[].type = Face-to-face Training|Virtual Training".
 */
function schemaPaths(node: JsonSchema, prefix = ''): string[] {
  // A word-or-shape value (fee: tba or the rates) is edited as the shape.
  const inner = node.anyOf?.find((option) => option.type !== 'null' && option.const === undefined) ?? node;
  if (inner.enum) return [`${prefix} = ${inner.enum.map(String).sort().join('|')}`];
  if (inner.type === 'object') {
    return Object.entries(inner.properties ?? {}).flatMap(([name, child]) => [
      `${prefix}${prefix ? '.' : ''}${name}`,
      ...schemaPaths(child, `${prefix}${prefix ? '.' : ''}${name}`),
    ]);
  }
  if (inner.type === 'array' && inner.items) return schemaPaths(inner.items, `${prefix}[]`);
  return [];
}

/** The same listing read from the editor's fields. */
function configPaths(fields: readonly DecapField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${prefix ? '.' : ''}${field.name}`;
    return [path, ...fieldPaths(field, path)];
  });
}

function fieldPaths(field: DecapField, path: string): string[] {
  if (field.options) return [`${path} = ${[...field.options].sort().join('|')}`];
  if (field.widget === 'list' && field.fields) return configPaths(field.fields, `${path}[]`);
  if (field.widget === 'list' && field.field) return fieldPaths(field.field, `${path}[]`);
  if (field.fields) return configPaths(field.fields, path);
  return [];
}

type Collection = {
  name: string;
  files?: Array<{ file: string; fields: DecapField[] }>;
  folder?: string;
  fields?: DecapField[];
};

const config = decapConfig({
  basePath: '/',
  backend: {
    kind: 'github',
    settings: { repo: 'agia/website', authUrl: 'https://auth.example.org', branch: 'main' },
  },
});
const collections = config.collections as Collection[];

const specs = CONTENT_TYPES.map((type) => ({
  where: type.kind === 'folder' ? type.folder : type.file,
  schema: type.schema,
}));

function configFieldsFor(where: string): DecapField[] {
  for (const collection of collections) {
    if (collection.folder === where) return collection.fields!.filter((field) => field.name !== 'body');
    const file = collection.files?.find((entry) => entry.file === where);
    if (file) return file.fields;
  }
  throw new Error(`no collection edits ${where}`);
}

describe('web editor configuration generated from the content schemas', () => {
  it.each(specs.map((spec) => [spec.where, spec.schema] as const))(
    '%s: every field and enum value, nothing more',
    (where, schema) => {
      const expected = schemaPaths(jsonSchemaOf(schema)).sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(configPaths(configFieldsFor(where)).sort()).toEqual(expected);
    },
  );

  it('covers every content file the build reads, once, and the Markdown bodies', () => {
    const edited = collections
      .flatMap((collection) => [collection.folder, ...(collection.files ?? []).map((file) => file.file)])
      .filter(Boolean);
    expect(edited).toEqual(specs.map((spec) => spec.where));
    expect(edited).toEqual(
      expect.arrayContaining([
        'content/news',
        'content/pages',
        'content/trainings',
        'content/site.yaml',
        'content/people/secretariat.yaml',
        'content/events/election.yaml',
      ]),
    );
    expect(new Set(edited).size).toBe(edited.length);
    const news = collections.find((collection) => collection.name === 'news')!;
    expect(news.fields!.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' });
  });

  it('edits every text in Markdown mode only, with headings from level 2 and a sanitized preview', () => {
    const bodies = collections.flatMap((collection) =>
      (collection.fields ?? []).filter((field) => field.widget === 'markdown'),
    );
    expect(bodies.length).toBeGreaterThanOrEqual(2);
    for (const body of bodies) {
      expect(body.modes).toEqual(['raw']);
      // Raw HTML in a text is drawn in the preview only after DOMPurify has removed scripts.
      expect(body.sanitize_preview).toBe(true);
      expect(body.buttons).not.toContain('heading-one');
      expect(body.buttons).toContain('heading-two');
    }
  });

  it("offers a training's fee and CPD units as a value or a word, and says when they are required", () => {
    const trainings = collections.find((collection) => collection.name === 'trainings')!;
    const byName = Object.fromEntries(trainings.fields!.map((field) => [field.name, field]));
    expect(byName.fee).toMatchObject({
      widget: 'agia-either',
      value_widget: 'object',
      word: 'tba',
      word_label: 'To be announced',
      label: 'Registration fee (pesos) (required until the training has ended)',
      required: false,
    });
    expect(byName.cpdUnits).toMatchObject({
      widget: 'agia-either',
      value_widget: 'number',
      word: 'none',
      word_label: 'No CPD units',
      label: 'CPD units (required until the training has ended)',
    });
    expect(byName.summary).toMatchObject({ label: 'Summary (required until the training has ended)' });
    // No label says "(optional)" itself: Decap adds it to optional fields.
    const labels = JSON.stringify(config).match(/"label":"[^"]*"/g) ?? [];
    expect(labels.filter((label) => /optional/i.test(label))).toEqual([]);
  });

  it('edits one training per file, named after its id and listed by date, newest first', () => {
    const trainings = collections.find((collection) => collection.name === 'trainings')!;
    expect(trainings).toMatchObject({
      folder: 'content/trainings',
      extension: 'yaml',
      format: 'yaml',
      create: true,
      delete: true,
      slug: '{{slug}}',
      identifier_field: 'id',
      summary: '{{date}} · {{title}}',
      sortable_fields: [{ field: 'date', default_sort: 'desc' }, 'title'],
    });
    expect(trainings.fields!.some((field) => field.name === 'body')).toBe(false);
    expect(config.slug).toMatchObject({ encoding: 'ascii' });
  });

  it("tells which files it writes as YAML or Markdown, with the form's field order", () => {
    expect(editorFileFormat(config, 'content/trainings/rbia-2026-03.yaml')).toEqual({
      kind: 'yaml',
      fieldOrder: configFieldsFor('content/trainings').map((field) => field.name),
    });
    expect(editorFileFormat(config, 'content/trainings/2026/rbia.yaml')).toBeUndefined();
    expect(editorFileFormat(config, 'content/news/x.md')).toMatchObject({ kind: 'markdown' });
    expect(editorFileFormat(config, 'content/news/x.md')!.fieldOrder.at(-1)).toBe('body');
    expect(editorFileFormat(config, 'content/site.yaml')!.fieldOrder[0]).toBe('name');
    expect(editorFileFormat(config, 'content/unknown.yaml')).toBeUndefined();
  });

  it('notices a field missing from the configuration, and one too many', () => {
    const schema = z.strictObject({ title: shortText(), kind: z.enum(['a', 'b']), date: isoDate() });
    const fields = fieldsOf(schema);
    const expected = schemaPaths(jsonSchemaOf(schema)).sort();
    expect(configPaths(fields).sort()).toEqual(expected);
    expect(configPaths(fields.slice(1)).sort()).not.toEqual(expected);
    const fewerOptions = fields.map((field) => (field.options ? { ...field, options: ['a'] } : field));
    expect(configPaths(fewerOptions).sort()).not.toEqual(expected);
    expect(configPaths([...fields, { name: 'extra', label: 'Extra', widget: 'string' }]).sort()).not.toEqual(
      expected,
    );
  });

  it('gives each type the widget it implies, required or not', () => {
    const schema = z.strictObject({
      title: shortText(),
      date: isoDate().optional(),
      photo: localPath('images'),
      file: localPath('documents'),
      kind: z.enum(['Virtual Training', 'Face-to-face Training']),
      draft: z.boolean().optional(),
      year: z.number().int().min(1900),
      tags: z.array(shortText()),
      people: z.array(z.strictObject({ name: shortText() })),
      long: z.string().max(1000),
    });
    const byName = Object.fromEntries(fieldsOf(schema).map((field) => [field.name, field]));
    expect(byName.title).toMatchObject({ widget: 'string' });
    expect(byName.title).not.toHaveProperty('required');
    // The site's own date field: typed and shown as YYYY-MM-DD, never a UTC date-time picker.
    expect(byName.date).toMatchObject({ widget: 'agia-date', required: false });
    expect(byName.date).not.toHaveProperty('picker_utc');
    expect(byName.photo).toMatchObject({ widget: 'image' });
    expect(byName.file).toMatchObject({
      widget: 'file',
      media_folder: '/public/documents',
      public_folder: '/documents',
    });
    expect(byName.kind).toMatchObject({
      widget: 'select',
      options: ['Virtual Training', 'Face-to-face Training'],
    });
    expect(byName.draft).toMatchObject({ widget: 'boolean', required: false });
    expect(byName.year).toMatchObject({ widget: 'number', value_type: 'int', min: 1900 });
    expect(byName.tags).toMatchObject({ widget: 'list', field: { widget: 'string' } });
    expect(byName.people).toMatchObject({
      widget: 'list',
      summary: '{{fields.name}}',
      fields: [{ name: 'name', widget: 'string' }],
    });
    expect(byName.long).toMatchObject({ widget: 'text' });
    expect(labelOf('registerLink')).toBe('Registration link');
  });

  it('makes every save a pull request on GitHub, and writes files directly with the local backend', () => {
    expect(config).toMatchObject({
      backend: { name: 'github', repo: 'agia/website', branch: 'main', base_url: 'https://auth.example.org' },
      publish_mode: 'editorial_workflow',
      media_folder: 'public/images',
      public_folder: '/images',
    });
    const local = decapConfig({
      basePath: '/',
      backend: { kind: 'local', url: 'http://127.0.0.1:8081/api/v1' },
    });
    expect(local.backend).toEqual({
      name: 'proxy',
      proxy_url: 'http://127.0.0.1:8081/api/v1',
      branch: 'main',
    });
    expect(local).not.toHaveProperty('publish_mode');
  });
});

describe("hints from the schemas' field descriptions", () => {
  it('shows each description under its field, through optional, union and list wrappers', () => {
    const schema = z.strictObject({
      title: shortText().describe('The headline'),
      place: shortText().optional().describe('Where it happened'),
      rates: z
        .union([z.literal('tba'), z.strictObject({ member: z.number().describe('For members') })])
        .optional()
        .describe('The fee, or tba'),
      people: z.array(z.strictObject({ name: shortText().describe('Full name') })).describe('Who came'),
      plain: shortText(),
    });
    const byName = Object.fromEntries(fieldsOf(schema).map((field) => [field.name, field]));
    expect(byName.title?.hint).toBe('The headline');
    expect(byName.place?.hint).toBe('Where it happened');
    expect(byName.rates?.hint).toBe('The fee, or tba');
    expect(byName.rates?.fields?.[0]?.hint).toBe('For members');
    expect(byName.people?.hint).toBe('Who came');
    expect(byName.people?.fields?.[0]?.hint).toBe('Full name');
    expect(byName.plain).not.toHaveProperty('hint');
  });

  it('words them for a form: no "Optional:", no lines to leave out, no quotes to type', () => {
    const schema = z.strictObject({
      expected: shortText().optional().describe('Optional: when it is expected; leave it out when unknown'),
      postalCode: shortText().describe('Postal (ZIP) code, in quotes: `"1101"`'),
      leadIn: shortText().describe(
        'The sentence: `"As a member, I shall:"` (keep the quotes: it contains `: `)',
      ),
    });
    expect(fieldsOf(schema).map((field) => field.hint)).toEqual([
      'When it is expected; leave it empty when unknown',
      'Postal (ZIP) code: `1101`',
      'The sentence: `As a member, I shall:`',
    ]);
  });

  it('says when a field the form shows as optional is needed after all', () => {
    const schema = z.strictObject({
      summary: shortText()
        .optional()
        .meta({ requiredWhen: 'Until the training has ended' })
        .describe('What they learn'),
    });
    expect(fieldsOf(schema)[0]).toMatchObject({
      required: false,
      hint: 'What they learn. Required until the training has ended.',
    });
  });

  it('gives the generated forms the descriptions of the content schemas', () => {
    const trainings = collections.find((collection) => collection.name === 'trainings')!;
    const id = trainings.fields!.find((field) => field.name === 'id')!;
    expect(id.hint).toBe(TrainingSchema.shape.id.description);
    expect(id.hint).toMatch(/^A unique identifier used in the web address/);
  });
});

describe('the /admin page', () => {
  const policy = adminPolicy();
  const policies = [policy, adminScriptPolicy('/')];
  const directives = new Map(
    policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]),
  );

  it('has its own policy: no inline scripts, GitHub API only, no local backend unless asked', () => {
    expect(directives.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(directives.get('connect-src')).toEqual(["'self'", 'blob:', 'https://api.github.com']);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(adminPolicy({ localBackendOrigin: 'http://127.0.0.1:8081' })).toContain(
      "connect-src 'self' blob: https://api.github.com http://127.0.0.1:8081",
    );
  });

  it("keeps scripts in the editor's own folder with a second policy, under any base path", () => {
    expect(adminScriptPolicy('/')).toBe("script-src *:*/admin/ 'unsafe-eval'; worker-src *:*/admin/ blob:");
    expect(adminScriptPolicy('/agia/')).toBe(
      "script-src *:*/agia/admin/ 'unsafe-eval'; worker-src *:*/agia/admin/ blob:",
    );
    expect(adminScriptPolicy('/a b;c/')).toContain('*:*/a%20b%3Bc/admin/ ');
  });

  it('loads the editor after both policies, with no inline script and no configuration file, and is not indexed', () => {
    const html = editorPage({ basePath: '/', policies, siteName: 'AGIA' });
    const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)];
    expect(metas.map((match) => match[1]!.replace(/&#39;|&quot;/g, "'"))).toHaveLength(2);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<script src="/admin/decap-cms.js"></script>');
    // The frame guard runs first: the editor's bundle reads CMS_MANUAL_INIT when it loads.
    expect(html.indexOf('/admin/frame-guard.js')).toBeGreaterThan(0);
    expect(html.indexOf('/admin/frame-guard.js')).toBeLessThan(html.indexOf('/admin/decap-cms.js'));
    expect(html.indexOf('/admin/decap-cms.js')).toBeLessThan(html.indexOf('/admin/init.js'));
    expect(frameGuardScript()).toMatch(/^window\.CMS_MANUAL_INIT = true;$/m);
    expect(html).not.toContain('config.yml');
    expect(html).not.toContain('cms-config-url');
    expect([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)]).toEqual([]);
  });

  it('says plainly that the editor is not set up, without loading it', () => {
    const html = notConfiguredPage({ basePath: '/', policies, siteName: 'AGIA', missing: ['CMS_AUTH_URL'] });
    expect(html).toContain('The web editor is not set up yet');
    expect(html).toContain('<code>CMS_AUTH_URL</code>');
    expect(html).not.toContain('<script');
  });

  it('gives the preview the site stylesheets and starts the editor with its configuration, outside a frame only', () => {
    const script = initScript(['/assets/index-abc.css'], '', { backend: { name: 'proxy' } });
    expect(script).toContain('window.CMS.registerPreviewStyle("/assets/index-abc.css");');
    expect(script).toContain(
      'if (window.top === window.self) {\n  window.CMS.init({ config: {"backend":{"name":"proxy"},"load_config_file":false} });\n}',
    );
  });
});

describe("the corrections to Decap's bundle", () => {
  const reducer =
    'case Jd:return e.withMutations(e=>{const n=e.getIn(["entry","mediaFiles"]);e.setIn(["entry","mediaFiles"],n.filterNot(e=>e.get("id")===t.payload.id).insert(0,(0,Rr.fromJS)(t.payload))),e.set("hasChanged",!0)});' +
    'handlePersistEntry=async(e={})=>{await r(i),this.deleteBackup(),t?x():y()};' +
    'catch(t){return n(Mu({message:{key:"ui.toast.onFailToPersist",details:t},type:"error",dismissAfter:8e3}))}' +
    '.catch(n=>(t(Mu({message:{details:n,key:"ui.toast.onFailToPersist"},type:"error",dismissAfter:8e3}))))' +
    'return Rn(jS,{isActive:t,hasErrors:n,htmlFor:r,children:i?Dn(Pn,{children:[a,Rn("span",{children:` (${o("editor.editorControl.field.optional")})`})]}):a})';

  it('keys the photos uploaded before a save by their path, not by their bytes', () => {
    expect(fixBundle(reducer)).toContain('n.filterNot(e=>e.get("path")===t.payload.path).insert(0,');
    expect(fixBundle(reducer)).not.toContain('e.get("id")===t.payload.id).insert');
  });

  it('ends a refused save quietly and keeps its notice until it is closed', () => {
    const fixed = fixBundle(reducer);
    expect(fixed).toContain('if(!(await r(i).then(()=>!0,()=>!1)))return;this.deleteBackup(),');
    expect(fixed).not.toContain('dismissAfter:8e3');
  });

  it('leaves "(optional)" out of the label of a field required only at times', () => {
    expect(fixBundle(reducer)).toContain('children:i&&!e.get("required_when")?Dn(Pn,');
  });

  it('applies to the decap-cms bundle this project installs', async () => {
    const bundle = await readFile(path.join(bundleDir(), 'decap-cms.js'), 'utf8');
    expect(() => fixBundle(bundle)).not.toThrow();
  });

  it('keys the photos uploaded before a save by their path, not by their bytes', () => {
    expect(fixBundle(reducer)).toContain('n.filterNot(e=>e.get("path")===t.payload.path).insert(0,');
    expect(fixBundle(reducer)).not.toContain('e.get("id")===t.payload.id).insert');
  });

  it('stops the build when the bundle no longer has the code, or has it twice', () => {
    expect(() => fixBundle('other code')).toThrow(
      /decap-cms's bundle changed: the fix "every photo uploaded/,
    );
    expect(() => fixBundle(reducer + reducer)).toThrow(/does not apply/);
  });
});

describe('where the web editor uploads', () => {
  it("names each collection's media folder as a repository path, for the check of taken names", () => {
    const folders = mediaFolders(
      decapConfig({ basePath: '/', backend: { kind: 'local', url: 'http://127.0.0.1:8081/api/v1' } }),
    );
    expect(folders['']).toBe('public/images');
    expect(folders.news).toBe('public/images/news');
    expect(folders.trainings).toBe('public/images');
  });
});
