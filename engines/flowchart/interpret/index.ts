// A prompt and its attachments' text to a flowchart, by the grammar of docs/flowchart-requests.md.
// No model: each part of the input is read as Mermaid, as a CONSORT flow, or as steps in words,
// into one graph; the prompt's steps come first and the documents' follow, joined in order.
import { isGreeting, letterFraming, protectSpans, restoreSpans } from '../../language/index.ts';
import { FlowchartError } from '../errors.ts';
import { said, saidAs, saidEach } from '../../shared/said.ts';
import type { Direction, DocumentText, FlowGraph } from '../model.ts';
import { GraphBuilder } from './builder.ts';
import { looksLikeConsort, readConsort } from './consort.ts';
import { looksLikePrisma, onlyAsksForPrisma, readPrisma } from './prisma.ts';
import { findMermaid, readMermaid } from './mermaid.ts';
import { withNamedGroups } from './namedGroups.ts';
import { outline, type Block } from './outline.ts';
import { stepTableAsList, tableAsList, tableOfAmounts } from './pastedTable.ts';
import { PlainReader, sentences } from './plain.ts';
import { sectionsAsked, selectSections } from './sections.ts';
import { misreadConsort, misreadSteps } from './misread.ts';
import { unplacedWords } from './unplaced.ts';
import { startsWithVerb } from './verbs.ts';
import { FIGURE_SUBJECT, FIGURE_WORDS, findDirection, otherFigureAsked, namedEnds, onlyAboutDrawing, REQUEST_ALONE, REQUEST_WORDS, TITLE_WORDS, wishAboutDrawing, withoutDrawingNoun } from './words.ts';

const NO_GRAPH_MESSAGE =
  'No steps to draw were found. Write numbered or bulleted steps, sentences joined by "then" or arrows (A -> B), ' +
  'decisions ("if X then A else B"), a CONSORT flow ("Assessed for eligibility (n=120) ..."), or a Mermaid flowchart ' +
  '("flowchart TD" ...), or attach a document with such steps; see docs/flowchart-requests.md.';

export function interpret(prompt: string, documents: DocumentText[]): FlowGraph {
  return readGraph(prompt, documents).graph;
}

