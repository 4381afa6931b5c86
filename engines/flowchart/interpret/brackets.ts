// Cutting a statement into parts where no bracket is open: "excluded (n=12), declined (n=8)"
// keeps each count with its words.

/** `text` cut at `separator` where no bracket is open. */
export function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  const out: string[] = [];
  const sticky = new RegExp(separator.source, `${separator.flags.replace('g', '')}y`);
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (depth === 0 && (c === '.' || c === ';' || c === ',' || c === ' ' || c === ':')) {
      sticky.lastIndex = i;
      const hit = sticky.exec(text);
      if (hit && hit[0].length > 0) {
        out.push(text.slice(start, i));
        start = i + hit[0].length;
        i = start - 1;
      }
    }
  }
  out.push(text.slice(start));
  return out;
}

/** A comma between clauses: not inside a number ("1,500") nor between the numbers of a list ("after 1, 3 and 7 days"). */
export const CLAUSE_COMMA = /(?<!\d),(?!\d)|(?<=\d),(?!\s*\d)/;
