// PRISMA 2020 study-selection diagrams from a review's results paragraph or terse notes: the
// template's boxes (identified, removed before screening, screened, excluded, sought, not
// retrieved, assessed, reports excluded with reasons, included), its arrows and its three phases.
// Counts are the ones written, thousands separators kept: none is computed or checked, and a
// box whose count is not written is left out (its arrows re-joined). A number of the text with no
// place in the template is refused, named (FLOWCHART_TEXT_UNPLACED).
import { FlowchartError } from '../errors.ts';
import { said, saidAs } from '../../shared/said.ts';
import type { FlowNode } from '../model.ts';
import type { GraphBuilder } from './builder.ts';
import { splitOutsideBrackets } from './brackets.ts';

type Stage = 'identified' | 'removed' | 'screened' | 'recordsExcluded' | 'sought' | 'notRetrieved' | 'assessed' | 'reportsExcluded' | 'included';
const ORDER: Stage[] = ['identified', 'removed', 'screened', 'recordsExcluded', 'sought', 'notRetrieved', 'assessed', 'reportsExcluded', 'included'];
const PHASE: Record<Stage, 'Identification' | 'Screening' | 'Included'> = {
  identified: 'Identification',
  removed: 'Identification',
  screened: 'Screening',
  recordsExcluded: 'Screening',
  sought: 'Screening',
  notRetrieved: 'Screening',
  assessed: 'Screening',
  reportsExcluded: 'Screening',
  included: 'Included',
};
/** The main column, top to bottom; the side boxes hang off the box before them. */
const COLUMN: Stage[] = ['identified', 'screened', 'sought', 'assessed', 'included'];
const SIDE: Partial<Record<Stage, Stage>> = { removed: 'identified', recordsExcluded: 'screened', notRetrieved: 'sought', reportsExcluded: 'assessed' };

