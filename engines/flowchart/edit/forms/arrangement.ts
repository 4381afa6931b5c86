// Steps asked to stand side by side: "put the three arms side by side", "place A and B next to
// each other". The edit sets the graph's `sideBySide` rows (node ids); the layout honours them.
// A step stands in one row: naming it in a new row takes it out of the one it was in.
import type { Form } from '../form.ts';
import { describeNode, ReferenceFailure } from '../references.ts';
import { resolveSelection } from '../selection.ts';

const PUT = 'put|place|arrange|set|lay out|line up|show|draw|align|keep|make|have|position';
const SIDE_BY_SIDE = 'side by side|side-by-side|next to each other|beside each other|alongside each other|next to one another|beside one another|in a row|in one row|on one row|at the same level|on the same level|on one level|at one level|level with each other|level';
/** A restatement after a comma: "sit next to each other, same level". */
const RESTATED = '?same level|the same level|on the same level|at the same level|in one row|in a row|one row|side by side';

const sideBySide: Form = {
  patterns: [
    [PUT, '$nodes', SIDE_BY_SIDE, '?in one row|in a row|on one row|on one level|on the same level|at the same level|horizontally', '?,', RESTATED],
    // "can A and B sit next to each other, same level", "could A and B be on the same level"
    ['?can|could|should|let|have', '$nodes', 'sit|stand|be|go|appear|line up|are|stay|come', SIDE_BY_SIDE, '?,', RESTATED],
  ],
  resolve(graph, slots) {
    const nodes = resolveSelection(graph, slots.nodes!);
    if (nodes.length < 2) throw new ReferenceFailure(`${nodes.map(describeNode).join('')} is one step; side by side needs two or more`);
    const ids = nodes.map((n) => n.id);
    return {
      key: `side ${ids.join(',')}`,
      run() {
        const taken = new Set(ids);
        const rows = (graph.sideBySide ?? []).map((row) => row.filter((id) => !taken.has(id))).filter((row) => row.length >= 2);
        graph.sideBySide = [...rows, ids];
      },
    };
  },
};

export const ARRANGEMENT_FORMS: readonly Form[] = [sideBySide];
