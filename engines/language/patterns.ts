// Words of a request or a table written into a regular expression: every character stands for itself.

/** The text as a pattern matching exactly it: "Conc (nM)" matches "Conc (nM)", not "Conc nM". */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
