// Words at an edit's end that ask nothing ("as well", "too"), and a quoted title after "make the
// title" joined to another edit by "and".
import { applyEdit } from '../../../engines/flowchart/edit/index.ts';
import { interpret } from '../../../engines/flowchart/interpret/index.ts';

const triage = () => interpret('Weigh the baby -> plot on the growth chart -> below the 2nd centile? yes: refer to the dietitian; no: routine review', []);

describe('words at the end and elided verbs', () => {
  test('"... red as well" colours the step', () => {
    const g = applyEdit(triage(), 'make the dietitian box red as well');
    expect(g.nodes.find((n) => n.label === 'Refer to the dietitian')!.style?.fill).toBeDefined();
  });

  test('"make X green and the title \'Y\'" sets both', () => {
    const g = applyEdit(triage(), "make the routine review box green and the title 'Infant growth check'");
    expect(g.title).toBe('Infant growth check');
    expect(g.nodes.find((n) => n.label === 'Routine review')!.style?.fill).toBeDefined();
  });
});
