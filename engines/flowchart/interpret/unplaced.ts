// The check that nothing of the text was lost on the way to the graph: every number the author
// wrote is in a box, on an arrow or in the title, and no box read from words still holds
// structure the reader failed to turn into structure (a condition, a loop, parallel steps, an
// arrow, a request, a whole paragraph, a sentence cut in the wrong place). What fails is refused with the words named
// (FLOWCHART_TEXT_UNPLACED), never drawn wrong.
import type { FlowGraph } from '../model.ts';
import { ordinal, said, saidAs } from '../../shared/said.ts';
import { isAdjective, sameWord, tokens, type Word } from '../../language/index.ts';
import { areOpposites, OPPOSITES } from './conditions.ts';
import { describes, outcomeAsStep, secondAction } from './oneStepPerBox.ts';
import { isVerb, pastToBase } from './verbs.ts';
import { isRetry } from './retry.ts';

/** "1,500", "0.8", "12": numbers as written, without a trailing full stop. */
const NUMBER = /\d+(?:[.,]\d+)*/g;
/** Numbers that name a step rather than state a quantity: "go back to step 3". */
const STEP_NUMBER = /\b(?:steps?|stages?|phases?|no\.?|#)\s*$/i;
/**
 * Words in a box that are structure the reader did not turn into structure: a branch word, a
 * condition inside a step ("Check daily — if not yet confluent keep incubating"), a loop ("while", "keep ... until"),
 * parallel steps, an arrow or an outcome ("yes:"), a request for the drawing. Each names what it is.
 */
const CHOICE = /(?:^|,\s*)(?:either\s+\S.*\s+or|\S.*,\s*or)\s+(?=\S)/i;
const ARROW_INSIDE = /->|→|=>|⇒|^\|[^|]+\||\b(?:yes|no)\s*(?:[:=]|\b(?:then|go|goes)\b)/i;
const UNREAD_STRUCTURE: ReadonlyArray<[RegExp, string]> = [
  [/^(?:otherwise|else|unless|if not|or else)\b/i, 'a branch of a decision, but no decision before it could be found; write the condition with "if"'],
  [/\brespectively\b/i, 'a "respectively" list the reader could not pair; write one step per item'],
  [/(?<!^(?:check|see|ask|determine|assess|test|confirm|find out|establish|note|record|verify)\s)\b(?:if|unless|otherwise|else|whether|in case)\b/i, 'a condition inside a step; write the decision as its own sentence ("If X, A; otherwise B")'],
  // "Store at −80 °C until library preparation" is a wait; "keep washing until clear", "measure
  // every 30 min until it hits 0.6" and "keep incubating" are loops.
  [/\b(?:repeat\w*|keep|continu\w*|redo)\b.*\buntil\b|\bevery\b.*\buntil\b|\bwhile\b|\bkeep\s+\w+ing\b/i, 'a loop inside a step; write it as "repeat until X"'],
  // "check ranges — any out-of-range values get flagged": what happens to only some is a condition.
  [/\bany\s+[\w-]+(?:\s+[\w-]+)?\s+(?:get|gets|are|is|will be|should be)\s+\w+ed\b/i, 'a condition on some of what the flow carries; write it as a decision ("If X, A")'],
  // "..., and only samples with a RIN of 7 or higher were used": what goes on is only some, a condition.
  [/\bonly\s+(?:the\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:with|without|that|which|whose|where|having|showing|scoring|above|below|over|under)\b/i, 'a condition on some of what the flow carries; write it as a decision ("If X, A")'],
  // "Desk reject, or send to 2 reviewers", "either repeat or discard": a choice between steps, no question asked.
  [CHOICE, 'a choice between steps with no question that chooses; write it as a decision ("If X, A; otherwise B")'],
  // "Editor decides: accept, minor revision or reject", "choose between A and B": a decision written as a step.
  [/\b(?:decides?|chooses?|decided)\s*(?::|whether\b|between\b|if\b)/i, 'a decision written as a step; write the question and its outcomes ("Decision? accept: A; reject: B")'],
  // "Stop when OD600 reaches 1.0" after "measure every 30 min": where a loop ends, the loop not drawn.
  [/^(?:stop|end|finish|exit|halt)\s+(?:when|once|as soon as)\b/i, 'the end of a loop with no loop drawn; write it as "repeat until X"'],
  [/\b(?:in parallel|at the same time|simultaneously|meanwhile|alongside)\b/i, 'steps in parallel inside one step; write them as "in parallel: A, B and C"'],
  [/\bgo(?:es)?\s+(?:straight\s+)?on\s+to\b|\b(?:go(?:es)?|move|jump)\s+straight\s+to\b|\bskip\s+(?:straight\s+)?to\b|\b(?:re)?joins?\s+the\s+(?:others|rest|main)\b/i, 'a jump to another step inside a step; write it as a sentence of its own ("go to X")'],
  [ARROW_INSIDE, 'an arrow or an outcome inside a step; write one step or outcome per sentence or line'],
  [/\b(?:all|both|the)\s+(?:(?:two|three|four|five|\d)\s+)?(?:paths|branches|routes)\b|\beither way\b/i, 'a statement about the branches inside a step; write where they go as a sentence of its own ("all paths go to X")'],
  // "Consider alternative diagnosis (same box)", "(as a side box)", "(dashed)": a remark about how to draw, not a step's words.
  [/\([^()]*\b(?:box|boxes|arrows?|diamonds?|shapes?|dashed|dotted|bold|colou?red)\b[^()]*\)/i, 'a remark about the drawing read as a step\'s words; say how to draw it in a sentence of its own'],
  [/\b(?:flow\s?charts?|flow diagrams?|diagrams?)\b/i, 'a request about the drawing read as a step; put the request on its own, ending with ":" before the steps'],
];
/**
 * Words that send the flow back to a step already done ("dry it again", "passage again from the
 * top", "then back to the gel", "repeat the whole staining"): in a box with no arrow back, a loop not drawn.
 */
const LOOPS_BACK =
  /\bagain\b|\bfrom the (?:top|start|beginning)\b|\bstart over\b|(?:^|[,;]\s*|\b(?:and|then)\s+)(?:go\s+|loop\s+|come\s+)?back\s+to\b|\brepeat\w*\s+(?:the\s+)?(?:whole|entire|all|everything|steps?|process|procedure|protocol|from)\b/i;
/** "Those who ...", "patients whose ...": a step for only some of what the flow carries. */
/** "Those who ...", "those scoring 10 or more", "anyone with ...", "a trap with a flat battery gets ...", "batches that fail the check are ..." (a verb with its object in the relative clause): a subject that names only some of what reaches the step, a condition. */
const ONLY_SOME = /^(?:(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:who|whose)\b|(?:the\s+|any\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:that|which)\s+(?!is\b|are\b|was\b|were\b|has\b|have\b)[\w-]+\s+(?!is\b|are\b|was\b|were\b)[\w-]+\b|(?:a|an|any|each|every)\s+[\w-]+\s+(?:with|without|whose|showing|having)\s+(?:an?\s+|the\s+|no\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:gets?|is|are|has|have|receives?|goes|needs?)\b|(?:[\w-]+\s+)?(?:those|anyone)\s+(?:with|without|who|whose|scoring|having|aged|above|below|over|under|not|[\w-]+ing)\b)/i;
/** "All others were invited ...", "the rest are returned", "the remaining samples were ...": the others of a condition. */
const THE_REST = /^(?:all\s+)?(?:the\s+)?(?:others|rest|remainder)\b|^the\s+remaining\s+[\w-]+\s+(?:are|were|is|was)\b/i;
/**
 * "Positive samples are sequenced", "Invalid records go to a quarantine table" with no question on
 * the result drawn: a subject named by
 * a result that has an opposite ("positive"/"negative", "valid"/"invalid") is only some of what
 * reaches the step, those a question would pick. "Fixed cells are permeabilised" names what a step made.
 */
function unaskedResult(label: string, graph: FlowGraph): boolean {
  const m = /^(?:the\s+|all\s+|any\s+)?([a-z-]+)\s+[a-z-]+\s+(?:are|is|were|was|go|goes|get|gets|receive|receives|need|needs|undergo|undergoes)\b/i.exec(label.trim());
  if (!m) return false;
  const word = m[1]!.toLowerCase();
  // A question on the result was drawn ("If negative, ..." made its branch): the subject names that branch.
  const words = (text: string) => text.toLowerCase().split(/[^a-z-]+/);
  const asked = graph.nodes.some((n) => n.role === 'decision' && words(n.label).some((w) => w === word || areOpposites(w, word))) || graph.edges.some((e) => e.label !== undefined && words(e.label).some((w) => w === word || areOpposites(w, word)));
  if (asked) return false;
  if (OPPOSITES.some(([a, b]) => a === word || b === word)) return true;
  // "Invalid", "abnormal", "unsuitable": a result negated by its prefix; a participle ("unfixed") is what a step made.
  const unprefixed = /^(?:in|im|un|non-?|ab|dis)([a-z]{4,})$/.exec(word)?.[1];
  return unprefixed !== undefined && !/(?:ed|en)$/.test(word) && isAdjective(unprefixed) && isAdjective(word);
}

/** A step longer than this many words is a paragraph the reader did not break into steps. */
const MAX_STEP_WORDS = 24;

export function unplacedWords(
  sentences: string[],
  graph: FlowGraph,
  title: string | undefined,
  inWords: ReadonlySet<string>,
  listItems: ReadonlySet<string>,
  fannedOut: ReadonlySet<string> = new Set(),
): string | undefined {
  const shown = [title ?? '', ...graph.nodes.map((n) => n.label), ...graph.edges.map((e) => e.label ?? ''), ...graph.groups.map((g) => g.label)].join('\n');
  const held = new Set(shown.match(NUMBER) ?? []);
  for (const [i, sentence] of sentences.entries()) {
    for (const m of sentence.matchAll(NUMBER)) {
      if (held.has(m[0]) || STEP_NUMBER.test(sentence.slice(0, m.index))) continue;
      return `${saidAs(`The number ${m[0]} in "${around(sentence, m.index)}"`, `A number in the ${ordinal(i + 1)} sentence`)} has no place in the flowchart read; write the step it belongs to as a sentence or list item of its own (see docs/flowchart-requests.md).`;
    }
  }
  const action = actionLeftOut(sentences, shown);
  if (action) return action;
  const steps = graph.nodes.filter((n) => inWords.has(n.id) && n.role !== 'decision' && n.role !== 'terminator' && n.role !== 'note');
  for (const e of graph.edges) {
    const [from, to] = [graph.nodes.find((n) => n.id === e.from), graph.nodes.find((n) => n.id === e.to)];
    if (!from || !to || !inWords.has(from.id) || !inWords.has(to.id)) continue;
    // "resus? --yes" on an arrow: arrows or a question left in a label.
    if (e.label && /--|->|=>|\||\?/.test(e.label)) return `${said(e.label, 'An arrow\'s label')} holds an arrow or a question the reader did not read; write "A -> B: label" or "Is X? yes: A; no: B" (see docs/flowchart-requests.md).`;
    // "Positive clones are grown" then "negatives are discarded": two outcomes read as steps in a row.
    const [a, b] = [/^[\p{L}-]+/u.exec(from.label)?.[0] ?? '', /^[\p{L}-]+/u.exec(to.label)?.[0] ?? ''];
    if (from.role !== 'decision' && to.role !== 'decision' && a && b && areOpposites(a, b)) return `${said(around(to.label, 0), 'A step')} follows "${around(from.label, 0)}" though they are the two outcomes of one question ("${a}" / "${b}"); write the question ("Is it ${a.toLowerCase()}? yes: A; no: B") (see docs/flowchart-requests.md).`;
  }
  const named = outcomeAsStep(steps.map((n) => n.label));
  if (named) return `${said(around(named, 0), 'A step')} starts with a name and a colon as another step does, or with a value: outcomes of a question or lanes read as steps in a row; write the question before its outcomes ("What grade? Grade 1: A. Grade 2: B.") or declare the lanes ("Lanes: A, B") (see docs/flowchart-requests.md).`;
  for (const [k, node] of graph.nodes.entries()) {
    const step = `The ${ordinal(k + 1)} step`;
    // Only steps read from words: Mermaid and CONSORT boxes hold what their author wrote.
    if (!inWords.has(node.id)) continue;
    const cut = cutWhere(node.label, node.role === 'decision');
    if (cut) return `${said(around(node.label, 0), step)} ${cut}; the reader split a sentence where it should not have (see docs/flowchart-requests.md).`;
    // "Those who miss more than 2 sessions are withdrawn": who a step happens to is a condition (a decision asks it).
    // The rest of a condition read as a decision is its other branch; after a plain step, the condition was not read.
    const afterDecision = graph.edges.some((e) => e.to === node.id && graph.nodes.find((n) => n.id === e.from)?.role === 'decision');
    if (node.role !== 'decision' && (ONLY_SOME.test(node.label) || (THE_REST.test(node.label) && !afterDecision) || unaskedResult(node.label, graph))) return `${said(around(node.label, 0), step)} holds a condition on who the step is for; write it as a decision ("If X, A") (see docs/flowchart-requests.md).`;
    if (node.role !== 'terminator' && node.role !== 'note' && !listItems.has(node.id) && describes(node.label)) return `${said(around(node.label, 0), step)} says what something is, not what to do; leave it out or write the step it stands for (see docs/flowchart-requests.md).`;
    if (node.role !== 'decision' && /^(?:yes|no|y|n|true|false|positive|negative)$/i.test(node.label.trim())) return `${said(node.label, step)} is only an outcome, read as a step; write the question it answers and what follows it ("Is X? yes: A; no: B") (see docs/flowchart-requests.md).`;
    if (node.role !== 'decision' && /\?/.test(node.label)) return `${said(around(node.label, node.label.indexOf('?')), step)} holds a question inside a step; write the question and its outcomes as a sentence of their own ("Is X? yes: A; no: B") (see docs/flowchart-requests.md).`;
    if (cutFromNumbers(node.label, sentences)) return `${said(node.label, step)} is only a number: a list of numbers was cut into steps (see docs/flowchart-requests.md).`;
    const label = node.role === 'decision' ? node.label.replace(/^(?:is|are|does|do|did|has|have|was|were|can)\s+/i, '') : node.label;
    for (const [pattern, what] of UNREAD_STRUCTURE) {
      // "recode missing values (-99 → NA)", "start DOAC (apixaban, or dose-reduced)": an arrow or an
      // alternative in brackets says more about the step; it leads to no other step.
      const m = pattern.exec(pattern === ARROW_INSIDE || pattern === CHOICE ? label.replace(/\([^()]*\)/g, '') : label);
      if (m) return `${said(around(node.label, Math.max(0, node.label.indexOf(m[0]))), step)} holds ${what} (see docs/flowchart-requests.md).`;
    }
    const second = node.role !== 'terminator' && node.role !== 'note' ? secondAction(node.label) : undefined;
    if (second) return `${said(around(node.label, Math.max(0, node.label.indexOf(second))), step)} holds two actions ("${second}" begins the second); write each as a step of its own ("A, then B") (see docs/flowchart-requests.md).`;
    // "try again" drawn as a box: the attempt it repeats was not found; a loop to guess is refused.
    if (isRetry(node.label)) return `${said(node.label, step)} says the flow goes back to an attempt before it, but the reader could not tell which; write it as "go back to <step>" (see docs/flowchart-requests.md).`;
    const back = LOOPS_BACK.exec(node.label);
    // "Titrate again" with no titration before it is a step in its own words; "push fixes (which trigger CI again)" is a loop.
    const doneBefore = !/^[a-z-]+\s+again$/i.test(node.label.trim()) || doneAgain(node.label, graph.nodes.slice(0, k).map((n) => n.label));
    if (back && doneBefore && !graph.edges.some((e) => e.from === node.id && graph.nodes.findIndex((n) => n.id === e.to) <= k)) {
      return `${said(around(node.label, Math.max(0, back.index)), step)} holds a loop back to an earlier step ("${back[0].trim()}") the reader did not draw; write it as a sentence of its own ("go back to <step>") (see docs/flowchart-requests.md).`;
    }
    const ways = graph.edges.filter((e) => e.from === node.id && graph.nodes.find((n) => n.id === e.to)?.role !== 'note');
    if (node.role !== 'decision' && ways.length > 1 && ways.every((e) => !e.label) && !fannedOut.has(node.id)) {
      return `${said(around(node.label, 0), step)} leads to ${ways.length} steps with no condition on either way and no "in parallel"; write the question that chooses between them ("Is X? yes: A; no: B") (see docs/flowchart-requests.md).`;
    }
    if (!listItems.has(node.id) && node.label.split(/\s+/).length > MAX_STEP_WORDS) return `${said(around(node.label, 0), step)} is ${node.label.split(/\s+/).length} words: a paragraph the reader could not break into steps; write one step per sentence or list item (see docs/flowchart-requests.md).`;
  }
  return undefined;
}

/** "1" out of "PK sampling at 0.5, 1, 2, 4 h": a box that is only a number, cut at a comma of a sentence's list of numbers. */
function cutFromNumbers(label: string, sentences: string[]): boolean {
  const text = label.trim();
  if (!/^[\d.,\s]+(?:[a-zµ%°]{1,3})?$/i.test(text)) return false;
  const written = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const cut = new RegExp(`(?:^|[\\s,])${written}\\s*,|,\\s*${written}(?=[\\s,]|$)`);
  return sentences.some((s) => s.trim() !== text && cut.test(s));
}

/**
 * Verbs that make structure, not a step: loops, jumps, joins, ends, arms ("allocated to A, B and
 * C respectively") and asking for the figure. They are drawn as arrows and shapes, so no box need hold them.
 */
const STRUCTURE_VERBS = new Set('repeat return continue proceed start stop end finish go loop restart merge join rejoin combine converge draw make use decide choose allocate assign randomise randomize split divide'.split(' '));

/**
 * Every step verb the author wrote is the verb of some box, arrow, group or title, in some form
 * ("are expanded" in "Expand"): an action in no box is a step lost. The first verb lost, or undefined.
 */
function actionLeftOut(sentences: string[], shown: string): string | undefined {
  const held: Word[] = tokens(shown).map((t) => ({ lower: t.lower, lemma: t.lemma }));
  for (const [i, sentence] of sentences.entries()) {
    for (const t of tokens(sentence)) {
      if (t.pos !== 'VERB') continue;
      const base = [t.lemma, t.lower, pastToBase(t.lower)].find(isVerb);
      // "return" is a structure verb as written; "rejoin", "re-merge" are as their root.
      if (!base || STRUCTURE_VERBS.has(base) || STRUCTURE_VERBS.has(base.replace(/^re-?/, ''))) continue;
      // "FBC, CRP and cultures sent in parallel": the verb says the steps before it are done together.
      if (/^\s+(?:in parallel|at the same time|simultaneously|concurrently)\b/i.test(sentence.slice(t.end))) continue;
      const word = { lower: t.lower, lemma: base };
      if (held.some((w) => sameWord(word, w))) continue;
      return `${saidAs(`The action "${t.text}" in "${around(sentence, t.start)}"`, `An action in the ${ordinal(i + 1)} sentence`)} is in no step of the flowchart read; write it as a step of its own (a sentence, a list item or "then ...") (see docs/flowchart-requests.md).`;
    }
  }
  return undefined;
}

/**
 * Whether what a step does "again" was done before: its first word, or a word of the clause that
 * says "again" ("rerun X and inspect the reports again"), is a word of an earlier step.
 */
function doneAgain(label: string, earlier: string[]): boolean {
  const stem = (word: string) => word.toLowerCase().replace(/^re-?(?=[a-z]{3})/, '').replace(/(?:ing|ed|es|s|e)$/, '');
  const clause = label.slice(0, label.search(/\bagain\b/i)).split(/,|;|\band\b|\bthen\b|\(/i).at(-1) ?? '';
  const words = [/^[a-z-]+/i.exec(label.trim())?.[0] ?? '', ...(clause.match(/[a-z][a-z-]+/gi) ?? [])].filter((w) => !AGAIN_STOP.has(w.toLowerCase())).map(stem).filter((w) => w.length > 1);
  const before = new Set(earlier.flatMap((l) => (l.match(/[a-z][a-z-]+/gi) ?? []).map(stem)));
  return words.some((w) => before.has(w));
}
const AGAIN_STOP = new Set('the a an it them this that which who and or with to of in on at for from again'.split(' '));

function around(text: string, at: number): string {
  const start = Math.max(0, at - 40);
  const end = Math.min(text.length, at + 40);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ').trim()}${end < text.length ? '…' : ''}`;
}

/** Words a box cannot end with: it was cut mid-sentence ("Every image is", "Dilute to"). Case matters: "drug A" is a name. */
const DANGLING = /(?:^|\s)(?:is|are|was|were|be|the|a|an|of|to|and|or|with|for|from|by|at|in|on|into|than|that|which)$/;
/** A condition with no subject of its own ("It isn't?", "Not?"): its subject was lost. */
const EMPTY_CONDITION = /^(?:(?:is|are|was|were|does|do|did|has|have|it|they|this|that|not|no|n't|isn't|aren't|doesn't|don't|so|yes)\b[\s']*)+\??$/i;

/** How a box shows it was cut from its sentence in the wrong place, or undefined. */
function cutWhere(label: string, decision: boolean): string | undefined {
  const open = (label.match(/[([{]/g) ?? []).length;
  const close = (label.match(/[)\]}]/g) ?? []).length;
  if (open !== close) return 'opens a bracket it does not close, or closes one it did not open';
  if (DANGLING.test(label.replace(/[\s,;:–—-]+$/, '')) || /[,;:]$|\s[—–-]$/.test(label.trim())) return 'ends in the middle of a sentence';
  if (decision && EMPTY_CONDITION.test(label.trim())) return 'is a question with no subject';
  return undefined;
}
