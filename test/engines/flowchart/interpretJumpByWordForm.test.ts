// A jump names its step by another form of the step's words: "go back to homogenisation" for
// "Homogenise the tissue", "return to the staining" for "Stain the slides".
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList } from './support.ts';

describe('a step named by another form of its verb', () => {
  test('"return to the staining" loops back to "Stain the slides with H&E"', () => {
    const graph = interpret('Cut 4 µm sections. Stain the slides with H&E. Review under the microscope. If the staining is patchy, return to the staining. Otherwise scan the slides.', []);
    expect(edgeList(graph)).toContain('Is the staining patchy? -> Stain the slides with H&E [Yes]');
  });

  test('"go back to calibration" names "Calibrate the balance"', () => {
    const graph = interpret('Calibrate the balance. Weigh the standard. If the reading is off by more than 0.1 mg, go back to calibration. Otherwise weigh the samples.', []);
    expect(edgeList(graph).some((e) => / -> Calibrate the balance \[Yes\]$/.test(e))).toBe(true);
  });

  test('a form that fits two steps is refused, naming the words', () => {
    expect(() => interpret('Wash the cells in PBS. Fix them. Wash the cells in buffer. If debris remains, go back to washing. Otherwise mount.', [])).toThrow(/washing/);
  });
});

describe('"and <verb> again" after a step', () => {
  test('"if the seal leaks, tighten the clamp and check again" loops back to the check', () => {
    const graph = interpret('Fit the lid. Check the seal with water. If the seal leaks, tighten the clamp and check again. Otherwise autoclave the vessel.', []);
    const edges = edgeList(graph);
    expect(edges).toContain('Tighten the clamp -> Check the seal with water');
    expect(edges.some((e) => / -> Autoclave the vessel \[No\]$/.test(e))).toBe(true);
  });
});

describe('a question named by its words and "question" or "check"', () => {
  test('"back to the swallow question" loops to "Can the pt swallow safely?"; "go back to the 3× ULN check" to "ALT > 3× ULN?"', () => {
    const hypo = interpret('check capillary BG. below 4.0 mmol/L? if no, stop. if yes: can the pt swallow safely? yes → oral glucose, no → IM glucagon. then recheck BG after 15 min; still below 4.0? yes → back to the swallow question; no → long-acting carb snack', []);
    expect(edgeList(hypo)).toContain('Still below 4.0? -> Can the pt swallow safely? [Yes]');
    const alt = interpret('LFTs every 4 weeks. ALT > 3× ULN? No → continue drug. Yes → ALT > 5× ULN? Yes → stop drug. No → repeat LFTs in 1 week and go back to the 3× ULN check.', []);
    expect(edgeList(alt)).toContain('Repeat LFTs in 1 week -> ALT > 3× ULN?');
  });

  test('words that fit two questions name neither', () => {
    expect(() => interpret('ALT > 3× ULN? No → continue drug. Yes → ALT > 5× ULN? Yes → stop drug. No → repeat LFTs in 1 week and go back to the ULN check.', [])).toThrow(/ULN check/);
  });
});

describe('"try again", "repeat" in an answer of a question', () => {
  test('"acceptable? no → coach the patient and try again" loops back to the attempt the question judges', () => {
    const edges = edgeList(interpret('explain the manoeuvre → patient blows → acceptable? no → coach the patient and try again; yes → record FEV1 and FVC', []));
    expect(edges).toContain('Coach the patient -> Patient blows');
    expect(edgeList(interpret('explain the manoeuvre → patient blows → acceptable? no → repeat; yes → record FEV1 and FVC', []))).toContain('Acceptable? -> Patient blows [No]');
  });

  test('"try again" whose attempt cannot be told is refused, never a box of its own', () => {
    expect(() => interpret('Explain the manoeuvre. Try again. Record FEV1.', [])).toThrow(/"Try again" says the flow goes back/);
  });
});

describe('a bracket that only says "go back"', () => {
  test('"no → explain again (go back)" loops back to "Explain study", the bracket no part of a step', () => {
    const edges = edgeList(interpret('explain study → questions answered satisfactorily? no → explain again (go back); yes → enrol', []));
    expect(edges).toContain('Questions answered satisfactorily? -> Explain study [No]');
  });
});
