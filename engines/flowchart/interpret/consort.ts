// CONSORT participant flows from their usual sentences: the enrolment column, the exclusion box
// beside it, the split into arms at allocation, then follow-up and analysis per arm, in the four
// phase lanes. Every line is kept as written: counts are never computed, checked or changed.
import type { FlowNode } from '../model.ts';
import type { GraphBuilder } from './builder.ts';

type Phase = 'Enrollment' | 'Allocation' | 'Follow-Up' | 'Analysis';
const PHASES: Phase[] = ['Enrollment', 'Allocation', 'Follow-Up', 'Analysis'];

const KEYWORDS = [
  /\b(?:assessed|screened) for eligibility\b/i,
  /\bexcluded\b/i,
  /\brandomi[sz]ed\b|\brandomi[sz]ation\b/i,
  /\ballocated to\b|\bassigned to\b/i,
  /\blost to follow[- ]?up\b/i,
  /\banaly[sz]ed\b/i,
  /\bdiscontinued\b/i,
];

/** A CONSORT flow: at least three of its phrases and three counts. */
export function looksLikeConsort(text: string): boolean {
  const phrases = KEYWORDS.filter((k) => k.test(text)).length;
  const counts = (text.match(/\bn\s*=\s*\d/gi) ?? []).length + (text.match(/\b\d+\s+(?:were|was|participants|patients)\b/gi) ?? []).length;
  return phrases >= 3 && counts >= 3 && /randomi[sz]|allocated|assigned/i.test(text);
}

interface Piece {
  text: string;
  bullet: boolean;
  /** "Intervention: lost to follow-up (n=3)": the arm the line names before its colon. */
  arm?: string;
  /** Which line of the text it came from: the clauses of one line share an arm. */
  source: number;
}

const BOX_WORDS = /\b(?:excluded|randomi[sz]ed|allocated|assigned|lost to follow|analy[sz]ed|discontinued|received|withdr[ae]w)/i;

/** Lines, sentences, and clauses that start a new box ("..., 20 were excluded (...), and 100 were randomised"). */
function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  for (const [source, raw] of text.split('\n').entries()) {
    const bullet = /^\s*(?:[-*•–]|\d{1,2}[.)])\s+/.test(raw);
    let line = raw.replace(/^\s*(?:[-*•–]|#+)\s+/, '').trim();
    if (line === '') continue;
    let arm: string | undefined;
    const prefix = /^([\p{L}\p{N} -]{1,40}):\s*(.+)$/u.exec(line);
    if (prefix && !BOX_WORDS.test(prefix[1]!) && !/\bn\s*=/.test(prefix[1]!) && BOX_WORDS.test(prefix[2]!)) {
      arm = prefix[1]!.trim().replace(/\s+(?:group|arm)$/i, '').toLowerCase();
      line = prefix[2]!;
    }
    for (const sentence of splitOutsideBrackets(line, /(?:[.](?=\s+[\p{Lu}\d])|;)/u)) {
      const clauses = splitOutsideBrackets(sentence, /(?:,\s*(?:and\s+)?(?=[^,]*\b(?:excluded|randomi[sz]ed|allocated|assigned|lost to follow|analy[sz]ed|discontinued|received)\b)|\s+and\s+(?=\d+\s+(?:were|was|had|did|received|withdrew)\b))/iu);
      for (const clause of clauses) {
        const t = clause.trim().replace(/[.;,]+$/, '');
        if (!t) continue;
        const piece: Piece = { text: t[0]!.toUpperCase() + t.slice(1), bullet, source };
        if (arm) piece.arm = arm;
        out.push(piece);
      }
    }
  }
  return out;
}

function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (depth === 0 && (c === '.' || c === ';' || c === ',' || c === ' ')) {
      const m = new RegExp(separator.source, separator.flags.replace('g', '') + 'y');
      m.lastIndex = i;
      const hit = m.exec(text);
      if (hit) {
        out.push(text.slice(start, i));
        start = i + hit[0].length;
        i = start - 1;
      }
    }
  }
  out.push(text.slice(start));
  return out;
}

function phaseOf(text: string, afterRandomisation: boolean): Phase | 'randomised' | 'excluded' | null {
  if (/\banaly[sz]ed\b|\banaly[sz]is\b|excluded from (?:the )?analys/i.test(text)) return 'Analysis';
  if (/\blost to follow|\bdiscontinued\b|\bwithdr[ae]w|\bdropped out\b|\bfollow[- ]up\b|\bdied\b/i.test(text)) return 'Follow-Up';
  if (/\ballocated\b|\bassigned\b|\breceived\b|\bdid not receive\b/i.test(text)) return 'Allocation';
  if (/\brandomi[sz]/i.test(text)) return 'randomised';
  if (/\bexcluded\b/i.test(text)) return afterRandomisation ? 'Follow-Up' : 'excluded';
  if (/\beligib|\bassessed\b|\bscreened\b|\benrol|\brecruited\b|\bapproached\b|\bidentified\b/i.test(text)) return 'Enrollment';
  return null;
}

