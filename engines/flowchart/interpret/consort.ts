// CONSORT participant flows from their usual sentences, in the shape and wording of the CONSORT
// 2010 template: the enrolment column (assessed, then randomised) with the exclusion box beside
// it, then one column per arm through allocation, follow-up and analysis, in four stages. Counts
// are the ones written: never computed, checked or changed (consortLines.ts rewords, no more).
import type { FlowNode } from '../model.ts';
import type { GraphBuilder } from './builder.ts';
import { splitOutsideBrackets } from './brackets.ts';
import { boxLines, countedClause, countsPerArm, upperFirst } from './consortLines.ts';

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
  const counts =
    (text.match(/\bn\s*=\s*\d/gi) ?? []).length +
    // Notes: "412 assessed for eligibility, 112 excluded", "analysed 142 and 145".
    (text.match(/\b\d[\d,]*\s+(?:assessed|screened|excluded|randomi[sz]ed|allocated|analy[sz]ed)\b|\b(?:assessed|screened|excluded|randomi[sz]ed|analy[sz]ed)\s+\d/gi) ?? []).length +
    (text.match(/\b\d+\s+(?:[\p{L}-]+\s+){0,3}?(?:were|was)\b|\b\d+\s+(?:participants|patients)\b/giu) ?? []).length;
  return phrases >= 3 && counts >= 3 && /randomi[sz]|allocated|assigned/i.test(text);
}

interface Piece {
  text: string;
  bullet: boolean;
  heading: boolean;
  /** "Intervention: lost to follow-up (n=3)": the arm the line names before its colon. */
  arm?: string;
  /** Which line of the text it came from: the clauses of one line share an arm. */
  source: number;
}

const BOX_WORDS = /\b(?:excluded|randomi[sz]ed|allocated|assigned|lost to follow|analy[sz]ed|discontinued|received|withdr[ae]w)/i;
/** Where a sentence's next clause is a new box: ", and 300 were randomised", " and 3 discontinued". */
const CLAUSE_BREAK =
  /,\s*(?:and\s+)?(?=\d[\d,]*(?:\s*,\s*\d[\d,]*)*\s*,?\s+and\s+\d[\d,]*\s*,\s*respectively\b)|(?<!\brespectively),(?!\d{3}(?!\d))\s*(?:and\s+)?(?=(?:[^,]|,\d{3})*\b(?:excluded|randomi[sz]ed|allocated|assigned|lost to follow|analy[sz]ed|discontinued|received)\b|\d+\s+(?:[\p{L}-]+\s+){0,2}(?:were|was|declined|did|had|withdrew|refused)\b)|(?<!(?:^|[,;:]\s*)\d[\d,]*)\s+and\s+(?=\d+\s+(?:(?:patients\s+|participants\s+)?(?:were|was)|had|did|received|withdrew|discontinued|died|declined|crossed|completed|consented|agreed|refused|enrolled|to)\b)/iu;
/** "138 metformin and 143 placebo patients were analysed": one sentence, a count per arm. */
const COUNT_PER_ARM = /^(\d[\d,]*)\s+([\p{L} -]{1,40}?)\s+and\s+(\d[\d,]*)\s+([\p{L} -]{1,40}?)\s+((?:patients|participants|subjects)\s+)?(were|was)\s+(.+)$/iu;

