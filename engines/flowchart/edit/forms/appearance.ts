// The look of the whole chart: text size ("make the font bigger", "smaller text") and the
// space between steps ("more compact", "spread it out"). The edit only sets the graph's
// `textScale` and `spacing`; the layout honours them.
import type { FlowGraph } from '../../model.ts';
import type { Form } from '../form.ts';
import { ReferenceFailure } from '../references.ts';

/** One step of "bigger" or "smaller": a change a reader sees at once; about five steps span the range. */
const TEXT_STEP = 1.25;
const TEXT_MIN = 0.6;
const TEXT_MAX = 2;

const TEXT = 'text|font|fonts|labels|lettering|writing|type|font size|text size|type size';
const DEGREE = '?a bit|a little|slightly|somewhat|a touch';
const GREATER = new Set(['bigger', 'larger', 'increase', 'enlarge', 'grow', 'up', 'small', 'tiny']);

const textSize: Form = {
  patterns: [
    ['make|set|turn', '?the|all the|all', TEXT, '?size', DEGREE, '=how:bigger|larger|smaller'],
    // "a smaller font", "with a bigger font", joined to another change: "more compact and a smaller font"
    ['?with|in', '?a|an', DEGREE, '=how:bigger|larger|smaller', TEXT, '?size'],
    ['use', '?a|an', DEGREE, '=how:bigger|larger|smaller', TEXT, '?size'],
    ['=how:increase|enlarge|decrease|reduce|shrink', '?the', TEXT, '?size', DEGREE],
    ['?the', TEXT, '?size', '=how:up|down'],
    // "the font is too small", "the labels are a bit too big": the size that would fix it
    ['?the|all the', TEXT, '?size', "is|are|looks|look|'s|seems|seem", '?a bit|a little|slightly|way|far|much|rather|just', 'too', '=how:small|tiny|big|large|huge'],
  ],
  resolve(graph, slots) {
    const bigger = GREATER.has(slots.how![0]!.lower);
    const now = graph.textScale ?? 1;
    const next = Math.round(Math.min(TEXT_MAX, Math.max(TEXT_MIN, bigger ? now * TEXT_STEP : now / TEXT_STEP)) * 10000) / 10000;
    if (next === now) throw new ReferenceFailure(`the text is already at its ${bigger ? 'largest' : 'smallest'} (${now} times the usual size)`);
    return { key: `text ${next}`, run: () => void (graph.textScale = next) };
  },
};

/** Spacing from tight to loose; unset is the layout's own, between the two. */
const SPACINGS = ['compact', undefined, 'spacious'] as const;
type Spacing = FlowGraph['spacing'];

/** Words asking for less space; "less" before one of them asks for more ("less cramped"). */
const CLOSER = new Set(['compact', 'tighter', 'denser', 'dense', 'cramped', 'closer', 'narrower', 'smaller', 'less', 'reduce', 'decrease', 'tighten', 'shrink']);

function asksCloser(words: readonly string[]): boolean {
  if (words.length === 1) return CLOSER.has(words[0]!);
  const tight = CLOSER.has(words[1]!);
  return words[0] === 'less' ? !tight : tight;
}
/** Complaints about the spacing, and whether each asks for the steps closer together. */
const COMPLAINT = new Map<string, boolean>([
  ...['cramped', 'crowded', 'tight', 'close', 'close together', 'squashed', 'packed', 'too little'].map((w) => [w, false] as const),
  ...['spread out', 'spaced out', 'sparse', 'spacious', 'loose', 'far apart', 'too much'].map((w) => [w, true] as const),
]);
const IT = '?it|everything|the chart|the flowchart|the diagram|the layout|the steps|the boxes|the nodes|things|them';
const SPACE = 'space|spacing|room|gaps|gap|whitespace|white space|distance';
const BETWEEN = '?between|around|among';
const BETWEEN_WHAT = '?the|all the';
const WHAT = '?steps|boxes|nodes|shapes|them';