/** Reads a CONSORT description into the builder; returns false when no box could be read. */
export function readConsort(text: string, b: GraphBuilder): boolean {
  const lanes = new Map<Phase, string>();
  const lane = (phase: Phase) => {
    let id = lanes.get(phase);
    if (!id) {
      id = b.groupNamed(phase, 'lane').id;
      lanes.set(phase, id);
    }
    return id;
  };
  // Lanes in the CONSORT order, whichever sentence comes first.
  const phasesPresent = new Set(pieces(text).map((p) => phaseOf(p.text, true)));
  for (const phase of PHASES) if (phasesPresent.has(phase) || (phase === 'Enrollment' && (phasesPresent.has('randomised') || phasesPresent.has('excluded')))) lane(phase);

  const arms: Array<{ name: string; boxes: Map<Phase, FlowNode> }> = [];
  let assessed: FlowNode | undefined;
  let excluded: FlowNode | undefined;
  let randomised: FlowNode | undefined;
  let current: FlowNode | undefined;
  let arm: (typeof arms)[number] | undefined;
  let armSource = -1;

  /** The arm whose name shares most words with the line. */
  const armNamed = (text: string) => {
    // "received allocated intervention" names no arm called intervention.
    const lower = text.toLowerCase().replace(/\b(?:allocated|the|an?) intervention\b/g, '');
    let best: (typeof arms)[number] | undefined;
    let bestScore = 0;
    for (const a of arms) {
      const score = a.name.split(/[\s-]+/).filter((w) => w.length >= 3 && new RegExp(`\\b${escape(w)}\\b`).test(lower)).length;
      if (score > bestScore) [best, bestScore] = [a, score];
    }
    return best;
  };
  const addLine = (node: FlowNode, line: string) => {
    node.label = `${node.label}\n${line}`;
  };

  for (const piece of pieces(text)) {
    const line = piece.text;
    const named = /\b(?:in|for)\s+the\s+([\p{L}\p{N} -]{1,40}?)\s+(?:group|arm)\b/iu.exec(line)?.[1]?.toLowerCase() ?? piece.arm;
    if (named) arm = armNamed(named) ?? arms.find((a) => a.name === named) ?? arm;
    const phase = phaseOf(line, randomised !== undefined || arms.length > 0);
    if (phase === null || (piece.bullet && current && !/\b(?:allocated|assigned|randomi[sz]|analy[sz]ed|lost to follow)/i.test(line) && phase !== 'Enrollment')) {
      // A reason under the box before it ("- declined to participate (n=8)").
      if (current && (/\d/.test(line) || piece.bullet)) addLine(current, `• ${line}`);
      if (phase === null) continue;
      if (piece.bullet && current) continue;
    }
    if (phase === 'Enrollment') {
      if (!assessed) {
        assessed = b.addNode(line, 'process', lane('Enrollment'));
        current = assessed;
      } else if (current) addLine(current, line);
      continue;
    }
    if (phase === 'excluded') {
      const [head, reasons] = splitReasons(line);
      excluded = b.addNode(head, 'note', lane('Enrollment'));
      for (const reason of reasons) addLine(excluded, `• ${reason}`);
      if (assessed) b.addEdge(assessed.id, excluded.id);
      current = excluded;
      continue;
    }
    if (phase === 'randomised') {
      randomised = b.addNode(line, 'process', lane('Enrollment'));
      if (assessed) b.addEdge(assessed.id, randomised.id);
      current = randomised;
      continue;
    }
    // Allocation, follow-up and analysis boxes belong to an arm.
    const startsArm = phase === 'Allocation' && /\b(?:allocated|assigned) to\b/i.test(line);
    const newArm = (name: string | undefined) => {
      const made = { name: name ?? `arm ${arms.length + 1}`, boxes: new Map<Phase, FlowNode>() };
      arms.push(made);
      return made;
    };
    let target: (typeof arms)[number];
    if (startsArm) {
      const name = armName(line);
      target = arms.find((a) => a.name === name) ?? newArm(name);
    } else target = (piece.source === armSource ? arm : undefined) ?? armNamed(line) ?? arm ?? newArm(armName(line));
    if (startsArm) armSource = piece.source;
    arm = target;
    const box = target.boxes.get(phase);
    if (box) {
      addLine(box, line);
      current = box;
      continue;
    }
    const [head, reasons] = splitReasons(line);
    const node = b.addNode(head, 'process', lane(phase));
    for (const reason of reasons) addLine(node, `• ${reason}`);
    const before = PHASES.slice(0, PHASES.indexOf(phase)).reverse().map((p) => target.boxes.get(p)).find(Boolean);
    const from = before ?? randomised ?? assessed;
    if (from) b.addEdge(from.id, node.id);
    target.boxes.set(phase, node);
    current = node;
  }
  return b.graph.nodes.length > 0;
}

/** "Excluded (n=20): not meeting criteria (n=12), declined (n=8)": the head and its reason lines. */
function splitReasons(line: string): [string, string[]] {
  const colon = line.indexOf(':');
  if (colon < 0) return [line, []];
  const reasons = splitOutsideBrackets(line.slice(colon + 1), /[,;]\s*(?:and\s+)?/).map((r) => r.trim()).filter(Boolean);
  if (reasons.length === 0) return [line, []];
  return [line.slice(0, colon).trim(), reasons.map((r) => r[0]!.toUpperCase() + r.slice(1))];
}

/** The arm's name: "allocated to intervention (n=50)" -> "intervention". */
function armName(line: string): string | undefined {
  const m = /\b(?:allocated|assigned|randomi[sz]ed)\s+to\s+(?:the\s+)?([^(,:;]{1,40}?)\s*(?:group|arm)?\s*(?:\(|,|:|;|$)/i.exec(line) ?? /\b(?:in|to)\s+the\s+([\w -]{1,30}?)\s+(?:group|arm)\b/i.exec(line) ?? /^([\w -]{1,30}?)\s+(?:group|arm)\b/i.exec(line);
  return m?.[1]?.trim().toLowerCase();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