const NAMES_PRISMA = /\bprisma\b/i;
/** Words asking for the drawing or pointing at the text ("Here's my paragraph:"), not part of the flow. */
const REQUEST = /\b(?:please|pls|need|want|draw|make|create|diagram|flow\s?charts?|flow|figure|paragraph|here(?:'s| is)|thanks?|hi|hello|prisma|below|attached|section|text)\b|:\s*$/i;
const NAMES_2020 = /\bprisma\b[^.\n]{0,40}\b2020\b|\b2020\b[^.\n]{0,20}\bprisma\b/i;
/** Words only the 2020 template uses (registers, reports sought, automation tools ...). */
const MARKERS = [
  /\bregisters?\b/i,
  /\bsought\b|\bfor retrieval\b/i,
  /\bnot\s+(?:be\s+)?(?:retrieved|obtained)\b/i,
  /\bautomation\b/i,
  /\bbefore screening\b/i,
  /\breports?\s+(?:were\s+)?assessed\b|\bassessed\s+\d[\d,]*\s+(?:full[- ]text\s+)?reports\b/i,
];
const STAGE_WORDS: Array<[RegExp, string]> = [
  [/\bidentif|\bdatabases?\b|\bregisters?\b|\bsearch/i, 'identified'],
  [/\bduplicat|\bdupes?\b|\bremoved\b|\bautomation\b/i, 'removed'],
  [/\bscreen/i, 'screened'],
  [/\bexclu/i, 'excluded'],
  [/\bsought\b|\bretriev|\bobtain|\bunavailable\b/i, 'sought'],
  [/\bassess|\bfull[- ]texts?\b/i, 'assessed'],
  [/\binclu/i, 'included'],
];

const TITLE_PHRASE = /\b(?:title it|call it|name it|titled?|entitled?|caption(?: it)?)\s*:?\s*["“'‘]([^"”’\n]{1,200})["”’]\.?/i;
/** What is left of a title phrase whose end was taken out with the request ("Title it "Figure 2."). */
const TITLE_CUT = /\b(?:title it|call it|name it|titled?|entitled?|caption(?: it)?)\s*:?\s*["“'‘][^"”’\n]*?(?=\s+\p{Lu}|$)/iu;

/** A count as written: "1,287", "402"; "(n = 83)" is read with its brackets. */
const COUNT = /(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,]*\d)|(?<![\d.,])\d+(?![.,]?\d)/g;
const NUMBER_WORDS = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ');
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');

/** A PRISMA 2020 flow: the 2020 template named, or its wording, with counts at three of its stages at least. */
export function looksLikePrisma(text: string, asked = false): boolean {
  const stages = stagesWithCounts(text);
  const markers = MARKERS.filter((m) => m.test(text)).length;
  if (asked || NAMES_2020.test(text)) return stages >= 3;
  if (NAMES_PRISMA.test(text)) return stages >= 3 && markers >= 1;
  return stages >= 4 && markers >= 2;
}

/**
 * A prompt that only asks for a PRISMA 2020 diagram of what is attached ("PRISMA flow from the
 * attached results section please (2020 version)"): it names the form, it holds no step.
 */
export function onlyAsksForPrisma(text: string): boolean {
  const t = text.trim();
  return NAMES_PRISMA.test(t) && !/\n\s*\S/.test(t) && stagesWithCounts(t) === 0 && t.split(/\s+/).length <= 20;
}

function stagesWithCounts(text: string): number {
  const found = new Set<string>();
  for (const sentence of sentencesOf(withNumerals(text.replace(NAMES_2020, 'prisma')))) {
    for (const atom of atomsOf(sentence)) {
      if (!countOf(atom.own)) continue;
      const stage = STAGE_WORDS.find(([p]) => p.test(atom.own))?.[1];
      if (stage) found.add(stage);
    }
  }
  return found.size;
}

interface Atom {
  /** The clause's own words, with its count. */
  own: string;
  /** After "excluded ...:" in its sentence: a reason of that exclusion. */
  reason: boolean;
}

interface Box {
  stage: Stage;
  head: string;
  lines: string[];
}

/** Reads a PRISMA 2020 description into the builder; returns its title when it names one. */
export function readPrisma(written: string, b: GraphBuilder, fromDocument = false, whole = written): { title?: string } {
  let text = written;
  let title: string | undefined;
  // The title is read from the whole text: the request's sentences around it may have been taken out.
  const named = TITLE_PHRASE.exec(whole) ?? /^\s*title\s*:\s*(.+)$/im.exec(whole);
  if (named) {
    title = named[1]!.trim().replace(/[.:]$/, '');
    const here = TITLE_PHRASE.exec(text) ?? /^\s*title\s*:\s*(.+)$/im.exec(text) ?? TITLE_CUT.exec(text);
    if (here) text = text.slice(0, here.index) + text.slice(here.index + here[0].length);
  }
  // "(Fig. 1)" points at the figure being drawn: a reference, not a count.
  text = text.replace(/\s*\((?:see\s+)?(?:fig(?:ure)?s?\.?|tables?)\s*\d+[a-z]?\)/gi, '').replace(/\(\s*20(?:09|20)\s+version\s*\)/gi, '').replace(NAMES_2020, (m) => m.replace(/\b2020\b/, ''));

  const boxes = new Map<Stage, Box>();
  const box = (stage: Stage, head: string): Box => {
    let found = boxes.get(stage);
    if (!found) {
      found = { stage, head, lines: [] };
      boxes.set(stage, found);
    }
    return found;
  };
  let last: Stage | undefined;
  for (const sentence of sentencesOf(withNumerals(text), fromDocument)) {
    const numbers = sentence.match(/\d+(?:[.,]\d+)*/g) ?? [];
    const used: string[] = [];
    const use = (n: string) => used.push(n);
    const ofIncluded = /^\s*reports?\s+of\s+(?:the\s+)?included\s+stud(?:y|ies)\s*(?:\(\s*n\s*=\s*|:\s*|\s)(\d+(?:,\d{3})*)\)?\s*\.?\s*$/i.exec(sentence);
    if (ofIncluded) {
      // "Reports of included studies (n = 32)" on its own line: the included box's second line.
      const line = `Reports of included studies (n = ${ofIncluded[1]})`;
      const included = boxes.get('included');
      if (included) included.lines.push(line);
      else box('included', line);
      use(ofIncluded[1]!);
      last = 'included';
      checkPlaced(sentence, numbers, used);
      continue;
    }
    if (/\binclu/i.test(sentence) && !/\bexclu/i.test(sentence) && /\bstud(?:y|ies)\b|\breports?\b/i.test(sentence)) {
      // "Thirty-three studies, reported in 37 reports, were included in the review."
      const studies = /(\d[\d,]*)\s+(?:[\p{L}-]+\s+){0,2}?stud(?:y|ies)\b|\bstud(?:y|ies)\b\s*(?:\(\s*n\s*=\s*)?(\d[\d,]*)/iu.exec(sentence);
      const reports = /(\d[\d,]*)\s+(?:[\p{L}-]+\s+){0,2}?reports?\b|\breports?\b\s*(?:\(\s*n\s*=\s*)?(\d[\d,]*)/iu.exec(sentence);
      if (studies || reports) {
        const included = box('included', studies ? `Studies included in review (n = ${studies[1] ?? studies[2]})` : `Reports of included studies (n = ${reports![1] ?? reports![2]})`);
        if (studies) use(studies[1] ?? studies[2]!);
        if (studies && reports) {
          included.lines.push(`Reports of included studies (n = ${reports[1] ?? reports[2]})`);
          use(reports[1] ?? reports[2]!);
        }
        if (!studies && reports) use(reports[1] ?? reports[2]!);
        last = 'included';
        checkPlaced(sentence, numbers, used);
        continue;
      }
    }
    for (const atom of atomsOf(sentence)) {
      const own = atom.own;
      const count = countOf(own);
      if (!count) continue;
      const kind = STAGE_WORDS.find(([p]) => p.test(own))?.[1];
      if (!kind || (atom.reason && !/\bexclu|\bremoved\b/i.test(own))) {
        // A reason after "excluded:" or a clause with no stage word after an exclusion box.
        const target = last && ['removed', 'recordsExcluded', 'reportsExcluded'].includes(last) ? boxes.get(last) : undefined;
        if (!target) continue;
        use(count.n);
        target.lines.push(reasonLine(count));
        for (const n of count.inside) use(n);
        continue;
      }
      // "Records after duplicates removed (n = 900)" (the older template's box) counts what was screened.
      const afterRemoval = /\b(?:after|following)\s+(?:the\s+)?(?:removal\s+of\s+|removing\s+)?(?:duplicates?|dupes?|de-?duplication)\b/i.test(count.words) && own.search(/duplicat|dupes?\b|de-?duplication/i) < own.indexOf(count.n);
      const stage = afterRemoval && !/\bexclu/i.test(own) ? 'screened' : stageOf(own, kind, last);
      use(count.n);
      const brackets = count.brackets.filter((x) => !/^no\s+registers?\b|\bregisters?\s+not\b|^fig(?:ure|\.)?\s*\d/i.test(x));
      const sources = brackets.flatMap((x) => splitOutsideBrackets(x, /[;,]\s*(?:and\s+)?|\s+and\s+/)).map((x) => /^(databases?|registers?|other (?:sources|methods))\s*(?::|n\s*=)?\s*(\d+(?:,\d{3})*)$/i.exec(x.trim()));
      if (stage === 'identified' && sources.length > 0 && sources.every(Boolean)) {
        // "1,024 records (databases n = 980; registers n = 44)": the total, then a line per source.
        const identified = box('identified', `Records identified (n = ${count.n}):`);
        for (const m of sources) {
          identified.lines.push(`${upperFirst(m![1]!.toLowerCase().replace(/^(database|register)$/, '$1s'))} (n = ${m![2]})`);
          use(m![2]!);
        }
      } else if (stage === 'identified') {
        const identified = box('identified', 'Records identified from:');
        const source = /\bregist/i.test(count.words) ? 'Registers' : /\bdatabase|\bsearch/i.test(count.words) || !/\bother\b|\bwebsites?\b|\bcitation/i.test(count.words) ? 'Databases' : 'Other methods';
        // Per-database counts are kept, names alone are not ("the searches of MEDLINE, Embase ... identified").
        const perSource = brackets.filter((x) => COUNT.test(x) && (COUNT.lastIndex = 0) === 0);
        identified.lines.push(`${source} (n = ${count.n}${perSource.length > 0 ? `: ${perSource.join('; ')}` : ''})`);
        for (const x of perSource) for (const n of x.match(COUNT) ?? []) use(n);
      } else if (stage === 'removed') {
        const removed = box('removed', 'Records removed before screening:');
        const what = /\bduplicat|\bdupes?\b/i.test(own) ? 'Duplicate records removed' : /\bautomation\b/i.test(own) ? 'Records marked as ineligible by automation tools' : 'Records removed for other reasons';
        removed.lines.push(`${what} (n = ${count.n})${brackets.length > 0 ? `: ${brackets.join('; ')}` : ''}`);
      } else {
        const found = boxes.get(stage);
        const heads: Record<Exclude<Stage, 'identified' | 'removed'>, string> = {
          screened: 'Records screened',
          recordsExcluded: 'Records excluded',
          sought: 'Reports sought for retrieval',
          notRetrieved: 'Reports not retrieved',
          assessed: 'Reports assessed for eligibility',
          reportsExcluded: 'Reports excluded',
          included: /\breports?\b/i.test(own) && !/\bstud/i.test(own) ? 'Reports of included studies' : 'Studies included in review',
        };
        const head = `${heads[stage]} (n = ${count.n})`;
        // The same box named again with its count ("Of the 262 reports sought ...") is that box.
        const target = found && !found.head.includes(`(n = ${count.n})`) ? found : box(stage, head);
        if (target.head !== head && !found?.head.includes(`(n = ${count.n})`)) target.lines.push(head);
        const reasons = brackets.filter((x) => COUNT.test(x) && (COUNT.lastIndex = 0) === 0);
        for (const x of reasons) {
          for (const item of splitOutsideBrackets(x, /[,;]\s*(?:and\s+)?|\s+and\s+/)) {
            const reason = countOf(item.trim());
            if (reason) {
              target.lines.push(reasonLine(reason));
              use(reason.n);
              for (const n of reason.inside) use(n);
            } else if (item.trim()) target.lines.push(upperFirst(item.trim()));
          }
        }
        for (const x of brackets.filter((y) => !reasons.includes(y))) target.lines.push(upperFirst(x));
      }
      last = stage;
    }
    if (used.length === 0 && !fromDocument && !REQUEST.test(sentence) && /\p{L}/u.test(sentence)) {
      // A sentence of the prompt with no count drawn and no request in it: its words would be lost.
      throw new FlowchartError(
        'FLOWCHART_TEXT_UNPLACED',
        `${said(sentence.trim().slice(0, 120), 'A sentence of the prompt')} has no place in the PRISMA 2020 diagram: no count of one of its boxes is in it; write it as a count of a box or leave it out (see docs/flowchart-requests.md).`,
      );
    }
    checkPlaced(sentence, numbers, used);
  }
  draw(b, boxes);
  return title ? { title } : {};
}

function stageOf(own: string, kind: string, last: Stage | undefined): Stage {
  if (/\bnot\s+(?:be\s+)?(?:retrieved|obtained|available|found|located)\b|\bunavailable\b|\bnot retriev/i.test(own)) return 'notRetrieved';
  if (/\bduplicat|\bdupes?\b|\bautomation\b/i.test(own)) return 'removed';
  if (/\bexclu/i.test(own)) return last && ORDER.indexOf(last) >= ORDER.indexOf('sought') ? 'reportsExcluded' : 'recordsExcluded';
  if (/\bremoved\b/i.test(own)) return 'removed';
  if (/\bsought\b|\bfor retrieval\b/i.test(own)) return 'sought';
  return kind as Stage;
}

/** The template's boxes in its order, joined down the main column and out to the side boxes. */
function draw(b: GraphBuilder, boxes: Map<Stage, Box>): void {
  const groups = new Map<string, string>();
  const nodes = new Map<Stage, FlowNode>();
  for (const stage of ORDER) {
    const found = boxes.get(stage);
    if (!found) continue;
    const phase = PHASE[stage];
    let group = groups.get(phase);
    if (!group) {
      group = b.addGroup(phase, 'stage').id;
      groups.set(phase, group);
    }
    const head = found.lines.length > 0 && /\(n = [^)]*\)$/.test(found.head) && (stage === 'recordsExcluded' || stage === 'reportsExcluded') ? `${found.head}:` : found.head;
    nodes.set(stage, b.addNode([head, ...found.lines].join('\n'), 'process', group));
  }
  let above: FlowNode | undefined;
  for (const stage of ORDER) {
    const node = nodes.get(stage);
    if (!node) continue;
    const side = SIDE[stage];
    if (side) {
      // A side box hangs off its main box, or the main box above it when that one is not written.
      const from = nodes.get(side) ?? above;
      if (from) b.addEdge(from.id, node.id);
    } else if (COLUMN.includes(stage)) {
      if (above) b.addEdge(above.id, node.id);
      above = node;
    }
  }
}

interface Count {
  n: string;
  /** The clause without its count, and without brackets. */
  words: string;
  /** Bracketed parts other than "(n = X)". */
  brackets: string[];
  /** Numbers inside those brackets. */
  inside: string[];
}

/** The clause's count: "(n = 83)", or its first number outside brackets; null when it has none. */
function countOf(clause: string): Count | null {
  const brackets: string[] = [];
  let n: string | undefined;
  let outside = '';
  let depth = 0;
  let current = '';
  for (const c of clause) {
    if (c === '(' || c === '[') {
      if (depth++ === 0) {
        current = '';
        continue;
      }
    } else if ((c === ')' || c === ']') && depth > 0) {
      if (--depth === 0) {
        const inner = current.trim();
        const only = /^(?:n\s*=\s*)?(\d+(?:,\d{3})*)$/i.exec(inner);
        if (only && n === undefined) n = only[1];
        else if (inner) brackets.push(inner);
        continue;
      }
    }
    if (depth > 0) current += c;
    else outside += c;
  }
  const equals = /\bn\s*=\s*(\d[\d,]*)/i.exec(outside);
  const first = equals ?? new RegExp(COUNT.source).exec(outside);
  if (n === undefined && first) {
    n = first[1] ?? first[0];
    outside = outside.slice(0, first.index) + outside.slice(first.index + first[0].length);
  }
  if (n === undefined) return null;
  const inside = brackets.flatMap((x) => x.match(COUNT) ?? []);
  return { n, words: outside.replace(/\bn\s*=\s*/i, '').replace(/\s{2,}/g, ' ').replace(/^[\s,;:]+|[\s,;:.]+$/g, ''), brackets, inside };
}

/** "wrong design 23", "no relevant outcome n = 30", "83 population not of interest" -> "Wrong design (n = 23)". */
function reasonLine(count: Count): string {
  const words = count.words
    .replace(/^(?:of\s+(?:which|whom|these)\s+|and\s+)/i, '')
    .replace(/^(?:were|was)\s+(?:excluded\s+)?(?:because\s+(?:of\s+)?|for\s+|as\s+|due to\s+)?/i, '')
    .trim();
  return `${upperFirst(words)} (n = ${count.n})${count.brackets.length > 0 ? `: ${count.brackets.join('; ')}` : ''}`;
}

/** Sentences, and lines of notes; a paper's paragraphs that hold no selection flow are left out. */
function sentencesOf(text: string, fromDocument = false): string[] {
  const joined = text.replace(/(\p{L})-\n(\p{Ll})/gu, '$1$2');
  const blocks = fromDocument ? paragraphs(joined) : [joined];
  const out: string[] = [];
  for (const block of blocks) {
    const lines = fromDocument ? [block.replace(/\s*\n\s*/g, ' ')] : block.split('\n');
    const sentences = lines.flatMap(splitSentences).map((s) => s.trim()).filter(Boolean);
    if (fromDocument && !flowBlock(sentences)) continue;
    out.push(...sentences);
  }
  return out;
}

/** A paper's paragraphs: parted by blank lines and headings ("# Results", "3.1 Study selection"), a heading its own. */
function paragraphs(text: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  const end = () => {
    if (current.length > 0) out.push(current.join('\n'));
    current = [];
  };
  for (const line of text.split('\n')) {
    if (line.trim() === '') end();
    else if (/^\s*#|^\s*\d+(?:\.\d+)*\.?\s+\p{Lu}[^.!?]{0,80}$/u.test(line)) {
      end();
      out.push(line);
    } else current.push(line);
  }
  end();
  return out;
}

/** A paragraph of a paper that gives counts at two stages at least. */
function flowBlock(sentences: string[]): boolean {
  const found = new Set<string>();
  for (const s of sentences) for (const atom of atomsOf(s)) if (countOf(atom.own)) found.add(STAGE_WORDS.find(([p]) => p.test(atom.own))?.[1] ?? '');
  found.delete('');
  return found.size >= 2;
}

function splitSentences(line: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (depth === 0 && /[.!?]/.test(c) && (i + 1 === line.length || /\s/.test(line[i + 1]!))) {
      if (c === '.' && /\b(?:fig|e\.g|i\.e|vs|approx|no|ref)$/i.test(line.slice(Math.max(0, i - 6), i))) continue;
      out.push(line.slice(start, i + 1));
      start = i + 1;
    }
  }
  out.push(line.slice(start));
  return out;
}

/** Clauses that each hold one count: split at commas, semicolons, colons, slashes and "and" before a count or a stage verb. */
function atomsOf(sentence: string): Atom[] {
  const body = sentence.trim().replace(/[.!?]$/, '');
  // "214 were excluded: population not of interest (n = 83), ...", "excluded for the following reasons: ...".
  const colon = /\bexclu[^:;()]{0,60}(?:\([^()]*\))?:\s*/i.exec(body);
  if (!colon) return clausesOf(body, false);
  const at = colon.index + colon[0].length;
  return [...clausesOf(body.slice(0, at).replace(/:\s*$/, ''), false), ...clausesOf(body.slice(at), true)];
}

function clausesOf(body: string, reason: boolean): Atom[] {
  return splitOutsideBrackets(
    body,
    /,\s+(?:and\s+)?|;\s*|\s+\/\s+|\s+(?:and|but)\s+(?=(?:a further\s+|another\s+|then\s+)?\d)|\s+and\s+(?=(?:then\s+)?(?:excluded|removed|assessed|screened|retrieved|included|sought)\b)/i,
  )
    .flatMap(splitBetweenCounts)
    .map((own) => ({ own: own.trim(), reason }))
    .filter((a) => a.own !== '');
}

/** "2,104 records and trial registers a further 96": an "and" with a count on either side parts two clauses. */
function splitBetweenCounts(clause: string): string[] {
  const parts = splitOutsideBrackets(clause, /\s+and\s+/);
  if (parts.length < 2) return [clause];
  const out: string[] = [];
  let current = '';
  for (const part of parts) {
    if (current && countOf(current) && countOf(part)) {
      out.push(current);
      current = part;
    } else current = current ? `${current} and ${part}` : part;
  }
  out.push(current);
  return out;
}

/** Every number of a sentence is in a box; one that is not is refused, named. */
function checkPlaced(sentence: string, numbers: string[], used: string[]): void {
  const left = [...used];
  for (const n of numbers) {
    const k = left.indexOf(n);
    if (k >= 0) {
      left.splice(k, 1);
      continue;
    }
    throw new FlowchartError(
      'FLOWCHART_TEXT_UNPLACED',
      `${saidAs(`The number ${n} in "${sentence.trim().slice(0, 120)}"`, 'A number of a sentence of the prompt')} has no place in the PRISMA 2020 diagram; write it as a count of one of its boxes (records identified, removed, screened, excluded, reports sought, not retrieved, assessed, excluded with reasons, studies included) or leave it out (see docs/flowchart-requests.md).`,
    );
  }
}

/** "Thirty-three studies", "Fifteen studies": counts spelled out, as numerals. */
function withNumerals(text: string): string {
  return text.replace(
    /\b(?:(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](one|two|three|four|five|six|seven|eight|nine))?|(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen))\b(?=\s+(?:[\p{L}-]+\s+)?(?:records?|reports?|stud(?:y|ies)|articles?|full[- ]texts?|trials?|were|was|duplicates?)\b)/giu,
    (m, tens?: string, unit?: string, small?: string) => {
      if (small) return String(NUMBER_WORDS.indexOf(small.toLowerCase()));
      if (!tens) return m;
      return String((TENS.indexOf(tens.toLowerCase()) + 2) * 10 + (unit ? NUMBER_WORDS.indexOf(unit.toLowerCase()) : 0));
    },
  );
}

function upperFirst(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}
