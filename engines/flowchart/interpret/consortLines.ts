// CONSORT sentences to the lines of the CONSORT 2010 template's boxes: "112 were excluded (78 did
// not meet inclusion criteria, ...)" is "Excluded (n=112)" with "Not meeting inclusion criteria
// (n=78)" under it. Only the wording moves: every count is the one written, none is computed, and
// a clause with no count keeps its words.
import { splitOutsideBrackets } from './brackets.ts';

/** Who was counted, written between the count and its verb ("412 patients were ..."). */
const COUNTED_NOUN = /^(?:eligible\s+)?(?:patients|participants|subjects|people|individuals|women|men|children|infants|adults|persons|volunteers|mothers|pairs|couples|families|schools|clusters|practices|hospitals)\b\s*/i;
const LEADING_COUNT = /^(?:of\s+(?:whom|which)\s+|of\s+(?:the\s+|these\s+|those\s+)?|the\s+remaining\s+|the\s+other\s+|a\s+total\s+of\s+|in\s+total,?\s+|overall,?\s+)?(\d[\d,]*)\s+(\S.*)$/i;
/** "were", "was", "had been": the verb between who was counted and what happened to them. */
const BEFORE_VERB = /^((?:[\p{L}-]+\s+){0,4}?)(?:were|was|had been|have been|has been)\s+/iu;
/** "in the metformin group" at either end of a clause: it names the arm, not the box. */
const ARM_PHRASE = /^(?:in|for)\s+the\s+[\p{L}\p{N} -]{1,40}?\s+(?:group|arm)\s*,?\s*|\s*,?\s+(?:in|for)\s+the\s+[\p{L}\p{N} -]{1,40}?\s+(?:group|arm)$/iu;

export interface CountedClause {
  count: string;
  /** What happened, from its verb on: "excluded (78 did not ...)". */
  rest: string;
  /** The words between the count and its verb that are not a plain noun ("metformin" in "138 metformin patients"). */
  who: string;
}

/** "412 patients were assessed for eligibility" -> { count: 412, rest: "assessed for eligibility" }; null without a leading count. */
export function countedClause(text: string): CountedClause | null {
  const m = LEADING_COUNT.exec(text.replace(ARM_PHRASE, '').trim());
  if (!m) return null;
  let rest = m[2]!;
  let who = '';
  const verb = BEFORE_VERB.exec(rest);
  if (verb) {
    who = verb[1]!.trim();
    rest = rest.slice(verb[0].length);
  } else {
    const noun = COUNTED_NOUN.exec(rest);
    if (noun) rest = rest.slice(noun[0].length);
  }
  who = who.replace(new RegExp(`\\s*${COUNTED_NOUN.source.slice(1)}`, 'i'), '').trim();
  return { count: m[1]!, rest, who };
}

const COUNTS_AFTER = /^([^()\d]{1,80}?)\s*((?:\(\s*n\s*=\s*\d[\d,]*\s*\)\s*(?:,\s*and|,|and)?\s*){2,8})(?:,?\s*respectively)?$/i;
// "(n = 126 and n = 134)", "(n = 126, 134)": two counts; "(n = 1,842)" is one, its comma a thousands separator.
const COUNTS_INSIDE = /^([^()\d]{1,80}?)\s*\(\s*n\s*=\s*(\d{1,3}(?:,\d{3})+|\d+)\s*(?:,\s*and\s|,\s+|\s+and\s)\s*(?:n\s*=\s*)?(\d{1,3}(?:,\d{3})+|\d+)\s*(?:,?\s*respectively)?\s*\)$/i;

/**
 * "Lost to follow-up (n=12) and (n=9)", "Analysed (n=126 and n=134)": one count per arm, no arm
 * named. The clause once per count, in the order written; null when the clause is not so written.
 */
export function countsPerArm(text: string): string[] | null {
  const t = text.trim().replace(/[.;]+$/, '');
  const after = COUNTS_AFTER.exec(t);
  const counts: string[] = after ? [...(after[2]!.match(/\d[\d,]*(?=\s*\))/g) ?? [])] : [];
  const inside = after ? null : COUNTS_INSIDE.exec(t);
  if (inside) counts.push(inside[2]!, inside[3]!);
  const head = (after ?? inside)?.[1]!.trim();
  if (!head || counts.length < 2) return slashList(t) ?? countList(t);
  return counts.map((n) => `${head} (n=${n.replace(/,$/, '')})`);
}

/**
 * "lost to follow-up at 12 months: 17 / 21 / 15", "received allocation: 290 / 288 / 293 (3, 4 and 0 did
 * not receive, withdrew before first dose)": one count per arm, in the order the arms were allocated.
 */
function slashList(t: string): string[] | null {
  const m = /^([^\d:=]*?(?:\d+[^\d:=/]*?)?)\s*[:=]\s*(\d+(?:,\d{3})*(?:\s*\/\s*\d+(?:,\d{3})*)+)\s*(?:\((.*)\))?$/.exec(t);
  if (!m) return null;
  const counts = m[2]!.split(/\s*\/\s*/);
  const under = m[3] ? /^(\d+(?:,\d{3})*(?:\s*,\s*\d+(?:,\d{3})*)*\s*,?\s+and\s+\d+(?:,\d{3})*)\s+(.+)$/.exec(m[3]) : null;
  const underCounts = under ? under[1]!.split(/\s*,?\s+and\s+|\s*,\s+/) : [];
  const [what, why] = under ? under[2]!.split(/\s+[—–-]\s+|,\s+/, 2) : [];
  return counts.map((n, k) => {
    const line = `${m[1]!.trim()} (n=${n})`;
    if (underCounts.length !== counts.length) return m[3] ? `${line} (${m[3]})` : line;
    return `${line}: ${what} (n=${underCounts[k]})${why ? `, ${why}` : ''}`;
  });
}

