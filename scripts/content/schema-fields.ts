/**
 * The field names a schema allows at a path, read from its JSON Schema (Zod's public
 * z.toJSONSchema), so that an unknown field can be answered with the nearest known one.
 */
import type { z } from 'zod';
import { jsonSchemaOf, type JsonSchema } from './json-schema';
import type { FieldPath } from './problems';

/** The schema itself and every alternative it stands for (unions, intersections, references). */
function alternatives(node: JsonSchema, root: JsonSchema): JsonSchema[] {
  if (node.$ref?.startsWith('#/$defs/')) {
    const target = root.$defs?.[node.$ref.slice('#/$defs/'.length)];
    return target ? alternatives(target, root) : [];
  }
  const nested = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  return [node, ...nested.flatMap((child) => alternatives(child, root))];
}

/** Known field names of the object at `path` inside data checked by `schema`, sorted. */
export function fieldsAt(schema: z.ZodType, path: FieldPath): string[] {
  const root = jsonSchemaOf(schema);
  let nodes = alternatives(root, root);
  for (const part of path) {
    nodes = nodes.flatMap((node) => {
      const next = typeof part === 'number' ? node.items : node.properties?.[part];
      return next ? alternatives(next, root) : [];
    });
  }
  return [...new Set(nodes.flatMap((node) => Object.keys(node.properties ?? {})))].sort();
}