/** The graph, and the sentence each step in words was read from (for `npm run explain`). */
export function readGraph(prompt: string, attached: DocumentText[]): { graph: FlowGraph; madeFrom: ReadonlyMap<string, string> } {
  // A sketch whose arrows could not be read gives labels without their wiring: drawing them in
  // reading order would invent it.
  const unwired = attached.find((d) => d.wiring === 'unknown');
  if (unwired) {
    const labels = unwired.text.split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 6);
    throw new FlowchartError(
      'FLOWCHART_SKETCH_WIRING_UNREAD',
      `${unwired.name ? `${saidAs(unwired.name, 'The attached sketch')}: t` : 'T'}he sketch's labels were read (${saidEach(labels, `${labels.length}${labels.length === 6 ? ' or more' : ''} of them`, labels.length === 6)}) but not which arrows join them. Draw each arrow with a clear head from box to box, or write the order in the prompt ("A -> B -> C").`,
    );
  }
  // "flowchart of section 3 of the attached SOP": only that part of the documents is read.
  const part = attached.length > 0 ? sectionsAsked(prompt) : undefined;
  const documents = part ? selectSections(attached, part) : attached;
  const builder = new GraphBuilder();
  const plain = new PlainReader(builder);
  let direction: Direction | undefined;
  let title: string | undefined;
  // CONSORT and PRISMA diagrams read downwards, phase under phase: the form states its direction.
  let readsDownwards = false;
  let mermaidRead = false;
  let prismaAsked = false;
  const consortIds = new Set<string>();

  // "a flowchart of the curly arrows for ...", "our org chart as a flowchart": no flow of steps is asked for.
  const otherKind = otherFigureAsked(prompt);
  if (otherKind) throw new FlowchartError('FLOWCHART_NO_GRAPH', `The text asks for ${otherKind}, a different kind of figure from a flowchart: what it describes is not steps in an order with decisions, so drawing it as one would misrepresent it. ${NO_GRAPH_MESSAGE}`);
  const sources = [{ text: prompt, isPrompt: true }, ...documents.map((d) => ({ text: d.source === 'ocr' ? withoutOcrNoise(d.text) : d.text, isPrompt: false }))];
  for (const source of sources) {
    const text = source.text.replace(/\r\n?/g, '\n');
    const mermaid = findMermaid(text);
    if (mermaid) {
      // A Mermaid flowchart states its graph exactly; the words around the block are not steps.
      const stated = readMermaid(mermaid, builder);
      mermaidRead = true;
      direction ??= stated.direction;
      title ??= stated.title;
      continue;
    }
    // Not in Mermaid ("A -->|yes| B"): a table of numbered steps pasted as text is a numbered list.
    const amounts = tableOfAmounts(text);
    if (amounts) throw new FlowchartError('FLOWCHART_NO_GRAPH', `${said(amounts, 'A row')} and the rows under it name things and their amounts: a table of values, not steps in an order, so there is no flow to draw. ${NO_GRAPH_MESSAGE}`);
    const listed = stepTableAsList(tableAsList(text));
    const { text: steps, direction: asked, title: named } = source.isPrompt ? withoutDrawingWords(withNamedGroups(listed)) : { text: listed, direction: undefined, title: undefined };
    direction ??= asked;
    title ??= named;
    if (source.isPrompt && documents.length > 0 && isOnlyAName(steps)) {
      // "Our assay workflow" above an attached protocol names it: a title, not a first step.
      title ??= steps.trim().replace(/[.:]$/, '');
      continue;
    }
    if (source.isPrompt && documents.length > 0 && onlyAsksForPrisma(steps)) {
      // "PRISMA flow from the attached results section please": the form the documents are drawn in.
      prismaAsked = true;
      continue;
    }
    const table = tableOfValues(steps);
    if (table) throw new FlowchartError('FLOWCHART_NO_GRAPH', `${table} These are values to compare, not steps in an order: no flow to draw (a table or a chart shows them). ${NO_GRAPH_MESSAGE}`);
    if (looksLikePrisma(steps, prismaAsked)) {
      // A PRISMA 2020 diagram, like a CONSORT flow, reads downwards and stands on its own.
      title ??= readPrisma(steps, builder, !source.isPrompt, text).title;
      readsDownwards = true;
      continue;
    }
    if (looksLikeConsort(steps)) {
      const before = new Set(builder.graph.nodes.map((n) => n.id));
      title ??= readConsort(steps, builder).title;
      for (const n of builder.graph.nodes) if (!before.has(n.id)) consortIds.add(n.id);
      readsDownwards = true;
      continue;
    }
    const blocks = outline(protectSpans(chevronChains(steps)));
    plain.readBlocks(blocks, !source.isPrompt && hasItems(blocks));
  }
  plain.finish();
  title ??= plain.title === undefined ? undefined : restoreSpans(plain.title);

  const graph = builder.graph;
  // Nothing silent: a number the graph does not hold, or structure left unread in a box, is refused, named.
  const unplaced = unplacedWords(plain.sentencesRead.map(restoreSpans), graph, title, new Set(plain.madeFrom.keys()), plain.itemSteps, plain.fannedOut);
  if (unplaced) throw new FlowchartError('FLOWCHART_TEXT_UNPLACED', unplaced);
  const misread = misreadSteps(graph, new Set(plain.madeFrom.keys()), prompt, plain.sentencesRead.map(restoreSpans)) ?? misreadConsort(graph, consortIds);
  if (misread) throw new FlowchartError('FLOWCHART_TEXT_UNPLACED', misread);
  const alone = !mermaidRead && consortIds.size === 0 && !readsDownwards ? joinedToNothing(graph) : undefined;
  if (alone) {
    throw new FlowchartError(
      'FLOWCHART_TEXT_UNPLACED',
      `${said(restoreSpans(alone), 'A step')} is joined to no other step: the reader could not tell where it goes in the flow; write it where it is done ("A, then B") or say what leads to it (see docs/flowchart-requests.md).`,
    );
  }
  const dropped = plain.droppedAnswer();
  if (dropped) {
    throw new FlowchartError(
      'FLOWCHART_TEXT_UNPLACED',
      `The answer "${dropped.answer}" of ${said(restoreSpans(dropped.question), 'a question')} leads nowhere: the text went on from another branch and never said where it goes; write it ("${dropped.answer.toLowerCase()}: A") or say where all branches meet ("everyone ...") (see docs/flowchart-requests.md).`,
    );
  }
  // One sentence with no second step ("How are you?", "Our assay workflow", "Centrifuge the
  // samples") describes no flow: a one-box flowchart would be a plausible wrong result.
  if (graph.nodes.length === 1 && graph.edges.length === 0 && !mermaidRead) throw new FlowchartError('FLOWCHART_NO_GRAPH', NO_GRAPH_MESSAGE);
  if (graph.nodes.length === 0) throw new FlowchartError('FLOWCHART_NO_GRAPH', NO_GRAPH_MESSAGE);
  const values = !mermaidRead && consortIds.size === 0 && !readsDownwards ? valueRows(graph) : undefined;
  if (values) throw new FlowchartError('FLOWCHART_NO_GRAPH', `${said(values, 'A box')} and every other box only name things and their values ("name 276 MPa, name 310 MPa"): values to compare, not steps in an order, so there is no flow to draw (a table or a chart shows them). ${NO_GRAPH_MESSAGE}`);
  if (!direction && readsDownwards) direction = 'TB';
  if (direction) graph.direction = direction;
  if (title) graph.title = withoutDrawingNoun(title);
  return { graph, madeFrom: plain.madeFrom };
}

