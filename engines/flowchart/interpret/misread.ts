// The shapes of a graph that show the text was misread, whatever words led there: a box that
// is only an id or a step number, a condition drawn as a step, a yes/no question with other
// outcomes too, a step followed by itself, lanes asked for and none drawn, a "repeat X" that
// loops nowhere, a CONSORT box cut from a sentence. Checked after reading, on the graph, so that
// they hold for phrasings nobody has written yet; each is refused, named
// (FLOWCHART_TEXT_UNPLACED), rather than drawn wrong.
import type { FlowGraph, FlowNode } from '../model.ts';
import { said } from '../../shared/said.ts';
import { areOpposites } from './conditions.ts';
import { isVerb, leadsWithStepVerb, pastToBase, startsWithVerb } from './verbs.ts';
import { capitalise, normalise } from './words.ts';
import { sameWord, tokens } from '../../language/index.ts';

const SEE = ' (see docs/flowchart-requests.md).';
const YES = /^(?:yes|y|true)$/i;
const NO = /^(?:no|n|false)$/i;
/** "... and recheck in 24 h": a check done again, within a step. */
const RECHECK = /\b(?:and|then)\s+re-?(check|test|measure|assess|scan|count|examine|evaluate)\b/i;
/** "so check that first", "ask this first": a check the text puts before what it wrote earlier. */
const CHECKED_FIRST = /\b(?:check|ask|test|decide|establish)\s+(?:that|this|it)\s+(?:first|beforehand)\b/i;
/** "Responders continue, whereas non-responders are titrated up", "run on A or B depending on X": a choice left inside a step. */
const CHOICE_INSIDE = /,\s*whereas\s|\bdepending\s+(?:on|upon)\s/i;
/** "Once a month, all loggers are recalibrated", "Every 6 months, ...": a step on a calendar of its own. */
const OWN_SCHEDULE = /^(?:(?:once|twice)\s+a\s+(?:week|month|quarter|year)|every\s+(?:\d+\s+|two\s+|three\s+|six\s+|other\s+)?(?:weeks?|months?|quarters?|years?)|each\s+(?:week|month|quarter|year))\s*,/i;
/** "When all participants are done, ...", "Once every plate has been read, ...": the end of a loop over each of them. */
const ALL_DONE = /^(?:when|once|after)\s+(?:all|every|each)\s+(?:of\s+the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:are|is|have\s+been|has\s+been)\s+(?:done|finished|processed|complete|completed|analy[sz]ed|run|read|through)\b[^,]*,/i;
/** "When the count exceeds 300, dilute ...": a step opened by a condition of time or state. */
const WHEN_LEAD = /^(when|whenever|once)\s+[^,]{3,80},\s*\S/i;
/** "Use the Diagenode Bioruptor for sonication", "We used TRIzol for extraction": a tool and the step it is for, named by a noun. */
const TOOL_FOR = /^(?:(?:we\s+)?(?:use|used|uses|using|employ|employed))\s+(.{2,60}?)\s+for\s+(?:the\s+|all\s+|each\s+)?(\p{L}{4,})\b/iu;

