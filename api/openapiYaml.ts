// /openapi.yaml: the OpenAPI document in YAML that YAML 1.1 and 1.2 readers parse alike.
// Keys and values are written plain, as people write YAML, except the strings a reader of
// either version would take for something else: a plain `1:1` is the sexagesimal 61 in 1.1,
// `on` a boolean there, `0o14` or `1e3` a number in 1.2 only. Those are double-quoted.
import { Document, parse, visit } from 'yaml';
import { openApiDocument } from './openapi.ts';
import type { RouteSpec } from './routes/route.ts';

/** True when `text`, written plain, reads back as this very string in YAML 1.1 and 1.2. */
function plainIsString(text: string): boolean {
  if (text === '' || /[\n\r\t]/.test(text)) return false;
  try {
    return parse(text, { version: '1.1' }) === text && parse(text, { version: '1.2' }) === text;
  } catch {
    return false;
  }
}

let cached: string | undefined;

export function openApiYaml(routes: readonly RouteSpec[]): string {
  if (cached) return cached;
  const doc = new Document(openApiDocument(routes));
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value === 'string' && !plainIsString(node.value)) node.type = 'QUOTE_DOUBLE';
    },
  });
  // No folding and no block scalars: each string stays on one line.
  cached = doc.toString({ defaultStringType: 'PLAIN', defaultKeyType: 'PLAIN', lineWidth: 0, blockQuote: false });
  return cached;
}
