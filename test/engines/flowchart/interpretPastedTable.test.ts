// A table of numbered steps pasted as text is a numbered list; its header row is no step.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { labels, refusal } from './support.ts';

describe('a table of steps pasted as text', () => {
  test('"No. | Step" over "1 | ..." rows, as a Markdown table, under a title', () => {
    const graph = interpret('Thawing protocol\n| No. | Step |\n|---|---|\n| 1 | Thaw the vial in a 37 °C bath |\n| 2 | Wipe with 70% ethanol |\n| 3 | Add dropwise to 9 mL medium |', []);
    expect(labels(graph)).toEqual(['Thaw the vial in a 37 °C bath', 'Wipe with 70% ethanol', 'Add dropwise to 9 mL medium']);
    expect(graph.title).toBe('Thawing protocol');
  });

  test('tab-separated rows copied from a spreadsheet', () => {
    const graph = interpret('#\tTask\n1\tLabel the tubes\n2\tAdd 200 µL lysis buffer\n3\tVortex for 10 s', []);
    expect(labels(graph)).toEqual(['Label the tubes', 'Add 200 µL lysis buffer', 'Vortex for 10 s']);
  });

  test('Mermaid edge labels written with bars are not a table', () => {
    const graph = interpret('flowchart TD\n  A[Start] -->|yes| B[Go]\n  A -->|no| C[Stop]', []);
    expect(labels(graph)).toEqual(['Start', 'Go', 'Stop']);
  });

  test('a table of reagents and their volumes is values, not steps: refused, naming it', () => {
    const error = refusal('Reagent | Volume\nMaster mix | 10 µL\nPrimer F | 1 µL\nPrimer R | 1 µL\nTemplate | 2 µL\nWater | 6 µL');
    expect(error.reason).toBe('FLOWCHART_NO_GRAPH');
    expect(error.message).toContain('Master mix | 10 µL');
  });

  test('a table whose rows hold steps with their times is still steps', () => {
    expect(labels(interpret('Step | Time\nThaw the vial | 2 min\nSpin it down | 5 min\nResuspend in medium | 1 min', []))).toHaveLength(3);
  });
});