/** A step's number or letter left as its whole text: "Step 3", "B", "2)". */
const ONLY_AN_ID = /^(?:(?:step|stage|phase|item)\s*)?(?:\d{1,2}|[a-z])[.):]?$/i;
/** Numbering kept in a box: "Step 2: check the label", "Stage A (field): collect ...", "Prepare: (a) fragment ...", "(b) repair the ends". */
const NUMBERING_KEPT = /^(?:step|stage|phase|part|section)\s*(?:\d{1,2}|[A-H](?=[\s:(]))\s*(?:\([^()]{1,30}\))?\s*[:.)–-]\s*\S|(?:^|:\s+)\([a-h]\)\s+\S/i;
/** A comparison: "K+ ≥ 6.5", "score > 3", "HbA1c below 48". */
const COMPARISON = /[<>≤≥=]|\b(?:above|below|over|under|greater than|less than|more than|fewer than|at least|at most)\s+[−-]?\d/i;
/** "Without an allergy, prescribe ...": a condition that opens the step, read as its words. */
const CONDITION_LEAD = /^(?:without|with\s+no|in\s+the\s+absence\s+of|in\s+case\s+of|for\s+(?:those|patients|samples|people)\s+(?:with|without|who)|(?:above|below|under|over|less\s+than|more\s+than|at\s+least|at\s+most|up\s+to)\s+[<>≤≥]?\s*\d|[<>≤≥]\s*\d)\b[^,]{0,60},\s*\S/i;
/** "Failing that, do a suprapubic aspiration", "If that fails, ...": a step done only when the one before fails. */
const FALLBACK_LEAD = /^(?:failing\s+(?:that|this)|if\s+(?:that|this|it)\s+(?:fails|doesn't\s+work|does\s+not\s+work|is\s+unsuccessful)|if\s+unsuccessful|as\s+a\s+last\s+resort)\b/i;
/** "(urgent) consultant within 2 weeks / (routine) clinic list": outcomes in brackets, each leading one side of a slash. */
const SLASHED_OUTCOMES = /\(([^()]{1,20})\)\s*[^/()]{2,}\s\/\s*\(([^()]{1,20})\)/;
/** "(pass) sequencing / (fail) repeat": the outcomes of a question marked in brackets inside a step. */
const BRACKETED_OUTCOMES = /\((?:pass(?:ed)?|fail(?:ed)?|yes|no|positive|negative|normal|abnormal)\)/gi;
/** "randomised to one of three arms: low dose, high dose or placebo": arms or groups counted, then listed after a colon. */
const ARMS_LISTED = /\b(?:one\s+of\s+)?(?:the\s+)?(two|three|four|five|six|\d)\s+(?:arms|groups|cohorts|strata|treatments|conditions)\s*:/i;
/** "DNA goes to genotyping": a thing and where it is sent; the subject is group 1. */
const ROUTE = /^(?:the\s+)?(.{1,30}?)\s+(?:goes|go|is\s+sent|are\s+sent|is\s+taken|are\s+taken|is\s+passed|are\s+passed)\s+(?:straight\s+)?(?:on\s+)?(?:to|for|into)\s/i;
/** "split it: one part for pH, one part for total carbon", "half the wells for RNA and the other half for protein": the parts of a split. */
const SPLIT_PARTS = /:\s*(?:one|a|the\s+first)\s+(?:part|half|portion|aliquot|set|third|fraction|piece)\b[^;]*[,;]\s*(?:and\s+)?(?:one|the\s+other|another|the\s+second|the\s+rest)\b|\bhalf\s+(?:of\s+)?(?:the\s+)?[\w-]+\b[^;]*?(?:,|\band\b)\s+(?:the\s+)?(?:other|second|remaining)\s+half\b/i;
/** "a positive result means isolation, a negative one means no action": what each result leads to, in one sentence. */
const MEANINGS = /\b(?:means?|leads?\s+to|triggers?)\b[^,;]{1,60}[,;]\s*(?:and\s+|while\s+|whereas\s+)?(?:an?\s+|the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:means?|leads?\s+to|triggers?)\b/i;
/** "The organoids go three ways", "splits into two streams": a count of ways out that names structure. */
const WAYS = /\bgo(?:es)?\s+(two|three|four|five|six|\d)\s+(?:different\s+)?(?:ways|directions)\b/i;
const WAY_COUNT: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
/** "the intervention arm gets the app and the control arm gets a leaflet": two arms' steps in one sentence. */
const TWO_ARMS = /\b(?:arm|group|cohort)s?\s+(?:gets?|receives?|is\s+given|are\s+given|does|do|continues?|starts?)\b.*\b(?:arm|group|cohort)s?\s+(?:gets?|receives?|is\s+given|are\s+given|does|do|continues?|starts?)\b/i;
/** "Red goes to resus, orange to majors": where each outcome goes, said in one sentence. */
const ROUTES = /\b(?:goes|go|is\s+sent|are\s+sent|is\s+referred|are\s+referred|is\s+passed|are\s+passed)\s+(?:straight\s+)?to\s+[^,;]+[,;]\s*(?:and\s+|while\s+|whereas\s+)?(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:to|into)\s/i;
/** "couriered to the lab where it is analysed": a second action in a relative clause. */
const WHERE_DONE = /\b(?:where|after\s+which|whereupon)\s+(?:it|they|the\s+\w+|samples?|this)\s+(?:is|are|gets?|get)\s+(?:then\s+)?\w+(?:ed|en|wn)\b|\b(?:before|after)\s+being\s+\w+\b/i;
/** ", and finally classification": a connective that starts the next step, left inside a box. */
const THEN_INSIDE = /[,;]\s*(?:and\s+)?(?:finally|lastly|afterwards|subsequently|after that)\b/i;
/** The text asks for swimlanes. */
const LANES_ASKED = /\bswim\s?-?lanes?\b|\blanes?\s*(?:[:(]|for\b)|\b(?:two|three|four|five|six|\d)\s+lanes\b|\bin\s+lanes\b/i;

/** What shows the steps read from words were misread, or undefined. `inWords`: the nodes read from words. */
/** A box counting those excluded: "Excluded (n = 120)", "Full texts excluded n = 84". */
const EXCLUDED = /\bexcluded\b.*\bn\s*=\s*[\d,]+|\bn\s*=\s*[\d,]+.*\bexcluded\b/i;

export function misreadSteps(graph: FlowGraph, inWords: ReadonlySet<string>, text: string, sentences: readonly string[] = []): string | undefined {
  const outcomes = outcomesAsSteps(graph, sentences);
  if (outcomes) return outcomes;
  // "... use McNemar's test instead — so check that first": a question put before the steps read before it.
  const first = sentences.find((x) => CHECKED_FIRST.test(x));
  if (first) return `${said(around(first), 'A sentence')} asks for its check to come first ("${CHECKED_FIRST.exec(first)![0]}"), before steps written earlier; write the steps in the order they are done${SEE}`;
  const steps = graph.nodes.filter((n) => inWords.has(n.id));
  const index = new Map(graph.nodes.map((n, i) => [n.id, i]));
  for (const node of steps) {
    const label = node.label.trim();
    if (node.role !== 'terminator' && ONLY_AN_ID.test(label)) {
      return `${said(label, 'A step')} is only a step's number or letter, with no words of a step: the text was cut where it names its steps; write "A -> B" with the steps' words, or one step per line${SEE}`;
    }
    if (NUMBERING_KEPT.test(label)) return `${said(around(label), 'A step')} keeps its step number as words: the steps were not read as a numbered list; put each step on a line of its own ("1. ...")${SEE}`;
    const aside = node.role !== 'terminator' ? notAStep(label) : undefined;
    if (aside) return `${said(around(label), 'A step')} is ${aside}, not a step of the flow; leave it out, or put it before the steps ending with ":"${SEE}`;
    if (node.role !== 'decision' && node.role !== 'note') {
      const outside = label.replace(/\([^()]*\)/g, ' ');
      if (COMPARISON.test(outside) && !hasVerb(outside)) {
        return `${said(around(label), 'A step')} is a condition ("${COMPARISON.exec(outside)![0]}" compares) drawn as a step: what follows it was not read as its outcome; write the question and its outcomes ("Is X ≥ 6.5? yes: A; no: B")${SEE}`;
      }
      if (TWO_ARMS.test(outside)) return `${said(around(label), 'A step')} holds the steps of two arms or groups in one box; write each arm's step on its branch ("randomise to A or B", then "A: ...", "B: ...")${SEE}`;
      if (MEANINGS.test(outside)) return `${said(around(label), 'A step')} says what each of several results means ("A means X, B means Y"): outcomes of a question read as one step; write the question and its outcomes ("Result? positive: X; negative: Y")${SEE}`;
      if (ROUTES.test(outside)) return `${said(around(label), 'A step')} says where each of several things goes ("A goes to X, B to Y"): outcomes of a question read as one step; write the question and its outcomes ("Category? red: X; orange: Y")${SEE}`;
      const where = WHERE_DONE.exec(outside);
      if (where) return `${said(around(label), 'A step')} holds a second step after "${where[0].trim()}"; write each as a step of its own ("A, then B")${SEE}`;
      const later = THEN_INSIDE.exec(outside);
      if (later) return `${said(around(label), 'A step')} holds a second step after "${later[0].trim()}"; write each as a step of its own ("A, then B")${SEE}`;
      const counts = outside.split(/\s*,\s*(?:and\s+)?/);
      if (counts.length > 2 && counts.every((c) => /^\d[\d,.]*\s+\p{L}/u.test(c))) return `${said(around(label), 'A step')} holds the counts of ${counts.length} stages in one box; write each stage as a step ("200 screened -> 150 eligible")${SEE}`;
      if (SPLIT_PARTS.test(label)) return `${said(around(label), 'A step')} holds the parts of a split in one box; write the split, then each part's step ("split into two: A; B" as "in parallel: A and B")${SEE}`;
      const fallback = FALLBACK_LEAD.exec(label);
      if (fallback) return `${said(around(label), 'A step')} opens with a fallback ("${fallback[0]}"): it is done only when the step before fails, a decision read as the step's words; write it as a decision ("If A fails, B; otherwise C")${SEE}`;
      const marks = [...label.matchAll(BRACKETED_OUTCOMES)].map((m) => m[0]);
      if (marks.length >= 2) return `${said(around(label), 'A step')} holds the outcomes of a question in brackets (${marks.map((m) => `"${m}"`).join(', ')}) read as one step; write the question and its outcomes ("QC pass? yes: A; no: B")${SEE}`;
      const slashed = SLASHED_OUTCOMES.exec(label);
      if (slashed) return `${said(around(label), 'A step')} holds the outcomes of a question in brackets on each side of a slash ("${slashed[1]}", "${slashed[2]}") read as one step; write the question and its outcomes ("Urgent? yes: A; no: B")${SEE}`;
      const arms = ARMS_LISTED.exec(label);
      if (arms) {
        const count = WAY_COUNT[arms[1]!.toLowerCase()] ?? Number(arms[1]);
        return `${said(around(label), 'A step')} names ${count} arms or groups after its colon in one box; write the step that splits them, then each arm on its own ("randomise to A, B or C", then "A: ...")${SEE}`;
      }
      const lead = CONDITION_LEAD.exec(label);
      // "Over 10 min, add the acid dropwise": a span of time is how long, not a condition.
      if (lead && !/^(?:over|under|up\s+to|at\s+least|at\s+most|less\s+than|more\s+than)\s+\d[\d.,]*\s*(?:s|sec|seconds?|min|minutes?|h|hrs?|hours?|days?|weeks?)\b/i.test(label)) return `${said(around(label), 'A step')} opens with a condition ("${lead[0].split(',')[0]}") read as the step's words; write it as a decision ("If X, A; otherwise B")${SEE}`;
      const ways = WAYS.exec(outside);
      if (ways) {
        const wanted = WAY_COUNT[ways[1]!.toLowerCase()] ?? Number(ways[1]);
        // The fan-out may follow the step that announces it ("split into two streams" -> "Aliquot" -> A, B).
        const after = graph.edges.filter((e) => e.from === node.id);
        const out = after.length === 1 ? Math.max(1, graph.edges.filter((e) => e.from === after[0]!.to).length) : after.length;
        if (out < 2 && wanted > 1) return `${said(around(label), 'A step')} says the flow goes "${ways[0]}", but ${out} way${out === 1 ? '' : 's'} out of it were read; write them as "in parallel: A, B and C" or as the outcomes of a question${SEE}`;
      }
      const choice = CHOICE_INSIDE.exec(outside);
      if (choice) return `${said(around(label), 'A step')} holds a choice ("${choice[0].trim()}"): the outcomes of a question read as one step; write the question and its outcomes ("If X, A; otherwise B")${SEE}`;
      const schedule = OWN_SCHEDULE.exec(label);
      if (schedule && !graph.edges.some((e) => e.from === node.id)) return `${said(around(label), 'A step')} is done on a schedule of its own ("${schedule[0].replace(/,\s*$/, '')}"), not after the step before it; draw it as a flow of its own or say where it joins ("after X, ...")${SEE}`;
      const allDone = ALL_DONE.exec(label);
      if (allDone && !graph.edges.some((e) => e.to === node.id && graph.nodes.find((n) => n.id === e.from)?.role === 'decision')) {
        return `${said(around(label), 'A step')} waits until "${allDone[0].replace(/,\s*$/, '')}": the end of a loop over each of them, which was not drawn; write the loop ("repeat for each X", then "when all are done, ...")${SEE}`;
      }
      const when = WHEN_LEAD.exec(label);
      const nextWhen = when ? graph.edges.filter((e) => e.from === node.id).map((e) => graph.nodes.find((n) => n.id === e.to)).find((n) => n && inWords.has(n.id) && WHEN_LEAD.test(n.label.trim())) : undefined;
      if (when && nextWhen) return `${said(around(label), 'A step')} and the next step each open with "${when[1]}" and a condition: outcomes of one question read as steps in a row; write the question and its outcomes ("If X, A; if Y, B")${SEE}`;
      const placed = placedAfterEarlierStep(node, graph, index);
      if (placed) return `${said(around(label), 'A step')} says it is done "${placed.words}", a step read before the step it follows ("${around(placed.step.label)}"): it was drawn where it is written, not where it is done; write it in its place in the flow${SEE}`;
      const tooled = toolOfEarlierStep(node, graph, index);
      if (tooled) return `${said(around(label), 'A step')} names the tool or material of "${around(tooled.label)}", a step read before it ("for ${TOOL_FOR.exec(label)![2]}"): how that step is done, not a step after the others; say it in that step ("sonicate with the Bioruptor") or leave it out${SEE}`;
      const goingOn = continuedStep(node, graph, index);
      if (goingOn) return `${said(around(label), 'A step')} goes on with "${around(goingOn.label)}", done before, but no arrow goes back to it; write "go back to ..." or "repeat until X"${SEE}`;
      const rechecked = RECHECK.exec(outside);
      const at = index.get(node.id) ?? 0;
      const loopsBack = graph.edges.some((e) => e.from === node.id && (index.get(e.to) ?? Infinity) <= at);
      const asked = rechecked && !loopsBack && !earlierStepLedBy(rechecked[1]!, node, graph, index) ? graph.nodes.find((n) => n.role === 'decision' && (index.get(n.id) ?? Infinity) < at) : undefined;
      if (asked) return `${said(around(label), 'A step')} checks again ("${rechecked![0].replace(/^(?:and|then)\s+/i, '')}") what ${said(around(asked.label), 'a question')} asks, but no arrow goes back to it; write "then go back to ..." or "repeat until X" as a step of its own${SEE}`;
      const bareRepeat = /\b(?:and|then)\s+(?:repeat|start\s+again|try\s+again)(?:\s+(?:it|this|that))?$/i.exec(label);
      if (bareRepeat && !graph.edges.some((e) => e.from === node.id && (index.get(e.to) ?? Infinity) <= (index.get(node.id) ?? 0))) {
        return `${said(around(label), 'A step')} ends with "${bareRepeat[0].replace(/^(?:and|then)\s+/i, '')}", but no arrow goes back to what is repeated; write "go back to <step>" as a step of its own${SEE}`;
      }
      const again = repeatedStep(node, graph, index);
      if (again) return `${said(around(label), 'A step')} repeats "${around(again.label)}", but no arrow goes back to it; write "go back to ..." or "repeat until X"${SEE}`;
      const redone = redoneStep(node, graph, index);
      if (redone) return `${said(around(label), 'A step')} does again ("${redone.verb}") what ${said(around(redone.step.label), 'an earlier step')} does, but no arrow goes back to it; write "go back to ..." as a step of its own${SEE}`;
    }
    if (node.role !== 'decision' && EXCLUDED.test(label)) {
      // "... → studies included. Excluded at title/abstract n = 1,784; full texts excluded n = 84": those excluded leave the flow.
      const next = graph.edges.find((e) => e.from === node.id && graph.nodes.find((n) => n.id === e.to)?.role !== 'note');
      if (next) return `${said(around(label), 'A step')} counts those excluded, yet leads on to "${around(graph.nodes.find((n) => n.id === next.to)!.label)}": exclusions were read as steps in a row; write each beside the step it leaves ("screened (n = 900) → excluded (n = 700)")${SEE}`;
    }
    if (node.role !== 'decision') {
      const labelled = graph.edges.filter((e) => e.from === node.id && e.label && graph.nodes.find((n) => n.id === e.to)?.role !== 'note');
      if (labelled.length >= 2) return `${said(around(label), 'A step')} leads to ${labelled.length} steps by answers ("${labelled[0]!.label}", "${labelled[1]!.label}") though it asks nothing: a question was read as a step; write it as a question ("X? yes: A; no: B")${SEE}`;
    }
    if (node.role === 'decision') {
      const labels = graph.edges.filter((e) => e.from === node.id).map((e) => (e.label ?? '').trim());
      const targets = graph.edges.filter((e) => e.from === node.id).map((e) => e.to);

      if (new Set(targets).size < targets.length) return `${said(around(label), 'A question')} sends two of its answers to the same step: it decides nothing as read; write where each answer goes ("X? yes: A; no: B")${SEE}`;
      // "Bands? Sequence them.": a way out of a question with no answer on it; its answers were not read.
      if (labels.some((l) => l === '')) return `${said(around(label), 'A question')} leads on with no answer on its arrow: what the text does after it was not read as one of its outcomes; write the outcomes ("X? yes: A; no: B")${SEE}`;
      const other = labels.find((l) => l !== '' && !YES.test(l) && !NO.test(l));
      if (labels.some((l) => YES.test(l)) && labels.some((l) => NO.test(l)) && other) {
        return `${said(around(label), 'A question')} has a Yes and a No and also the outcome "${other}": outcomes of another step were hung on it; write the step those outcomes answer as a question of its own ("X? red: A; amber: B")${SEE}`;
      }
    }
  }
  for (const e of graph.edges) {
    const [a, b] = [graph.nodes.find((n) => n.id === e.from), graph.nodes.find((n) => n.id === e.to)];
    if (!a || !b || !inWords.has(a.id) || !inWords.has(b.id) || a.role === 'decision') continue;
    // "DNA goes to genotyping; RNA goes to sequencing": two things each sent somewhere, not one step after the other.
    const [from, to] = [ROUTE.exec(a.label.trim()), ROUTE.exec(b.label.trim())];
    // Both things named by the step before ("split into DNA and RNA aliquots"): parts of one split.
    const before = graph.edges.filter((x) => x.to === a.id).map((x) => ` ${normalise(graph.nodes.find((n) => n.id === x.from)?.label ?? '')} `);
    const split = from && to && normalise(from[1]!) !== normalise(to[1]!) && before.some((l) => l.includes(` ${normalise(from[1]!)} `) && l.includes(` ${normalise(to[1]!)} `));
    if (split && !e.label) {
      return `${said(around(a.label), 'A step')} says where "${from[1]}" goes and the next step where "${to[1]}" goes: routes of different things were read as one step after the other; write the split first ("split into A and B"), then "A: ...", "B: ..."${SEE}`;
    }
    // "One band means X" then "no band means Y": what each result means, split at a semicolon.
    if (!e.label && /\bmeans?\b/i.test(a.label) && /\bmeans?\b/i.test(b.label) && !startsWithVerb(a.label)) {
      return `${said(around(a.label), 'A step')} and the next step say what each of several results means ("A means X, B means Y"): outcomes of a question read as steps in a row; write the question and its outcomes ("Result? positive: X; negative: Y")${SEE}`;
    }
    const condition = !e.label ? conditionWordAgain(a, b, graph) : undefined;
    if (condition) return `${said(around(b.label), 'A step')} is for those described by "${condition.word}", a word of ${said(around(condition.question.label), 'the question')}, yet follows "${around(a.label)}" on one of its ways: it may be the other outcome; write it as the question's answer ("otherwise B" or "if not, B")${SEE}`;
    const groups = !e.label ? otherGroupNext(a.label, b.label) : undefined;
    if (groups) return `${said(around(a.label), 'A step')} names some of "${groups}" and the next step others: groups sent each their own way were read as one step after the other; write the question that sorts them ("Haemolysed? yes: reject; no: centrifuge")${SEE}`;
    if (a.label.trim().toLowerCase() === b.label.trim().toLowerCase() && !e.label) {
      return `${said(around(a.label), 'A step')} is followed by a step of the same words: one step named twice was read as two; name each step once, or say "repeat"${SEE}`;
    }
  }
  const endless = loopWithNoWayOut(graph);
  if (endless) return `${said(around(endless[0]), 'A step')} goes back to ${said(around(endless[1]), 'an earlier step')}: a loop with no question on it, so no way out, and the steps after it are cut off; write the step again in its own words, or the condition that ends the loop ("repeat until X")${SEE}`;
  const sinks = steps.filter((n) => n.role !== 'terminator' && n.role !== 'note' && !graph.edges.some((e) => e.from === n.id));
  const seen = new Map<string, FlowNode>();
  for (const node of sinks) {
    const key = node.label.trim().toLowerCase();
    if (seen.has(key)) return `${said(around(node.label), 'A step')} is drawn twice, two boxes where the flow ends: the same step named on two lines was not joined; write it in the same words each time${SEE}`;
    seen.set(key, node);
  }
  if (graph.title && CRITERIA.test(graph.title) && steps.length > 0) {
    return `${said(graph.title, 'The title')} heads a list of criteria, read as steps: criteria are what a decision asks; write it as a question ("Eligible? yes: A; no: B")${SEE}`;
  }
  if (LANES_ASKED.test(text) && steps.length > 0 && !graph.groups.some((g) => g.kind === 'lane')) {
    return `The text asks for swimlanes, but no lane could be read; name them ("Lanes: Clinic, Lab") and start each step's line with its lane ("Clinic: ...")${SEE}`;
  }
  return undefined;
}

/** The stages of a CONSORT flow that hold counts. */
const STAGE_WORDS = /\b(?:randomi[sz]ed|randomly\s+assigned|allocated|lost\s+to\s+follow-?up|analy[sz]ed|excluded|discontinued|withdrew|withdrawn)\b/i;
/** A count in figures or words. */
const COUNT_WORDS = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty)\b/i;

/** CONSORT boxes the template made from sentences: a box that is a sentence's piece left over. */
export function misreadConsort(graph: FlowGraph, consortIds: ReadonlySet<string>): string | undefined {
  for (const node of graph.nodes) {
    if (!consortIds.has(node.id)) continue;
    const first = node.label.split('\n')[0]!.trim();
    // "9 and 15 were lost to follow-up", "12 were analysed": a sentence of counts left as it was
    // written; the form puts every count it places in "(n=...)" after its words.
    if (/^[\d,.]+\b(?!\s*\))/.test(first) && /\b(?:and|were|was)\b/i.test(first)) {
      return `${said(around(first), 'A CONSORT box')} is a piece of a sentence of counts the form could not place; give each arm its counts ("In the A group, 12 were lost to follow-up")${SEE}`;
    }
    // "Leaving 380 who were randomised", "Twelve and nine were lost to follow-up": a clause with no count in "(n=...)",
    // drawn as a stage, or kept as a note though it counts a stage of the form (a statement with no count is a note).
    const stageCount = node.role === 'note' && STAGE_WORDS.test(first) && COUNT_WORDS.test(first);
    if ((node.role === 'process' || stageCount) && !/\(\s*n\s*=/i.test(node.label) && /\b(?:were|was|who|leaving|remaining)\b/i.test(first)) {
      return `${said(around(first), 'A CONSORT box')} is a piece of a sentence the form could not place (no count in "(n = ...)"); write each stage with its count ("380 randomised")${SEE}`;
    }
    if (/\brespectively\b/i.test(node.label)) return `${said(around(first), 'A CONSORT box')} holds a "respectively" list the form could not pair with the arms; give each arm its counts${SEE}`;
    if (/^(?:each|all|both)\s*\(n\s*=/im.test(node.label)) return `${said(around(node.label.replace(/\n/g, ' ')), 'A CONSORT box')} holds a count for "each" arm the form did not give to the arms; write each arm's count${SEE}`;
  }
  return undefined;
}

/**
 * "All steps are done in a hood", "Each step is carried out at 4 °C", "Everything is done in
 * duplicate", "Steps 2 and 3 are performed on ice": a note on how every step (or the steps
 * numbered) is done, said of them all.
 */
const EVERY_STEP =
  /^(?:(?:all|every|each)\s+(?:of\s+)?(?:the\s+|these\s+|other\s+)?(?:steps?|stages?)|everything|steps?\s+\d+(?:\s*(?:,|and|to|[–-])\s*\d+)+)\s+(?:(?:is|are|was|were|should\s+be|must\s+be)\s+\w+|take\s+place)\b|^(?:all|every|each)\s+(?:of\s+the\s+)?(?:samples?|assays?|reactions?|measurements?|conditions?)\s+(?:is|are|was|were)\s+\w+\s+in\s+(?:duplicate|triplicate|quadruplicate)\b/i;
/** "Reagents: PBS, BSA", "Timing: 3 days", "Adapted from Smith et al. (2019)": what the steps need, how long they take, or where they come from. */
const ASIDE = /^(?:(?:reagents|materials|equipment|supplies|you\s+will\s+need|timing|time\s+required|duration|references?|source)\s*[:–-]|(?:adapted|modified|taken|reproduced)\s+from\b|\(?\p{Lu}[\p{L}-]+\s+et\s+al\.?,?\s*\(?\d{4}\)?\.?$)/iu;
/** "Steps 1 and 2 are repeated for each cell line": a loop said of numbered steps, in words the reader draws no arrow for. */
const STEPS_REPEATED = /^(?:steps?|stages?)\s+\d+(?:\s*(?:,|and|to|–|-)\s*\d+)*\s+(?:is|are)\s+(?:then\s+)?repeated\b/i;
/** Talk by or to the people asking: "I need it by Friday", "We study fibrosis", "Sorry it's long". */
const TALK = /^(?:i|i'm|i'd|i've|i'll|we|we're|we've|we'd|we'll|our|my|me|us|you|you're|your|sorry|apologies|hope|hopefully|let\s+me|feel\s+free|happy\s+to|any\s+questions|thanks|thank\s+you|many\s+thanks|cheers|best(?:\s+wishes)?(?=\s*[,!.]|\s*$)|kind\s+regards)(?![\w-])/i;
const TALK_ALWAYS = /^(?:i|i'm|i'd|i've|i'll|sorry|apologies|hope|hopefully|let\s+me|feel\s+free|any\s+questions|thanks|thank\s+you|many\s+thanks|cheers|kind\s+regards)(?![\w-])/i;
/** "Inclusion criteria: adults 18–65": what makes someone eligible, a question's words, not a step. */
const CRITERIA = /^(?:inclusion|exclusion|eligibility)\s+criteria\b/i;
/** "Participants attend three visits", "The protocol has four stages": how many steps there are, said before them. */
/** "a two-step approach", "a three-stage protocol": how many steps there are, in one word. */
const STEP_COUNT_NAME = /\b(?:two|three|four|five|six|\d)[- ](?:step|stage|phase|part)\s+(?:approach|process|procedure|protocol|strategy|design|method|workflow)\b/i;
const ANNOUNCES = /\b(?:has|have|had|attends?|attended|consists?\s+of|involves?|comprises?|includes?|there\s+are|goes\s+through|go\s+through|in)\s+(?:two|three|four|five|six|seven|eight|\d)\s+(?:main\s+|separate\s+|study\s+)?(?:visits|stages|steps|phases|parts|rounds|sessions|stations|modules|blocks)\b/i;
/** "Ct > 35 counts as not detected", "X is defined as Y": how a result is read, not a step. */
const DEFINES = /\b(?:counts?\s+as|(?:is|are)\s+(?:defined|considered|classed|classified|regarded|taken)\s+as|(?:is|are)\s+deemed)\b/i;
/** "Here's what we do", "Below are the steps": words that introduce the steps. */
const INTRO = /^(?:here(?:'s|\s+is|\s+are)|below\s+(?:is|are)|attached\s+(?:is|are)|the\s+following)\b/i;
/** Wishes for the figure itself: its colours, type, size or the slide it goes on. */
const ABOUT_THE_FIGURE = /\b(?:(?:lab|brand|house|our|journal)\s+colou?rs|colou?r[- ]?blind|fonts?|font\s+size|one\s+slide|single\s+slide|powerpoint|a\s+poster|landscape|portrait\s+orientation|vector\s+format|high\s+resolution)\b/i;
/** "Use a diamond for the decision: urgent or not", "a rounded box saying ...": the shapes of the drawing named, with more than the reader could place. */
const ABOUT_THE_SHAPES = /\b(?:diamonds?|ovals?|rounded\s+(?:box(?:es)?|rectangles?)|parallelograms?|rhombus)\b[^.]*\b(?:decisions?|questions?|steps?|start|end|boxes|box|saying|labell?ed|for\s+(?:the|each|every|all))\b|\b(?:use|draw|put|make)\s+(?:it\s+|them\s+|this\s+)?(?:in\s+|as\s+)?(?:an?\s+)?(?:diamonds?|ovals?|rounded\s+box(?:es)?)\b|\b(?:decisions?|questions?|start|end)\s+(?:as|in|are|is|should\s+be)\s+(?:an?\s+)?(?:diamonds?|ovals?|rounded)\b/i;
/** "Total time about 45 min", "This takes about 2 days": how long, said of the whole. */
const DURATION = /^(?:total\s+(?:time|duration)|(?:this|it|that|the\s+whole\s+\w+)\s+takes)\b/i;

/** What a box is, when it is no step of the flow whatever its verbs: talk, an introduction, an aside, a wish for the figure. */
function notAStep(label: string): string | undefined {
  const text = label.trim();
  if (/^\([^()]*\)$/.test(text)) return 'an aside in brackets';
  if (CRITERIA.test(text)) return 'a list of criteria';
  if (ANNOUNCES.test(text) || STEP_COUNT_NAME.test(text)) return 'a sentence announcing the steps';
  if (shouldLookLike(text)) return 'what a result should look like';
  if (DEFINES.test(text)) return 'a definition (what counts as what)';
  if (STEPS_REPEATED.test(text)) return 'a loop said of numbered steps (write "repeat steps 1–2 until X" or "go back to step 1")';
  if (ASIDE.test(text)) return 'a list of materials, a time or a source';
  if (EVERY_STEP.test(text)) return 'a note about every step (say it in the title or beside the flow)';
  if (INTRO.test(text)) return 'an introduction to the steps';
  if (ABOUT_THE_FIGURE.test(text) && (/^(?:please\s+)?(?:use|make|keep|put|have|fit|ideally|if possible)\b/i.test(text) || !hasStepVerb(text.replace(ABOUT_THE_FIGURE, ' ')))) return 'a wish about how the figure looks';
  if (DURATION.test(text) && !hasStepVerb(text)) return 'how long something takes';
  if (ABOUT_THE_SHAPES.test(text)) return 'a sentence about the shapes of the drawing (the reader draws decisions as diamonds and the start and end rounded; write the question as "X? yes: A; no: B")';
  // "I have to present this on Monday": a step narrated by "I" has lost its "I" before it is a box.
  if (TALK_ALWAYS.test(text) || (TALK.test(text) && !hasStepVerb(text.replace(TALK, ' ')))) return 'talk about the request or its writers';
  return undefined;
}

/**
 * "The bands should be visible under UV", "The solution should turn blue": the result expected,
 * an adjective after "should be"; "The pellet should be resuspended in PBS" is a step.
 */
function shouldLookLike(text: string): boolean {
  const m = /\bshould\s+(?:now\s+)?(?:be|look|appear|become|turn|remain)\s+(\S+)/i.exec(text);
  if (!m) return false;
  const word = tokens(text.slice(m.index + m[0].length - m[1]!.length)).at(0);
  return word?.pos === 'ADJ' && !/(?:ed|en)$/i.test(word.lower);
}

/** A listed step verb in any form ("is centrifuged", "spun"), by the word list, not the model's tags. */
function hasStepVerb(text: string): boolean {
  return tokens(text).some((t) => isVerb(t.lower) || isVerb(t.lemma.toLowerCase()) || isVerb(pastToBase(t.lower)));
}

const OUTCOME_CLAUSE = /^(.{1,60}?)\s*(?:-{1,2}>|={1,2}>|→|⇒)\s*\S/;

/**
 * "Strong signal -> pick hits; weak signal -> discard": clauses each led by a short phrase that is
 * no step and an arrow are outcomes. Each must be drawn as one: a branch's label holds its words,
 * or it names a question drawn ("D-dimer → positive → ..."). Otherwise outcomes were read as steps in a row.
 */
function outcomesAsSteps(graph: FlowGraph, sentences: readonly string[]): string | undefined {
  const labels = graph.edges.map((e) => (e.label ?? '').trim().toLowerCase()).filter(Boolean);
  const questions = graph.nodes.filter((n) => n.role === 'decision').map((n) => n.label.toLowerCase().replace(/\?$/, ''));
  // "No consent → destroy. Consent present → accession → store.": statements in a row led by an
  // outcome and its negation, each drawn as a step, are two outcomes of one question.
  const leads = sentences.flatMap((s) => s.split(/\s*;\s*|(?<=[.!])\s+(?=\p{Lu})/u)).map((c) => OUTCOME_CLAUSE.exec(c.trim())?.[1]?.trim());
  const drawnAsStep = (p: string) => graph.nodes.some((n) => n.role === 'process' && n.label.trim().toLowerCase() === p.toLowerCase());
  for (let k = 0; k + 1 < leads.length; k++) {
    const [a, b] = [leads[k], leads[k + 1]];
    // The negated one leads with no verb; the other may ("Consent present").
    if (!a || !b || (leadsWithStepVerb(a) && leadsWithStepVerb(b)) || a.split(/\s+/).length > 4 || b.split(/\s+/).length > 4) continue;
    const bare = (p: string) => p.toLowerCase().replace(/^(?:not|no|non-?)\s*/, '');
    const negation = (x: string, y: string) => bare(x) !== x.toLowerCase() && bare(x).length > 2 && y.toLowerCase().includes(bare(x));
    if (((negation(a, b) && !leadsWithStepVerb(a)) || (negation(b, a) && !leadsWithStepVerb(b))) && drawnAsStep(a) && drawnAsStep(b)) {
      return `${said(around(a), 'An outcome')} and ${said(around(b), 'the next')} lead arrows as the outcomes of a question, but no question was drawn for them: outcomes were read as steps in a row; write the question first ("${capitalise(bare(a.includes(bare(b)) ? b : a))}? yes: A; no: B")${SEE}`;
    }
  }
  for (const sentence of sentences) {
    // A clause of one arrow: "Suspected DVT → D-dimer → positive → ..." starts with steps.
    const clauses = sentence.split(/\s*;\s*/).filter((c) => (c.match(/-{1,2}>|={1,2}>|→|⇒/g) ?? []).length === 1);
    if (clauses.length < 2) continue;
    const phrases = clauses.map((c) => OUTCOME_CLAUSE.exec(c.trim())?.[1]?.trim());
    const outcome = (p: string | undefined) => p !== undefined && !leadsWithStepVerb(p) && !/\?$/.test(p) && !/^(?:if\s+)?(?:yes|no)$/i.test(p) && p.split(/\s+/).length <= 6;
    if (!phrases.every(outcome)) continue;
    for (const phrase of phrases as string[]) {
      const lower = phrase.toLowerCase().replace(/^if\s+/, '');
      const negated = lower.replace(/^(?:not|no|non-?)\s*/, '');
      // "ineligible", "not eligible" under "Eligible?": the question's own word, or its opposite, answers it.
      if (labels.some((l) => lower.includes(l) || l.includes(lower)) || questions.some((q) => q.includes(negated) || q.split(' ').some((w) => areOpposites(w, lower)))) continue;
      return `${said(around(phrase), 'An outcome')} leads an arrow as the outcome of a question, but no question was drawn for it: outcomes were read as steps in a row; write the question first ("Signal? strong: A; weak: B")${SEE}`;
    }
  }
  return undefined;
}

/** "Repeat the IM adrenaline": a step that says to do an earlier step again, with no arrow back to it. */
function repeatedStep(node: FlowNode, graph: FlowGraph, index: ReadonlyMap<string, number>): FlowNode | undefined {
  // "... and rerun": the run done before, again.
  // "... and rerun", "... and refit": "re-" and a verb that leads an earlier step, that step again.
  const redone = /\b(?:and|then)\s+re-?(\p{L}{3,})(?:\s+(?:it|them))?$/iu.exec(node.label.trim()) ?? /^re-?(run)(?:\s+(?:it|them))?$/i.exec(node.label.trim());
  const earlierVerb = redone && !NOT_AGAIN.has(`re${redone[1]!.toLowerCase()}`) ? earlierStepLedBy(redone[1]!, node, graph, index) : undefined;
  if (earlierVerb) return graph.edges.some((e) => e.from === node.id && (index.get(e.to) ?? Infinity) <= (index.get(node.id) ?? 0)) ? undefined : earlierVerb;
  const m = /(?:^|\b(?:and|then)\s+)(?:repeat|redo|re-do)\s+(?:the\s+|this\s+|that\s+)?(.{3,})$/i.exec(node.label.trim());
  if (!m) return undefined;
  const wanted = contentWords(m[1]!);
  if (wanted.length === 0) return undefined;
  const at = index.get(node.id) ?? 0;
  const earlier = graph.nodes.filter((n) => (index.get(n.id) ?? 0) < at && n.role !== 'decision' && n.role !== 'note');
  const found = earlier.find((n) => {
    const have = contentWords(n.label);
    return wanted.every((w) => have.includes(w));
  });
  if (!found) return undefined;
  const loops = graph.edges.some((e) => e.from === node.id && (index.get(e.to) ?? Infinity) <= at);
  return loops ? undefined : found;
}

/** "... and carry on filtering", "keep stirring", "resume pumping": going on with the doing of a verb. */
const GOING_ON = /(?:^|\b(?:and|then)\s+)(?:carry\s+on|keep(?:\s+on)?|continue|resume|go\s+on)\s+(\p{L}{3,}ing)$/iu;
/** "Next epoch", "continue with the next cycle", "move on to the next plate": the same step again, for the next one. */
const NEXT_ONE = /^(?:(?:continue|go\s+on|move\s+on|proceed|carry\s+on)\s+(?:with|to)\s+)?(?:the\s+)?next\s+(\p{L}{3,})$/iu;

/**
 * "Change the filter and carry on filtering" after "Filter the lysate": a step that goes on with
 * an earlier one (its verb's doing, or its thing's next round) with no arrow back to it.
 */
function continuedStep(node: FlowNode, graph: FlowGraph, index: ReadonlyMap<string, number>): FlowNode | undefined {
  const label = node.label.trim().replace(/[.!]+$/, '');
  const doing = GOING_ON.exec(label);
  const next = doing ? undefined : NEXT_ONE.exec(label);
  if (!doing && !next) return undefined;
  const at = index.get(node.id) ?? 0;
  const earlier = graph.nodes.filter((n) => (index.get(n.id) ?? 0) < at && n.role !== 'decision' && n.role !== 'note');
  const found = doing
    ? earlier.find((n) => {
        const verb = tokens(n.label)[0];
        const [ing] = tokens(doing[1]!);
        return verb !== undefined && ing !== undefined && sameWord({ lower: verb.lower, lemma: verb.lemma }, { lower: ing.lower, lemma: ing.lemma });
      })
    : earlier.find((n) => contentWords(n.label).includes(contentWords(next![1]!)[0] ?? '\u0000'));
  if (!found) return undefined;
  const loops = graph.edges.some((e) => e.from === node.id && (index.get(e.to) ?? Infinity) <= at);
  return loops ? undefined : found;
}

/** Verbs spelt "re-" and another verb that do not mean that verb again ("remove" is no second "move"). */
const NOT_AGAIN = new Set(
  'remove replace return reset resolve recover recall retreat react resort reserve represent present restore resign relieve release refer reflect resuspend review remark retire redirect receive refuse reform repair reside resist respect restrict retain reverse revert reward relate relay rely remain remind render repel request require resent resound resume revolve'.split(' '),
);

/** The latest step before `node` led by the verb `verb` ("fit" leads "Fit the model"). */
function earlierStepLedBy(verb: string, node: FlowNode, graph: FlowGraph, index: ReadonlyMap<string, number>): FlowNode | undefined {
  const at = index.get(node.id) ?? 0;
  const [wanted] = tokens(verb);
  if (!wanted) return undefined;
  return graph.nodes
    .filter((n) => (index.get(n.id) ?? 0) < at && n.role !== 'decision' && n.role !== 'note')
    .reverse()
    .find((n) => {
      const lead = tokens(n.label)[0];
      return lead !== undefined && (lead.lower === wanted.lower || sameWord({ lower: lead.lower, lemma: lead.lemma }, { lower: wanted.lower, lemma: wanted.lemma }));
    });
}

function contentWords(text: string): string[] {
  return tokens(text)
    .filter((t) => /^(?:NOUN|PROPN|ADJ|NUM|X|VERB)$/.test(t.pos) || /\d/.test(t.text))
    .map((t) => (t.lemma || t.lower).toLowerCase().replace(/(?:ing|es|s)$/, ''));
}

/** A verb of the model's reading, or a listed step verb anywhere ("Relatedness: for each pair ..., drop ..."). */
function hasVerb(text: string): boolean {
  return startsWithVerb(text) || tokens(text).some((t) => t.pos === 'VERB' || t.pos === 'AUX' || isVerb(t.lower));
}

function around(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > 80 ? `${one.slice(0, 79)}…` : one;
}

/** "Haemolysed samples are rejected": the subject of a sentence that says what is done to or by it, and its verb. */
const SUBJECT_VERB = /^(.{2,60}?)\s+(?:is|are|was|were|get|gets|receive|receives|go|goes|undergo|undergoes|have|has)\s+(?:then\s+|also\s+)?(\S+)/i;
/** What only says which of a thing: "with ...", "of ...", "that ...", "who ...". */
const QUALIFIER = /\s+(?:with|without|of|that|who|which|whose|from|scoring|showing|above|below|under|over)\b.*$/i;
/** The rest of a thing named before: "the rest", "the others", "lower ones". */
const THE_OTHERS = /^(?:the\s+)?(?:rest|others|remainder|remaining(?:\s+\S+)?|other\s+\S+|\S+\s+ones)$/i;

/**
 * "Haemolysed samples are rejected" then "Accepted samples are centrifuged": the subjects of two
 * steps in a row name groups of one thing (its noun, qualified), the second not named by what the
 * first did ("Thawed samples are centrifuged" then "Centrifuged samples ..." is a chain). Returns the thing.
 */
function otherGroupNext(first: string, second: string): string | undefined {
  // "Day 1: Cells are seeded": the name before a colon is the step's, not its subject's.
  const a = SUBJECT_VERB.exec(first.trim().replace(/^[^:]{1,20}:\s*/, ''));
  const b = SUBJECT_VERB.exec(second.trim().replace(/^[^:]{1,20}:\s*/, ''));
  if (!a || !b) return undefined;
  const head = (subject: string) => normalise(subject.replace(QUALIFIER, '')).split(' ').at(-1) ?? '';
  const stem = (word: string) => word.replace(/(?:es|s)$/, '');
  const [subjectA, subjectB] = [normalise(a[1]!), normalise(b[1]!)];
  const thing = head(a[1]!);
  const qualifiedA = subjectA.replace(/^(?:the|all|any|each)\s+/, '') !== thing;
  // "All samples are then archived": every one of them, where the groups meet again.
  if (!qualifiedA || subjectA === subjectB || thing.length < 3 || /^(?:all|every|each|both)\b/.test(subjectB)) return undefined;
  if (!THE_OTHERS.test(subjectB) && stem(head(b[1]!)) !== stem(thing)) return undefined;
  // "Centrifuged samples" after "... are centrifuged": the thing the step before made.
  const [doneA] = tokens(a[2]!);
  if (doneA && tokens(b[1]!).some((t) => sameWord({ lower: t.lower, lemma: t.lemma }, { lower: doneA.lower, lemma: doneA.lemma }))) return undefined;
  return thing;
}

/**
 * "Wash 3x. Fix. Wash again." read as a loop from "Fix" back to "Wash 3x": an arrow back to an
 * earlier step on a way that passes no question and has no label, so the flow could never leave
 * it. Returns the labels of the step the arrow leaves and the one it goes back to.
 */
function loopWithNoWayOut(graph: FlowGraph): [string, string] | undefined {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const plain = (id: string) => {
    const n = byId.get(id);
    return n !== undefined && n.role !== 'decision' && n.role !== 'note';
  };
  const order = new Map(graph.nodes.map((n, i) => [n.id, i]));
  // Only a loop that leaves a later step with no way in cuts the flow: a loop "for each batch" drawn so goes on.
  // (A step with no arrow in or out at all is another misreading, named on its own.)
  const cutOff = (after: number) => graph.nodes.some((n, i) => i > after && n.role !== 'note' && !graph.edges.some((e) => e.to === n.id) && graph.edges.some((e) => e.from === n.id));
  for (const back of graph.edges) {
    if (back.label || !plain(back.from) || !plain(back.to) || !cutOff(order.get(back.from) ?? Infinity)) continue;
    // From the step gone back to, following only unlabelled arrows out of steps with one way out, is the arrow's start reached?
    const seen = new Set<string>();
    for (let at: string | undefined = back.to; at !== undefined && !seen.has(at); ) {
      seen.add(at);
      if (at === back.from) return [byId.get(back.from)!.label, byId.get(back.to)!.label];
      const out = graph.edges.filter((e) => e.from === at);
      at = out.length === 1 && !out[0]!.label && plain(out[0]!.to) ? out[0]!.to : undefined;
    }
  }
  return undefined;
}

/**
 * "... sonicate to 200–500 bp ... We use the Bioruptor for sonication": a step that names a tool
 * for something an earlier step's verb does (the same word in another form) says how that step
 * is done. The earlier step, or undefined.
 */
function toolOfEarlierStep(node: FlowNode, graph: FlowGraph, index: ReadonlyMap<string, number>): FlowNode | undefined {
  const m = TOOL_FOR.exec(node.label.trim());
  if (!m) return undefined;
  const purpose = tokens(m[2]!)[0];
  if (!purpose) return undefined;
  const at = index.get(node.id) ?? 0;
  return graph.nodes.find((n) => {
    if ((index.get(n.id) ?? 0) >= at || n.role === 'decision' || n.role === 'note') return false;
    const verb = tokens(n.label.trim())[0];
    return verb !== undefined && sameWord(purpose, verb);
  });
}

/**
 * "... → mark duplicates → recalibrate → genotype. Samples ... are dropped after marking
 * duplicates": a step that says it is done after (or before) a step read earlier than the one it
 * follows was drawn where it is written, not where it is done. The words and that step, or undefined.
 */
function placedAfterEarlierStep(node: FlowNode, graph: FlowGraph, index: ReadonlyMap<string, number>): { words: string; step: FlowNode } | undefined {
  const m = /\b(?:after|before|following)\s+(?:the\s+)?(\p{L}{4,})\b/iu.exec(node.label);
  if (!m) return undefined;
  const named = tokens(m[1]!)[0];
  const at = index.get(node.id) ?? 0;
  const before = new Set(graph.edges.filter((e) => e.to === node.id).map((e) => e.from));
  const step = named && graph.nodes.find((n) => {
    if ((index.get(n.id) ?? 0) >= at || n.role !== 'process' || before.has(n.id)) return false;
    const verb = tokens(n.label.trim())[0];
    return verb !== undefined && sameWord(named, verb);
  });
  return step ? { words: m[0], step } : undefined;
}

/**
 * "The student revises the form and resubmits it" after "The student submits the form": a verb
 * with "re-" whose plain verb is a verb of an earlier step (whatever its subject) is that step
 * again; with no arrow back to it, the loop was not drawn. The verb and the step, or undefined.
 */
function redoneStep(node: FlowNode, graph: FlowGraph, index: ReadonlyMap<string, number>): { verb: string; step: FlowNode } | undefined {
  const at = index.get(node.id) ?? 0;
  if (graph.edges.some((e) => e.from === node.id && (index.get(e.to) ?? Infinity) <= at)) return undefined;
  // Only after "and" or "then", the step's last words: "Everyone is rescreened at 6 months" is a step of its own.
  // Or a box that is only the verb done again to "it" ("The student resubmits it").
  const m = /(?:\b(?:and|then)\s+|^(?:the\s+)?(?:[\p{L}-]+\s+)?)(re-?(\p{L}{3,}))(?:\s+(?:it|them))?$/iu.exec(node.label.trim());
  if (!m || NOT_AGAIN.has(m[1]!.toLowerCase().replace('-', ''))) return undefined;
  const plain = pastToBase(m[2]!.toLowerCase().replace(/(?<=[a-z]{3})s$/, ''));
  if (!isVerb(plain)) return undefined;
  const redo = { text: m[1]! };
  const step = graph.nodes.find((n) => (index.get(n.id) ?? 0) < at && n.role !== 'decision' && n.role !== 'note' && tokens(n.label).some((t) => t.lemma.toLowerCase() === plain || pastToBase(t.lower.replace(/(?<=[a-z]{3})s$/, '')) === plain));
  return step ? { verb: redo.text, step } : undefined;
}

/**
 * "If the culture is free of contamination, passage it; contaminated flasks are discarded": a step
 * whose subject is described by a word of a question just asked ("contaminated", "contamination"),
 * drawn after a step on one of its ways, may be the other outcome. The word and the question, or undefined.
 */
function conditionWordAgain(a: FlowNode, b: FlowNode, graph: FlowGraph): { word: string; question: FlowNode } | undefined {
  const m = /^(?:the\s+|all\s+|any\s+)?([a-z-]{4,})\s+[a-z-]+s\s+(?:are|is|were|was|get|go)\b/i.exec(b.label.trim());
  if (!m || b.role === 'decision') return undefined;
  const into = graph.edges.find((x) => x.to === a.id && x.label);
  const question = into && graph.nodes.find((n) => n.id === into.from && n.role === 'decision');
  const [word] = tokens(m[1]!);
  if (!question || !word || graph.edges.some((x) => x.from === question.id && x.to === b.id)) return undefined;
  const asked = tokens(question.label).filter((t) => /^(?:NOUN|ADJ|VERB)$/.test(t.pos) && t.lower.length >= 4);
  return asked.some((t) => sameWord({ lower: word.lower, lemma: word.lemma }, { lower: t.lower, lemma: t.lemma })) ? { word: m[1]!, question } : undefined;
}
