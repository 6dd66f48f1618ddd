/**
 * A content schema as JSON Schema, through Zod's public z.toJSONSchema: what the web editor's
 * fields (scripts/admin/decap-fields.ts), the guide's field tables (readme-fields.ts) and the
 * nearest known field name (schema-fields.ts) are read from. Only the keywords they read are typed.
 */
import { z } from 'zod';

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  /** The field's explanation for editors, from `.describe()`. */
  description?: string;
  /** When a field that may be left out is needed after all, from `.meta()`: "Until the training has ended". */
  requiredWhen?: string;
  /** Set by the web editor's unwrap (decap-fields.ts): the word the field may be instead of its value (`tba`, `none`). */
  word?: string;
}

const cache = new WeakMap<z.ZodType, JsonSchema>();

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let json = cache.get(schema);
  if (!json) {
    // Refinements and transforms have no JSON Schema form; the shape an editor writes is what
    // the form, the guide and the field names need.
    json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input', reused: 'inline' }) as JsonSchema;
    cache.set(schema, json);
  }
  return json;
}
