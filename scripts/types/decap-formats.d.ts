// decap-cms-core ships its formatters as untyped ES modules; these are the parts the content
// check calls (src/formats/yaml.ts and src/formats/frontmatter.ts of decap-cms-core 3.19.1).
declare module 'decap-cms-core/dist/esm/formats/yaml.js' {
  const yamlFormatter: {
    fromFile(content: string): Record<string, unknown>;
    toFile(data: object, sortedKeys?: string[], comments?: Record<string, string>): string;
  };
  export default yamlFormatter;
}

declare module 'decap-cms-core/dist/esm/formats/frontmatter.js' {
  export const FrontmatterInfer: {
    fromFile(content: string): Record<string, unknown>;
    toFile(data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>): string;
  };
}
