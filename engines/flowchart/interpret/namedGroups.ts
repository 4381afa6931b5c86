// Groups named in the request rather than in the steps: "with the three stages as boxes around the
// steps (Field, Lab, Analysis)", "grouped as 'Wet lab' and 'Bioinformatics':". Each line that then
// starts with one of those names and a colon ("Lab: sort the sample, ...") holds that group's
// steps, as a "group Lab: ..." line does (docs/flowchart-requests.md).
import { listItems } from '../../language/index.ts';

/** "stages ... (Field, Lab, Analysis)": the names in brackets after a word for groups. */
const IN_BRACKETS = /\b(?:stages|phases|sections|groups|parts|blocks)\b[^.()\n]{0,60}\(([^()\n]+)\)/i;
/** ", grouped as 'Wet lab' and 'Bioinformatics'": the names after "grouped as", up to a colon or the line's end. */
const GROUPED_AS = /,?\s*\bgrouped\s+(?:as|into)\s+([^:\n]+?)\s*(?=:|\n|$)/i;

/** The text with each line led by a group name the request declared marked as that group's line. */
export function withNamedGroups(text: string): string {
  const bracketed = IN_BRACKETS.exec(text);
  const grouped = bracketed ? null : GROUPED_AS.exec(text);
  const declared = bracketed?.[1] ?? grouped?.[1];
  if (!declared) return text;
  const names = listItems(declared).map((n) => n.replace(/^['‘’"“”]+|['‘’"“”]+$/g, '').trim()).filter((n) => n !== '');
  const lineOf = (name: string) => new RegExp(`^(\\s*)(${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})\\s*:`, 'im');
  // Only names that lead lines of their own, two or more: otherwise the brackets said something else.
  if (names.length < 2 || names.filter((n) => lineOf(n).test(text)).length < 2) return text;
  let out = grouped ? text.slice(0, grouped.index) + text.slice(grouped.index + grouped[0].length) : text;
  for (const name of names) out = out.replace(new RegExp(lineOf(name).source, 'gim'), '$1group $2:');
  return out;
}
