// Escaping for text and attribute values in the website's HTML.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** A tagged template that escapes every interpolated value except those already marked safe by `raw`. */
export class Raw {
  readonly html: string;
  constructor(html: string) {
    this.html = html;
  }
  toString(): string {
    return this.html;
  }
}

export const raw = (html: string): Raw => new Raw(html);

export function html(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const parts = Array.isArray(value) ? value : [value];
    out += parts.map((v) => (v instanceof Raw ? v.html : v === undefined || v === null || v === false ? '' : escapeHtml(v))).join('');
    out += strings[i + 1] ?? '';
  });
  return new Raw(out);
}