/** A step with no arrow in or out in a flow of several steps (notes and groups aside): a box the text placed nowhere. */
function joinedToNothing(graph: FlowGraph): string | undefined {
  if (graph.nodes.filter((n) => n.role !== 'note').length < 2) return undefined;
  const joined = new Set(graph.edges.flatMap((e) => [e.from, e.to]));
  return graph.nodes.find((n) => n.role !== 'note' && !joined.has(n.id))?.label;
}

/**
 * The prompt without the sentences that ask for the drawing ("Draw a flowchart of our protocol:",
 * "Make it left to right."), and the direction they state. Text after a request's colon is kept.
 */
function withoutDrawingWords(text: string): { text: string; direction?: Direction; title?: string } {
  let direction: Direction | undefined;
  let title: string | undefined;
  // "The chart starts at 'A' and ends at 'B'": B ends the flow, after every step the text goes on to write.
  let lastEnd: string | undefined;
  // "Thanks!" and "Jo" on the line under it end the letter: nothing after a sign-off is a step.
  const signOff = letterFraming(text, () => true).find((f) => f.what === 'sign-off');
  const letter = signOff ? text.slice(0, signOff.start) : text;
  const lines = letter.split('\n').map((line) => {
    const kept: string[] = [];
    // "... the last step. thanks!": a sign-off after a full stop, whatever its case, is no part of the step.
    const signedOff = line.replace(/([.!?])\s+(?:thanks|thank you|thx|cheers|ta)(?:\s+(?:so|very)\s+much)?[\s!.:)]*$/i, '$1');
    for (const sentence of sentences(signedOff)) {
      let rest = withoutLeadingRequest(sentence);
      const ends = namedEnds(rest);
      if (ends) {
        // "Start with a rounded box 'Referral received'": the start mark with its words, no step "Start with ...".
        if (ends.start !== undefined) kept.push(`Start: ${ends.start}.`);
        if (ends.start !== undefined && ends.end !== undefined) lastEnd = ends.end;
        else if (ends.end !== undefined) kept.push(`End: ${ends.end}.`);
        continue;
      }
      if (isGreeting(rest) || REQUEST_ALONE.test(rest.trim()) || wishAboutDrawing(rest)) continue;
      let changed = false;
      // "As discussed, here's how the referrals should flow: A → B": words that introduce the steps, up to their colon.
      const intro = INTRO_TO_COLON.exec(rest);
      if (intro) {
        rest = rest.slice(intro[0].length);
        changed = true;
      }
      const found = findDirection(rest);
      if (found) {
        direction ??= found.direction;
        found.pattern.lastIndex = 0;
        rest = rest.replace(found.pattern, ' ').replace(/\(\s*\)/g, '');
        changed = true;
        if (onlyAboutDrawing(rest) || wishAboutDrawing(rest)) continue;
      }
      // "Our ethics process ..., as a flowchart please:": a sentence naming the figure is about the figure.
      const request = REQUEST_WORDS.exec(rest) ?? FIGURE_WORDS.exec(rest) ?? FIGURE_SUBJECT.exec(rest.trim());
      if (request && (request.index < 40 || FIGURE_WORDS.test(rest))) {
        const colon = rest.indexOf(':', request.index);
        if (colon < 0) continue;
        // "PCR optimisation flowchart: ..." names the flow it asks for.
        const name = rest.slice(0, colon).trim();
        if (!REQUEST_WORDS.test(name) && name.split(/\s+/).length <= 6) title ??= name;
        rest = rest.slice(colon + 1);
        changed = true;
      }
      // "pipeline, left to right, grouped ...": the words taken out leave no empty clause (",,").
      if (changed) rest = rest.replace(/^[\s,:;.]+/, '').replace(/\s{2,}/g, ' ').replace(/\s+([,.;:])(?=\s|$)/g, '$1').replace(/,(?:\s*,)+/g, ',');
      if (rest.trim() !== '') kept.push(rest);
    }
    const indent = /^\s*/.exec(line)![0];
    return kept.length > 0 ? indent + kept.join(' ') : '';
  });
  if (lastEnd !== undefined) lines.push(`End: ${lastEnd}.`);
  const result: { text: string; direction?: Direction; title?: string } = { text: lines.join('\n') };
  if (direction) result.direction = direction;
  if (title) result.title = title;
  return result;
}

