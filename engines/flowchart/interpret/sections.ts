// The part of an attached document a prompt asks for: "flowchart of section 3 of the attached
// SOP", "sections 2–4", "skip the materials list". Numbered headings ("3.2 RNA isolation",
// "## 3 PROCEDURE") mark the sections; a numbered step ("3.2.1 Disrupt ...") belongs to its section.
// A section asked for that no document has is refused, never replaced by the whole document.
import { FlowchartError } from '../errors.ts';
import type { DocumentText } from '../model.ts';

const SECTIONS = /\bsections?\s+(\d+(?:\.\d+)*)(?:\s*(?:-|–|to|and|&)\s*(\d+(?:\.\d+)*))?/i;
const SKIP = /\b(?:skip|leave out|omit|ignore|except|excluding)\s+(?:the\s+)?([\p{L}][\p{L}\s/-]{1,40}?)(?:\s+(?:list|section|part|bit))?\s*(?=[.,;)–—-]|$)/iu;
/** A section's heading line: Markdown or plain, a number then a short name. */
const HEADING = /^(?:#{1,6}\s+)?(\d+(?:\.\d+)*)\.?\s+(\S.{0,80})$/;

export interface SectionRequest {
  numbers: string[];
  skip?: string;
}

/** What part of the documents the prompt asks for, or undefined for all of them. */
export function sectionsAsked(prompt: string): SectionRequest | undefined {
  const m = SECTIONS.exec(prompt);
  const skip = SKIP.exec(prompt)?.[1]?.trim();
  if (!m && !skip) return undefined;
  const numbers: string[] = [];
  if (m) {
    const [from, to] = [m[1]!, m[2]];
    if (to && /^\d+$/.test(from) && /^\d+$/.test(to) && Number(to) >= Number(from) && Number(to) - Number(from) < 50) {
      for (let n = Number(from); n <= Number(to); n++) numbers.push(String(n));
    } else numbers.push(from, ...(to ? [to] : []));
  }
  return skip ? { numbers, skip } : { numbers };
}

function isHeading(line: string): RegExpExecArray | null {
  const m = HEADING.exec(line.trim());
  // "3.2.1 Disrupt up to 30 mg ..." is a numbered step: a heading is short and not a sentence.
  if (!m || m[2]!.split(/\s+/).length > 8 || /[.;:]$/.test(m[2]!)) return null;
  return m;
}

const within = (number: string, wanted: string) => number === wanted || number.startsWith(`${wanted}.`);

/** The documents cut to the sections asked, less the part to skip; refused when a section is in none. */
export function selectSections(documents: DocumentText[], request: SectionRequest): DocumentText[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const selected = documents.map((doc) => {
    const kept: string[] = [];
    let keeping = request.numbers.length === 0;
    let skipping = false;
    for (const line of doc.text.split('\n')) {
      const heading = isHeading(line) ?? numberedLine(line);
      if (heading) {
        const number = heading[1]!;
        if (isHeading(line)) seen.add(number.split('.')[0]!);
        const wanted = request.numbers.find((n) => within(number, n));
        if (request.numbers.length > 0) {
          if (wanted) found.add(wanted);
          keeping = wanted !== undefined;
        }
        if (isHeading(line)) skipping = request.skip !== undefined && namesPart(heading[2]!, request.skip);
      }
      if (keeping && !skipping) kept.push(asOutline(line));
    }
    return { ...doc, text: kept.join('\n') };
  });
  const missing = request.numbers.filter((n) => !found.has(n));
  if (missing.length > 0) {
    const listed = [...seen].sort((a, b) => Number(a) - Number(b)).join(', ');
    throw new FlowchartError('FLOWCHART_SECTION_NOT_FOUND', `The prompt asks for section ${missing.join(', ')}, which no attachment has${listed ? `; their numbered sections are ${listed}` : ''}.`);
  }
  return selected.filter((doc) => doc.text.trim() !== '');
}

/** "3.2 RNA isolation" as a heading and "3.2.1 Disrupt ..." as an item, as the outline reads them. */
function asOutline(line: string): string {
  const heading = isHeading(line);
  if (heading && !line.trim().startsWith('#')) return `${'#'.repeat(Math.min(6, heading[1]!.split('.').length + 1))} ${heading[2]}`;
  const numbered = numberedLine(line);
  if (numbered && !line.trim().startsWith('#')) return `- ${line.trim().slice(numbered[1]!.length).replace(/^\.?\s+/, '')}`;
  return line;
}

/** A line that starts with a section number ("3.2.1 Disrupt ..."): it belongs to that section. */
function numberedLine(line: string): RegExpExecArray | null {
  return /^(?:#{1,6}\s+)?(\d+\.\d+(?:\.\d+)*)\.?\s+\S/.exec(line.trim());
}

/** "materials" names the heading "3.1 Materials"; "the materials list" too. */
function namesPart(heading: string, skip: string): boolean {
  const words = (t: string) => t.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 2 && !['the', 'and', 'list', 'section', 'part'].includes(w));
  const wanted = words(skip);
  const own = words(heading);
  return wanted.length > 0 && wanted.every((w) => own.some((o) => o.startsWith(w.replace(/s$/, '')) || w.startsWith(o)));
}
