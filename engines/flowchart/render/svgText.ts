// The few rules that keep the SVG's bytes deterministic and safe: numbers with at most two
// decimals, XML-escaped text, and ids made of XML name characters.

/** A coordinate with at most 2 decimals, never "-0". */
export function num(v: number): string {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) || r === 0 ? '0' : String(r);
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

/** Text content with the control characters XML 1.0 forbids removed. */
export function xmlText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return escapeXml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));
}

/**
 * An id as an XML-safe token: letters, digits and '-' are kept, any other character becomes
 * `_` + its code point in hex + `_`, so that two different ids never give the same token.
 */
export function idToken(id: string): string {
  let out = '';
  for (const ch of id) out += /[A-Za-z0-9-]/.test(ch) ? ch : `_${(ch.codePointAt(0) ?? 0).toString(16)}_`;
  return out;
}