/** Words of a line that introduces the text below it rather than naming the flow. */
const POINTER = /\b(?:below|results?|paragraph|section|paper|manuscript|abstract|numbers|following|here(?:'s| is| are)?)\b/i;

const RECRUITMENT_PERIOD = /^(?:between|from)\s+[^,;()]{3,40}?\s+(?:and|to|until)\s+[^,;()]{3,30}?,\s*(?=\d)/i;

const ARM_LEAD = /^(?:in|for)\s+the\s+([\p{L}\p{N} -]{1,40}?)\s+(?:group|arm)\s*,?\s*/iu;

/** Lines, sentences, and clauses that start a new box. */
function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  for (const [source, raw] of text.split('\n').entries()) {
    const bullet = /^\s*(?:[-*•–]|\d{1,2}[.)])\s+/.test(raw);
    const heading = /^\s*#+\s/.test(raw);
    // A paragraph quoted from the paper ("From our results section: \"Between ...\"") is read without its quotes.
    let line = raw.replace(/^\s*(?:[-*•–]|#+)\s+/, '').replace(/["“”]/g, '').trim();
    line = terseNotes(line);
    if (line === '') continue;
    let arm: string | undefined;
    const prefix = /^([\p{L}\p{N} -]{1,40}):\s*(.+)$/u.exec(line);
    if (prefix && !BOX_WORDS.test(prefix[1]!) && !/\bn\s*=/.test(prefix[1]!) && BOX_WORDS.test(prefix[2]!)) {
      arm = prefix[1]!.trim().replace(/\s+(?:group|arm)$/i, '').toLowerCase();
      line = prefix[2]!;
    }
    line = perArmSentences(line);
    let verb = '';
    for (const written of splitOutsideBrackets(line, /(?:[.](?=\s+[\p{Lu}\d])|;|:(?=\s*\d+\s+to\b))/u)) {
      // "In the usual care group, 7 were lost to follow-up and 2 withdrew consent": every clause is that arm's.
      // "Between March 2019 and June 2021, 1,842 patients were assessed": the recruitment period is no box of the template.
      const counting = written.trim().replace(RECRUITMENT_PERIOD, '');
      const inArm = ARM_LEAD.exec(counting);
      const sentenceArm = inArm ? inArm[1]!.toLowerCase() : arm;
      const sentence = inArm ? counting.slice(inArm[0].length) : counting;
      let fragment = '';
      for (const clause of splitOutsideBrackets(inPassive(sentence), CLAUSE_BREAK)) {
        let t = clause.trim().replace(/[.;,]+$/, '');
        if (!t) continue;
        if (!BOX_WORDS.test(t) && !/\bn\s*=\s*\d/i.test(t) && !countedClause(t)) {
          // "At 12 months, 5 ... were lost": a leading phrase with no count belongs to the clause after it.
          fragment = `${fragment}${t}, `;
          continue;
        }
        t = `${fragment}${t}`;
        fragment = '';
        // "151 were allocated to early mobilisation and 149 to usual care": the second arm shares the verb.
        const shared = /^(\d[\d,]*)\s+to\s+/i.exec(t);
        if (shared && verb) t = `${shared[1]} ${verb} to ${t.slice(shared[0].length)}`;
        verb = /\b((?:were|was)\s+(?:randomly\s+)?(?:allocated|assigned|randomi[sz]ed))\s+to\b/i.exec(t)?.[1] ?? verb;
        // "300 were randomised: 150 to A and 150 to B": the arms are allocations.
        if (!verb && /\brandomi[sz]ed$|\brandomly assigned$/i.test(t)) verb = 'were allocated';
        for (const s of perArmClauses(t)) {
          const piece: Piece = { text: upperFirst(s), bullet, heading, source };
          if (sentenceArm) piece.arm = sentenceArm;
          out.push(piece);
        }
      }
      if (fragment) out.push({ text: upperFirst(fragment.replace(/,\s*$/, '')), bullet, heading, source });
    }
  }
  return out;
}

/**
 * Notes as researchers jot them: "screened 2,406", "excluded 1,528 (...)", "randomised 878 → A (n = 293),
 * B (n = 292)", "lost to FU at 12 mo: ..." read as the sentences they stand for.
 */
function terseNotes(line: string): string {
  return line
    .replace(/\blost to FU\b/gi, 'lost to follow-up')
    .replace(/\b(\d+)\s*mo\b\.?/gi, '$1 months')
    .replace(/\b(\d+)\s*wk\b\.?/gi, '$1 weeks')
    .replace(
      /(^|[;,]\s*)(analy[sz]ed|lost to follow-up|discontinued)\s+(\d+(?:,\d{3})*(?:\s*,\s*\d+(?:,\d{3})*)*\s*,?\s+and\s+\d+(?:,\d{3})*)(?:\s*,?\s*respectively)?/gi,
      (_, lead: string, verb: string, ns: string) => `${lead}${ns} were ${verb}`,
    )
    .replace(/(^|;\s*)(screened|assessed(?: for eligibility)?|excluded|enrolled)\s+(\d+(?:,\d{3})*)\b(?!\s*(?:\/|patients|participants))/gi, (_, lead: string, verb: string, n: string) => `${lead}${n} were ${/^(?:screened|assessed)$/i.test(verb) ? `${verb} for eligibility` : verb}`)
    .replace(/^(randomi[sz]ed|randomly assigned|allocated)\s+(\d+(?:,\d{3})*)\s*(?:→|->|:)\s*(?=.*\(n\s*=)/i, (_, verb: string, n: string) => `${n} were ${verb} to `);
}

/**
 * Sentences that name each arm with its count, as one clause per arm: "14 patients in the A group
 * and 11 in the B group were lost to follow-up" is "14 were lost to follow-up in the A group; 11
 * were ... in the B group"; "all 397 patients in the B group received usual care" is that arm's
 * "All received allocated intervention (n=397)".
 */
function perArmSentences(line: string): string {
  return line
    .replace(
      /((?:at|by|after|during|over|within)\s+[^,;.]{1,30},\s*)?(\d[\d,]*)\s+(?:[\p{L}-]+\s+)?in\s+the\s+([\p{L}\p{N} -]{1,40}?)\s+(group|arm)\s+and\s+(\d[\d,]*)\s+(?:[\p{L}-]+\s+)?in\s+the\s+([\p{L}\p{N} -]{1,40}?)\s+(?:group|arm)\s+(were|was)\s+([^,;.]+)/giu,
      (_, when: string | undefined, n1: string, a1: string, kind: string, n2: string, a2: string, verb: string, what: string) =>
        `In the ${a1} ${kind}, ${when ?? ''}${n1} ${verb} ${what}; in the ${a2} ${kind}, ${when ?? ''}${n2} ${verb} ${what}`,
    )
    .replace(/\ball\s+(\d[\d,]*)\s+(?:[\p{L}-]+\s+)?in\s+the\s+([\p{L}\p{N} -]{1,40}?)\s+(group|arm)\s+received\s+[^,;.()]+/giu, (_, n: string, a: string, kind: string) => `all received allocated intervention (n=${n}) in the ${a} ${kind}`);
}

/**
 * One clause per arm: "138 metformin and 143 placebo patients were analysed", "188 and 195 were
 * analysed in the A and B arms respectively", "400 were randomised to A (n=200) or B (n=200)".
 */
function perArmClauses(written: string): string[] {
  // "At 12 months, 5 exercise and 8 usual care participants were lost to follow-up": the time goes after the verb's words.
  const when = /^((?:at|by|after|during|over|within)\s+[^,]{1,30}),\s*(?=\d)/i.exec(written);
  const t = when ? written.slice(when[0].length) : written;
  const clauses = perArmOnly(t);
  return when ? clauses.map((c) => `${c} ${when[1]!.toLowerCase()}`) : clauses;
}

/** "We screened 500 patients ... and excluded 100" read as "500 patients were screened ..., and 100 were excluded". */
function inPassive(sentence: string): string {
  return sentence
    .replace(/^we\s+(?:then\s+|first\s+)?(screened|assessed|approached|recruited|enrolled|randomi[sz]ed|excluded|analy[sz]ed)\s+(\d[\d,]*)(\s+(?:patients|participants|subjects|people|women|men|children|adults|volunteers))?\b/i, (_, verb: string, n: string, who?: string) => `${n}${who ?? ''} were ${verb.toLowerCase()}`)
    .replace(/\s+and\s+(excluded|randomi[sz]ed|enrolled|analy[sz]ed)\s+(\d[\d,]*)\b/gi, (_, verb: string, n: string) => `, and ${n} were ${verb.toLowerCase()}`);
}

function perArmOnly(t: string): string[] {
  const perArm = COUNT_PER_ARM.exec(t);
  if (perArm && !/\brespectively$/i.test(t)) {
    const verb = `${perArm[5] ?? ''}${perArm[6]} ${perArm[7]}`;
    return [`${perArm[1]} ${perArm[2]} ${verb}`, `${perArm[3]} ${perArm[4]} ${verb}`];
  }
  const respectively = RESPECTIVELY.exec(t);
  if (respectively) {
    const [, n1, n2, verb, a1, a2, kind] = respectively;
    return [`${n1} were ${verb} in the ${a1} ${kind!.replace(/s$/, '')}`, `${n2} were ${verb} in the ${a2} ${kind!.replace(/s$/, '')}`];
  }
  const toArms = ARMS_WITH_COUNTS.exec(t);
  if (toArms) {
    const arms = splitOutsideBrackets(toArms[3]!, /\s*,(?!\d{3}(?!\d))\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+/).filter((a) => /\(n\s*=\s*\d/i.test(a));
    if (arms.length >= 2) {
      const lead = toArms[1]!.trim();
      return [...(/\d/.test(lead) ? [`${lead} ${toArms[2]}`] : []), ...arms.map((a) => `Allocated to ${a.trim().replace(/^to\s+/i, '')}`)];
    }
  }
  return [t];
}

const RESPECTIVELY = /^(\d[\d,]*)\s+and\s+(\d[\d,]*)\s+(?:(?:patients|participants|subjects)\s+)?(?:were|was)\s+([\p{L} -]{1,30}?)\s+in\s+the\s+([\p{L}\p{N} -]{1,40}?)\s+and\s+([\p{L}\p{N} -]{1,40}?)\s+(groups|arms),?\s+respectively$/iu;
const ARMS_WITH_COUNTS = /^(.*?)\b((?:randomly\s+)?(?:randomi[sz]ed|allocated|assigned))\s+to\s+(.+\(n\s*=\s*\d[^)]*\).+\(n\s*=\s*\d[^)]*\))$/i;

type Place = Phase | 'randomised' | 'excluded' | null;

function phaseOf(written: string, afterRandomisation: boolean): Place {
  // "8 did not (withdrew consent)": the words in brackets are a reason, not the phase.
  // "Received allocation (n=290): 3 did not receive, withdrew ...": the box is what comes before the colon.
  const text = written.replace(/^([^:]*\bn\s*=\s*\d[^:]*):\s.*$/i, '$1').replace(/\s*\([^()]*\)/g, '').trim() || written;
  if (/\banaly[sz]ed\b|\banaly[sz]is\b|excluded from (?:the )?analys/i.test(text)) return 'Analysis';
  if (/\blost to follow|\bdiscontinued\b|\bwithdr[ae]w|\bdropped out\b|\bfollow[- ]up\b|\bdied\b/i.test(text)) return 'Follow-Up';
  if (/\ballocated\b|\bassigned to\b|\breceived\b|\bdid not receive\b|\brandomi[sz]ed to\b|^\d[\d,]*\s+did not\s*(?:\(|$)/i.test(text)) return 'Allocation';
  if (/\brandomi[sz]|\brandomly assigned\b/i.test(text)) return 'randomised';
  if (/\bexcluded\b/i.test(text)) return afterRandomisation ? 'Follow-Up' : 'excluded';
  if (!afterRandomisation && /\b(?:ineligible|not eligible|declined|refused|did not meet)\b/i.test(text)) return 'excluded';
  if (/\beligib|\bassessed\b|\bscreened\b|\benrol|\bconsented\b|\brecruited\b|\bapproached\b|\bidentified\b/i.test(text)) return 'Enrollment';
  return null;
}

function stageOf(place: Exclude<Place, null>): Phase {
  return place === 'randomised' || place === 'excluded' ? 'Enrollment' : place;
}

/** Lines under a box that the template draws as bullets: reasons, and who did (not) receive the intervention. */
function isBulleted(phase: Phase, line: string): boolean {
  if (phase === 'Allocation') return /\breceive/i.test(line);
  if (phase === 'Analysis') return /\bexcluded\b/i.test(line);
  return false;
}

interface Arm {
  name: string;
  boxes: Map<Phase, FlowNode>;
}

/** Reads a CONSORT description into the builder; returns its title when it names one. */
export function readConsort(text: string, b: GraphBuilder): { title?: string } {
  const stages = new Map<Phase, string>();
  const stage = (phase: Phase) => {
    let id = stages.get(phase);
    if (!id) {
      id = b.addGroup(phase, 'stage').id;
      stages.set(phase, id);
    }
    return id;
  };
  const arms: Arm[] = [];
  let title: string | undefined;
  let assessed: FlowNode | undefined;
  let randomised: FlowNode | undefined;
  let excluded: FlowNode | undefined;
  let current: { node: FlowNode; phase: Phase } | undefined;
  let arm: Arm | undefined;
  let armSource = -1;

  /** The arm whose name shares most words with the text. */
  const armNamed = (words: string) => {
    // "received allocated intervention" names no arm called intervention.
    const lower = words.toLowerCase().replace(/\b(?:allocated|the|an?) intervention\b/g, '');
    let best: Arm | undefined;
    let bestScore = 0;
    for (const a of arms) {
      // The whole name ("drug B") outweighs any number of shared words ("drug").
      const whole = new RegExp(`\\b${escape(a.name)}\\b`).test(lower) ? 100 : 0;
      const score = whole + a.name.split(/[\s-]+/).filter((w) => w.length >= 3 && new RegExp(`\\b${escape(w)}\\b`).test(lower)).length;
      if (score > bestScore) [best, bestScore] = [a, score];
    }
    return best;
  };
  const addLines = (node: FlowNode, phase: Phase, lines: string[], bulleted?: boolean) => {
    for (const line of lines) node.label = `${node.label}\n${(bulleted ?? isBulleted(phase, line)) ? '• ' : ''}${line}`;
  };
  /** Words the shape has no place for keep their place in the figure: a note in their stage. */
  const keepAsNote = (words: string, phase: Phase) => {
    const note = b.addNode(words, 'note', stage(phase));
    // Joined only to the arm it names: a dotted line to a box it is not about would be a wrong reading.
    const about = armNamed(words);
    const box = about && PHASES.slice(0, PHASES.indexOf(phase) + 1).reverse().map((p) => about.boxes.get(p)).find(Boolean);
    if (box) b.addEdge(box.id, note.id, { line: 'dotted', arrow: 'none' });
  };

  const read = (piece: Piece): void => {
    const line = piece.text;
    const place = phaseOf(line, randomised !== undefined || arms.length > 0);
    // A box line has a count: "(n=12)", or a sentence that starts with one ("12 were ...").
    const counted = /\bn\s*=\s*\d/i.test(line) || countedClause(line) !== null;
    if (!counted && /:\s*$/.test(line) && POINTER.test(line)) {
      // "From our results section:", "numbers below:": the line points at the flow, it is not part of it.
      return;
    }
    if (piece.heading || (!/\d/.test(line) && !current && !title && !piece.bullet && line.split(/\s+/).length <= 10 && !/\b(?:allocated|assigned|randomi[sz]ed) to\b/i.test(line))) {
      // "A randomised trial." or a heading above the flow: its name, never a box.
      title ??= line.replace(/[.:]+$/, '');
      return;
    }
    if (piece.bullet && current && (place === null || !/\b(?:allocated|assigned|randomi[sz]|analy[sz]ed|lost to follow|assessed|screened)/i.test(line))) {
      // A reason on a bulleted line under the box before it ("- declined to participate (n=8)").
      const { head, lines } = boxLines(line);
      addLines(current.node, current.phase, [head, ...lines], current.phase === 'Enrollment' || isBulleted(current.phase, head));
      return;
    }
    if (place === null || (!counted && !/\b(?:allocated|assigned|randomi[sz]ed) to\b/i.test(line))) {
      keepAsNote(line.replace(/[.]+$/, ''), place === null ? (current?.phase ?? 'Enrollment') : stageOf(place));
      return;
    }
    const { head, lines } = boxLines(line);
    if (place === 'Enrollment') {
      if (!assessed) {
        assessed = b.addNode(head, 'process', stage('Enrollment'));
        addLines(assessed, 'Enrollment', lines, true);
        current = { node: assessed, phase: 'Enrollment' };
      } else addLines(current?.node ?? assessed, 'Enrollment', [head, ...lines]);
      return;
    }
    if (place === 'excluded') {
      if (excluded && !/\bexcluded\b/i.test(line)) {
        // "40 were ineligible and 10 declined": reasons for the exclusion box, however it was started.
        addLines(excluded, 'Enrollment', [head, ...lines], /\bexcluded\b/i.test(excluded.label));
        return;
      }
      excluded = b.addNode(head, 'note', stage('Enrollment'));
      addLines(excluded, 'Enrollment', lines, true);
      if (assessed) b.addEdge(assessed.id, excluded.id);
      current = { node: excluded, phase: 'Enrollment' };
      return;
    }
    if (place === 'randomised') {
      randomised = b.addNode(head, 'process', stage('Enrollment'));
      addLines(randomised, 'Enrollment', lines);
      if (assessed) b.addEdge(assessed.id, randomised.id);
      current = { node: randomised, phase: 'Enrollment' };
      return;
    }
    // Allocation, follow-up and analysis boxes belong to an arm: the one the line names, else the one last named.
    const named = /\b(?:in|for)\s+the\s+([\p{L}\p{N} -]{1,40}?)\s+(?:group|arm)\b/iu.exec(line)?.[1]?.toLowerCase() || countedClause(line)?.who.toLowerCase() || piece.arm;
    const namedArm = named ? (armNamed(named) ?? arms.find((a) => a.name === named)) : undefined;
    const startsArm = place === 'Allocation' && /\b(?:allocated|assigned|randomi[sz]ed) to\b/i.test(line);
    let target: Arm;
    if (startsArm) {
      const name = armName(line) ?? `arm ${arms.length + 1}`;
      target = arms.find((a) => a.name === name) ?? newArm(arms, name);
      armSource = piece.source;
    } else target = namedArm ?? (piece.source === armSource ? arm : undefined) ?? armNamed(line) ?? arm ?? newArm(arms, armName(line) ?? `arm ${arms.length + 1}`);
    arm = target;
    const box = target.boxes.get(place);
    if (box) {
      addLines(box, place, [head, ...lines]);
      current = { node: box, phase: place };
      return;
    }
    const node = b.addNode(head, 'process', stage(place));
    addLines(node, place, lines);
    const before = PHASES.slice(0, PHASES.indexOf(place)).reverse().map((p) => target.boxes.get(p)).find(Boolean);
    const from = before ?? randomised ?? assessed;
    if (from) b.addEdge(from.id, node.id);
    target.boxes.set(place, node);
    current = { node, phase: place };
  };
  /** "Excluded from analysis = those lost to follow-up": each arm's line naming the count it refers to. */
  const byReference = (piece: Piece): boolean => {
    const those = /^(.+?)\s*(?:=|:|\bare\b|\bwere\b)\s*(?:all\s+)?(?:those|the ones|the participants|the patients)\s+(.+?)\.?$/i.exec(piece.text);
    if (!those || arms.length === 0) return false;
    const said = those[2]!.trim().toLowerCase();
    const counts = arms.map((a) => {
      const lines = [...a.boxes.values()].flatMap((node) => node.label.split('\n'));
      return lines.map((l) => l.replace(/^•\s*/, '')).find((l) => l.toLowerCase().startsWith(said))?.match(/\(n\s*=\s*(\d[\d,]*)\)/)?.[1];
    });
    if (counts.some((n) => n === undefined)) return false;
    const phase = stageOf(phaseOf(those[1]!, true) ?? 'Follow-Up');
    // The count is the one written for that arm's box, not computed: the words say which.
    arms.forEach((a, k) => {
      const box = PHASES.slice(0, PHASES.indexOf(phase) + 1).reverse().map((p) => a.boxes.get(p)).find(Boolean);
      if (box) addLines(box, phase, [`${upperFirst(those[1]!.trim())}: those ${said} (n=${counts[k]})`]);
    });
    return true;
  };
  for (const piece of pieces(text)) {
    if (byReference(piece)) continue;
    const counts = countsPerArm(piece.text);
    if (!counts) read(piece);
    // "Lost to follow-up (n=12) and (n=9)": one count per arm, in the order the arms were allocated.
    else if (counts.length === arms.length) counts.forEach((words, k) => read({ ...piece, text: words, arm: arms[k]!.name }));
    // As many counts as arms, or no arm can be named: the words stay together, beside the flow.
    else keepAsNote(piece.text.replace(/[.]+$/, ''), stageOf(phaseOf(piece.text, true) ?? 'Follow-Up'));
  }
  orderStages(b, stages);
  return title ? { title } : {};
}

function newArm(arms: Arm[], name: string): Arm {
  const made = { name, boxes: new Map<Phase, FlowNode>() };
  arms.push(made);
  return made;
}

/** The stages in the template's order, whichever sentence came first; a phase nobody wrote has none. */
function orderStages(b: GraphBuilder, stages: Map<Phase, string>): void {
  const groups = b.graph.groups;
  const slots = groups.map((g, i) => (g.kind === 'stage' && [...stages.values()].includes(g.id) ? i : -1)).filter((i) => i >= 0);
  const ordered = PHASES.filter((p) => stages.has(p)).map((p) => groups.find((g) => g.id === stages.get(p))!);
  slots.forEach((slot, k) => (groups[slot] = ordered[k]!));
}

/** The arm's name: "allocated to intervention (n=50)" -> "intervention". */
function armName(line: string): string | undefined {
  const m =
    /\b(?:allocated|assigned|randomi[sz]ed)\s+to\s+(?:the\s+|receive\s+)?((?:[^(,:;]|,\d{3})+?)\s*(?:group|arm)?\s*(?:\(|,(?!\d{3})|:|;|$)/i.exec(line) ??
    /\b(?:in|to)\s+the\s+([\w -]{1,30}?)\s+(?:group|arm)\b/i.exec(line) ??
    /^([\w -]{1,30}?)\s+(?:group|arm)\b/i.exec(line);
  return m?.[1]?.trim().toLowerCase();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