const spacing: Form = {
  patterns: [
    // "more compact", "make it tighter", "make the layout less cramped", "make it compact"
    ['?make|keep', IT, DEGREE, '=how:more compact|less compact|compact|more spacious|less spacious|spacious|tighter|looser|denser|less dense|less cramped|more spread out|less spread out|roomier|airier'],
    // "more space between the steps", "less spacing", "use tighter spacing"
    ['?use|give it|leave|put', DEGREE, '=how:more|less|tighter|looser|wider|narrower|smaller|bigger|larger', SPACE, BETWEEN, BETWEEN_WHAT, WHAT],
    // "increase the spacing", "reduce the space between steps"
    ['=how:increase|widen|reduce|decrease|tighten|shrink', '?the', SPACE, BETWEEN, BETWEEN_WHAT, WHAT],
    // "spread it out", "space the steps out"
    ['=how:spread|space', IT, 'out', '?more|a bit|a little'],
    // "move the steps closer together", "closer together"
    ['?move|bring|put|pack', IT, DEGREE, '=how:closer', '?together'],
    // "it's too cramped", "the boxes are too close together", "it's too spread out": the spacing that would fix it
    ["?it's|it is|it’s|everything is|the chart is|the flowchart is|the diagram is|the layout is|the steps are|the boxes are|they are|they're", '?a bit|a little|slightly|way|far|much|rather', 'too', '=how:cramped|crowded|tight|close|close together|squashed|packed|spread out|spaced out|sparse|spacious|loose|far apart'],
    ['there is|there’s|there\'s', '?a bit|a little|slightly|way|far|much|rather', '=how:too much|too little', SPACE, '?between|around', '?the', WHAT],
  ],
  resolve(graph, slots) {
    const words = slots.how!.map((t) => t.lower);
    const absolute = words.length === 1 && (words[0] === 'compact' || words[0] === 'spacious');
    // A complaint asks for its opposite: "too cramped" for more space, "too much space" for less.
    const complaint = COMPLAINT.get(words.join(' '));
    const closer = complaint ?? asksCloser(words);
    const now = SPACINGS.indexOf(graph.spacing);
    const next: Spacing = absolute ? (words[0] as Spacing) : SPACINGS[Math.min(SPACINGS.length - 1, Math.max(0, now + (closer ? -1 : 1)))];
    if (next === graph.spacing) throw new ReferenceFailure(`the steps are already as ${closer ? 'close' : 'far apart'} as the layout sets them (spacing ${graph.spacing})`);
    return {
      key: `spacing ${next}`,
      run() {
        if (next === undefined) delete graph.spacing;
        else graph.spacing = next;
      },
    };
  },
};

const CHART = '?it|the chart|the flowchart|the diagram|the figure|everything';
const PAGE = 'page|pages|sheet|sheets|slide|slides|screen|screens';

/**
 * A chart too big for its page asks for the compact layout: "it spills over onto a second
 * page", "it doesn't fit on one page", often said as the reason of "more compact". Said with
 * "more compact", the chart is compact already, which this asks for and nothing more.
 */
const overflow: Form = {
  patterns: [
    ['?because|as|since', CHART, 'spills|runs|goes|flows|spreads|spilling|running|going', '?over|on', 'onto|on to|into|to|across|over|on', '?a|the', '?second|next|two|another|2|several|multiple|extra|following', PAGE],
    ['?because|as|since', CHART, "doesn't|does not|won't|will not|can't|cannot|doesn’t|won’t|can’t|does n't", 'fit', '?on|onto|in|into', '?one|a|the|a single|one single', PAGE],
    ['?because|as|since', "it's|it is|it’s|the chart is|the flowchart is|the diagram is", '?too|far too|way too|a bit too', 'big|long|tall|wide|large', '?for|to fit on|to fit', '?one|a|the|a single', '?page|sheet|slide|screen'],
    // "make it fit on one slide", "it needs to fit on a single page"
    ['?make|get|have', CHART, '?needs to|need to|should|must|has to|to', 'fit', '?on|onto|in|into', '?one|a|the|a single|one single', PAGE],
  ],
  resolve(graph) {
    return { key: 'spacing compact', run: () => void (graph.spacing = 'compact') };
  },
};

export const APPEARANCE_FORMS: readonly Form[] = [textSize, spacing, overflow];