/** "385 and 386 patients were analysed", "6 and 4, respectively, discontinued the intervention": the clause once per count. */
function countList(t: string): string[] | null {
  const m = /^(?:and\s+)?(\d+(?:,\d{3})*(?:\s*,\s*\d+(?:,\d{3})*)*\s*,?\s+and\s+\d+(?:,\d{3})*)\s*,?\s*(?:respectively\s*,?\s*)?(\D.*)$/i.exec(t);
  if (!m) return null;
  const counts = m[1]!.split(/\s*,?\s+and\s+|\s*,\s+/).filter(Boolean);
  const rest = m[2]!.replace(/,?\s*respectively$/i, '').trim();
  if (counts.length < 2 || !/^(?:(?:[\p{L}-]+\s+){0,3}(?:were|was)|discontinued|withdrew|died|completed|received|did)\b/iu.test(rest)) return null;
  return counts.map((n) => `${n} ${rest}`);
}

/** A box's first line and the lines under it, from one clause. */
export interface BoxLines {
  head: string;
  lines: string[];
}

/**
 * The template's wording for one clause of a box. Lines already written with "(n=...)" are kept
 * as written (their reasons after a colon become lines); sentences starting with a count are
 * reworded: "9 were lost to follow-up" -> "Lost to follow-up (n=9)".
 */
export function boxLines(text: string): BoxLines {
  if (/\bn\s*=\s*\d/i.test(text) || !countedClause(text)) {
    const [head, reasons] = splitReasons(text.replace(ARM_PHRASE, '').trim());
    return { head: upperFirst(head), lines: reasons.map(reasonLine) };
  }
  const clause = countedClause(text)!;
  const { outside, inside } = trailingBrackets(clause.rest);
  const [what, afterColon] = splitReasons(outside);
  const head = `${upperFirst(templateWords(what))} (n=${clause.count})`;
  const lines = [...splitList(inside ?? ''), ...afterColon].map(reasonLine);
  return { head, lines };
}

/** One reason or sub-count: "78 did not meet inclusion criteria" -> "Not meeting inclusion criteria (n=78)". */
export function reasonLine(text: string): string {
  const trimmed = text.trim().replace(/[.;,]+$/, '');
  if (/\bn\s*=\s*\d/i.test(trimmed)) return upperFirst(trimmed);
  const clause = countedClause(trimmed);
  // "declined 389", "not meeting inclusion criteria 1,102": the count after the words.
  const after = /^(\D.*?)\s+(\d+(?:,\d{3})*)$/.exec(trimmed);
  if (!clause && after) return `${upperFirst(templateWords(after[1]!))} (n=${after[2]})`;
  if (!clause) return upperFirst(templateWords(trimmed));
  return `${upperFirst(templateWords(clause.rest))} (n=${clause.count})`;
}

/** The template's phrases for what the author wrote; anything else is kept word for word. */
function templateWords(text: string): string {
  const t = text.trim();
  if (/^did not meet\b/i.test(t)) return t.replace(/^did not meet/i, 'not meeting');
  if (/^did not(?:\s+(?:receive|get)\s+(?:it|the allocated intervention|the intervention|allocated intervention|their allocated intervention|treatment))?$/i.test(t)) return 'did not receive allocated intervention';
  if (/^(?:all\s+)?received\s+(?:it|the allocated intervention|the intervention|allocated intervention|their allocated intervention)$/i.test(t)) {
    return `${/^all\b/i.test(t) ? 'all received' : 'received'} allocated intervention`;
  }
  if (/^for other reasons$/i.test(t)) return 'other reasons';
  // The template's word for the randomised total: "300 were randomly assigned" is "Randomised (n=300)".
  if (/^randomly (?:assigned|allocated)$/i.test(t)) return 'randomised';
  if (/^for\s+/i.test(t)) return t.replace(/^for\s+/i, '');
  if (/^discontinued(?:\s+(?:it|the intervention|intervention|treatment|the allocated intervention))?$/i.test(t)) return 'discontinued intervention';
  return t;
}

/** "Excluded (n=20): not meeting criteria (n=12), declined (n=8)": the head and its reason lines. */
export function splitReasons(line: string): [string, string[]] {
  const colon = line.indexOf(':');
  if (colon < 0) return [line, []];
  const reasons = splitList(line.slice(colon + 1));
  if (reasons.length === 0) return [line, []];
  return [line.slice(0, colon).trim(), reasons];
}

/** "a, b and c" outside brackets. */
function splitList(text: string): string[] {
  return splitOutsideBrackets(text, /[,;](?!\d{3}(?!\d))\s*(?:and\s+)?|\s+and\s+(?=\d)/)
    .map((r) => r.trim())
    .filter(Boolean);
}

/** "excluded (78 did not ..., 13 for other reasons)" -> the words and the bracket's content. */
function trailingBrackets(text: string): { outside: string; inside?: string } {
  const t = text.trim();
  if (!t.endsWith(')')) return { outside: t };
  let depth = 0;
  for (let i = t.length - 1; i >= 0; i--) {
    if (t[i] === ')') depth++;
    else if (t[i] === '(' && --depth === 0) {
      const inside = t.slice(i + 1, -1);
      // A bracket with no count ("(all received it)") is still its box's line.
      return { outside: t.slice(0, i).trim(), inside };
    }
  }
  return { outside: t };
}

export function upperFirst(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}
