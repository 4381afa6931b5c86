// Several steps added at once, with their count and their labels listed after a colon: "add
// two more steps after the substrate: 'Add stop solution' and 'Shake for 10 s'", "add three
// steps before mounting: A, B and C". They are chained in the order listed, after (or before)
// the step named. The count said must be the number of labels listed, or the edit is refused
// naming both: a count that disagrees is a sign the list was not read as meant.
import type { Form } from '../form.ts';
import { insertAfter, insertBefore, newNode, outgoing } from '../graph.ts';
import { describeNode, ReferenceFailure, resolveNode } from '../references.ts';
import { joinTokens, type Token } from '../tokens.ts';
import { newStepLabel } from './add.ts';

const COUNTS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, both: 2 };
const COUNT = `=count:${Object.keys(COUNTS).join('|')}|2|3|4|5|6|7|8|9|10`;
const SIDE = '=side:after|before|right after|just after|straight after|directly after|immediately after|right before|just before|following|preceding';

/** The labels of a list "A, B and C" (quoted or not), split at unquoted commas and "and". */
function listedLabels(tokens: readonly Token[]): Token[][] {
  const pieces: Token[][] = [[]];
  for (const t of tokens) {
    if (!t.quoted && (t.text === ',' || t.lower === 'and' || t.lower === 'then')) pieces.push([]);
    else pieces[pieces.length - 1]!.push(t);
  }
  return pieces.filter((p) => p.length > 0);
}

const severalSteps: Form = {
  patterns: [
    ['add|insert|put|append', COUNT, '?more|new|extra|further|additional', '?steps|boxes|stages|nodes', SIDE, '$anchor', ':|-|—|–', '$list'],
    ['add|insert|put|append', COUNT, '?more|new|extra|further|additional', '?steps|boxes|stages|nodes', ':|-|—|–', '$list', SIDE, '$anchor'],
    // "add 'Give GTN' and 'Give aspirin' before the ECG": quoted labels listed, with no count.
    ['add|insert|append', '$list', SIDE, '$anchor'],
  ],
  resolve(graph, slots) {
    const pieces = listedLabels(slots.list!);
    if (!slots.count && (pieces.length < 2 || pieces.some((p) => p.length !== 1 || !p[0]!.quoted))) throw new ReferenceFailure(`'${joinTokens(slots.list!)}' is no list of quoted labels`, true);
    const said = slots.count?.[0]!.lower ?? String(pieces.length);
    const count = COUNTS[said] ?? Number(said);
    const labels = pieces.map((piece) => newStepLabel(piece));
    if (labels.length !== count) throw new ReferenceFailure(`'${slots.count![0]!.text}' steps are said, but ${labels.length} are listed (${labels.map((l) => `'${l}'`).join(', ')}): '${joinTokens(slots.list!)}'`);
    const anchor = resolveNode(graph, slots.anchor!);
    const before = slots.side!.some((t) => t.lower === 'before' || t.lower === 'preceding');
    if (!before && anchor.role === 'decision' && outgoing(graph, anchor).length > 1) {
      throw new ReferenceFailure(`${describeNode(anchor)} is a decision with several branches; say which one the new steps follow`);
    }
    return {
      key: `several ${before ? 'before' : 'after'} ${anchor.id} ${labels.join('\u0000')}`,
      run() {
        let last = anchor;
        for (const label of labels) {
          const node = newNode(graph, label, 'process', anchor.group);
          if (before) insertBefore(graph, node, anchor);
          else insertAfter(graph, node, last);
          last = node;
        }
      },
    };
  },
};

export const ADD_SEVERAL_FORMS: readonly Form[] = [severalSteps];