/** "Here's how the referrals should flow:", "As discussed, here is what we do:": an introduction to the steps after its colon. */
const INTRO_TO_COLON = /^(?:[^:,]{0,40},\s*)?(?:here(?:'s|’s|\s+is|\s+are)|below\s+(?:is|are)|this\s+is)\s+(?:how|what|the)\b[^:]{0,80}:\s*(?=\S)/i;

/**
 * "hi! can you make me a flowchart of how samples go through our biobank? we receive ...": the
 * greetings and requests that open a sentence, ended by "!", "?" or "." whatever case follows,
 * are dropped; what follows them is read.
 */
function withoutLeadingRequest(sentence: string): string {
  // "Hi Sam, thaw the cells ...", "Hello all! ...": a greeting to someone opens the sentence.
  let rest = sentence.replace(/^\s*(?:hi|hello|hey|dear)(?:\s+(?:\p{Lu}[\p{L}'-]*|all|everyone|there|team))?\s*[,!—–-]\s*(?=\S)/iu, '');
  for (let piece = /^(.*?[.!?])\s+(?=\S)/.exec(rest); piece; piece = /^(.*?[.!?])\s+(?=\S)/.exec(rest)) {
    const words = piece[1]!;
    const request = REQUEST_WORDS.exec(words);
    if (!isGreeting(words) && !(request && request.index < 40 && !words.includes(':'))) break;
    rest = rest.slice(piece[0].length);
  }
  return rest;
}

/**
 * A name with no step in it: one short line, no list, arrow, question or sentence break, not
 * starting with a step verb, and naming a flow ("... workflow") or led by "our", "the", "my" ...
 */
function isOnlyAName(text: string): boolean {
  const line = text.trim().replace(/[.:]$/, '');
  if (line === '' || line.includes('\n') || /[.;:?!,]|->|→|=>/.test(line) || line.split(/\s+/).length > 8) return false;
  if (startsWithVerb(line) || outline(line)[0]?.kind !== 'text') return false;
  return TITLE_WORDS.test(line) || /^(?:our|the|my|a|an|this|their)\s/i.test(line);
}

/**
 * Text detected in an image: a line of one or two digits or punctuation marks is an arrowhead,
 * a bar or a box edge read as text ("4", "->", "|"), not a step. Every other line is kept.
 */
function withoutOcrNoise(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^[\p{N}\p{P}\p{S}]{1,2}$/u.test(line.trim()))
    .join('\n');
}

/**
 * "Table 1. Baseline characteristics" over rows of "Age, years: 64.2 ± 9.1 vs 63.8 ± 9.4": a table
 * caption, or three rows or more comparing values ("x vs y"), is a table of values. Returns what
 * shows it, or undefined.
 */
function tableOfValues(text: string): string | undefined {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const caption = lines.find((l) => /^table\s+\d+\b/i.test(l));
  const comparing = lines.filter((l) => /\d[^\n]*\bvs\.?\s+[\d(<>≤≥−-]/i.test(l) && !/->|→|=>/.test(l));
  if (comparing.length < 3 && !(caption && comparing.length > 0)) return undefined;
  return caption ? `${said(caption.slice(0, 60), 'A table caption')} heads rows of values.` : `${comparing.length} lines compare values ("... vs ...").`;
}

/** "UTS 310 MPa", "yield 276 MPa", "Al 6061-T6 yield 276 MPa": a name and its value, ending in a number and a unit. */
const NAMED_VALUE = /^[^,]*\D\s[−-]?\d[\d,.]*\s*(?:%|°\s?[CF]|[\p{L}µ/²³]{1,6})?$/u;

/**
 * "Al 6061-T6 yield 276 MPa, UTS 310 MPa; Ti-6Al-4V yield 880 MPa, ...": a read where every box
 * (two or more, no decision) is only names and their values, each part ending in a number with
 * its unit, and no box leads with a step verb. Returns the first box, or undefined.
 */
function valueRows(graph: FlowGraph): string | undefined {
  const boxes = graph.nodes;
  if (boxes.length < 2 || boxes.some((n) => n.role === 'decision' || n.role === 'terminator')) return undefined;
  const row = (label: string) => {
    const parts = label.split(/,\s+(?!\d{3}\b)/);
    return parts.length >= 2 && parts.every((p) => NAMED_VALUE.test(p.trim())) && !startsWithVerb(label);
  };
  return boxes.every((n) => row(n.label)) ? boxes[0]!.label : undefined;
}

/**
 * "RNA extraction > DNase treatment > cDNA synthesis": a line of steps joined by " > " (two or
 * more, none before a number standing alone or a multiple, as "NEWS2 > 5" and "ALT > 3× ULN" compare; "> 2D classes" is a step) is a chain of arrows.
 */
function chevronChains(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const joins = [...line.matchAll(/\s>\s+(?=\S)/g)];
      if (joins.length < 2 || joins.some((m) => /^[−-]?\d[\d.,]*(?:\s|%|×|x\b|$|\))/.test(line.slice(m.index + m[0].length)))) return line;
      return line.replace(/\s>\s+(?=\S)/g, ' → ');
    })
    .join('\n');
}

function hasItems(blocks: Block[]): boolean {
  return blocks.some((b) => b.kind === 'item');
}
