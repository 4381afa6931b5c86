// The fifty-three edits of plainEditCasesRound5.ts, judged as the understanding bench judges
// the corpus, and the rules they asked for, each on other words.
import { applyEdit } from '../../../engines/flowchart/edit/index.ts';
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { PARENTS5, ROUND5_CASES } from './plainEditCasesRound5.ts';
import { editRefusal, judgeEditSet, successors } from './support.ts';

judgeEditSet(
  'plain-word edits, fifth round',
  PARENTS5,
  ROUND5_CASES,
  {},
  45,
);

const parentOf = (name: keyof typeof PARENTS5) => interpret(PARENTS5[name].prompt, []);
const labelsOf = (g: ReturnType<typeof applyEdit>) => g.nodes.map((n) => n.label);
const successorsOf = successors;

describe('a value changed "from A to B"', () => {
  test('"change the cut-off from 30 to 45" changes the one step writing 30; "change the spin from 2000 g to 3000 g" changes it in the step named', () => {
    expect(labelsOf(applyEdit(parentOf('screening'), 'change the cut-off from 30 to 45'))).toContain('Is eGFR 45 or more?');
    expect(labelsOf(applyEdit(parentOf('gwas'), 'change the threshold from 0.2 to 0.125'))).toContain('Remove related individuals (PI_HAT > 0.125)');
    expect(labelsOf(applyEdit(parentOf('gwas'), 'change the PCA step from ancestry to population'))).toContain('PCA for population outliers');
  });

  test('a value written in several steps, or in none, is refused naming them', () => {
    expect(editRefusal(parentOf('titration'), 'change the dose from 5 mg to 10 mg')).toMatch(/Start 5 mg.*Increase by 5 mg/);
    expect(editRefusal(parentOf('screening'), 'change the cut-off from 60 to 45')).toMatch(/no step writes '60'/);
  });
});

describe('the place said first, and a look said with an article', () => {
  test("\"after 'continue dose' add 'Review in 3 months'\": a quoted place said first", () => {
    const g = applyEdit(parentOf('titration'), "after 'continue dose' add 'Review in 3 months'");
    expect(successorsOf(g, 'Continue dose')).toEqual(['Review in 3 months']);
    expect(successorsOf(applyEdit(parentOf('qpcr'), "before 'plot fold change', add 'Check reference gene stability'"), 'Check reference gene stability')).toEqual(['Plot fold change']);
  });

  test('"more compact and a smaller font": both', () => {
    const g = applyEdit(parentOf('qpcr'), 'more compact and a smaller font');
    expect([g.spacing, (g.textScale ?? 1) < 1]).toEqual(['compact', true]);
    expect((applyEdit(parentOf('qpcr'), 'left to right, with a bigger font').textScale ?? 1) > 1).toBe(true);
  });
});

describe('a step said to be done by a lane', () => {
  const laneOf = (g: ReturnType<typeof applyEdit>, label: string) => g.groups.find((x) => x.id === g.nodes.find((n) => n.label === label)!.group)?.label;

  test('"the identity check is done by pharmacy, move it to their lane" moves it into Pharmacy; "the prescription is verified by the nurse" names the step by its verb too', () => {
    expect(laneOf(applyEdit(parentOf('chemo'), 'the identity check is done by pharmacy, move it to their lane'), "Check the patient's identity")).toBe('Pharmacy');
    expect(laneOf(applyEdit(parentOf('chemo'), 'actually the prescription is verified by the nurse'), 'Verify the prescription')).toBe('Nurse');
  });

  test('a doer with no lane, and "their lane" with no doer said, are refused, never made lanes', () => {
    expect(editRefusal(parentOf('chemo'), 'the identity check is done by the porter')).toMatch(/no lane is called 'porter'/);
    expect(editRefusal(parentOf('chemo'), 'move the identity check to their lane')).toMatch(/no part before it said who does the step/);
  });
});

describe('a check added with its question quoted', () => {
  test("\"add a check after the NTCs: 'NTC clean?' - no goes to 'Repeat plate', yes carries on to normalising\": the question, its No to a new step, its Yes on", () => {
    for (const edit of ["add a check after the NTCs: 'NTC clean?' - no goes to 'Repeat plate', yes carries on to normalising", "add a check 'NTC clean?' after the NTCs - no goes to 'Repeat plate', yes carries on to normalising"]) {
      const g = applyEdit(parentOf('qpcr'), edit);
      expect(g.nodes.find((n) => n.label === 'NTC clean?')?.role).toBe('decision');
      expect(successorsOf(g, 'Check NTCs')).toEqual(['NTC clean?']);
      expect(successorsOf(g, 'NTC clean?').sort()).toEqual(['Normalise to GAPDH', 'Repeat plate']);
    }
  });

  test('unquoted words after the place are no question', () => {
    expect(() => applyEdit(parentOf('qpcr'), 'add a check after the NTCs: no goes to normalising, yes goes to plotting')).toThrow();
  });
});

describe('several step numbers after "steps"', () => {
  test('"between steps 2 and 3" is between step 2 and step 3; "make steps 1 and 2 grey" colours both; a quoted label keeps its words', () => {
    expect(successorsOf(applyEdit(parentOf('gwas'), "add 'Check heterozygosity' between steps 2 and 3"), 'Check heterozygosity')).toEqual(['Sex check']);
    const g = applyEdit(parentOf('gwas'), 'make steps 1, 2 and 4 grey');
    expect(g.nodes.filter((n) => n.style?.fill).map((n) => n.label)).toEqual(['Remove samples with call rate < 98%', 'Remove SNPs with call rate < 95%', 'Remove related individuals (PI_HAT > 0.2)']);
    expect(labelsOf(applyEdit(parentOf('gwas'), "rename step 3 to 'Repeat steps 1 and 2'"))).toContain('Repeat steps 1 and 2');
  });
});

describe('an arrow named by passing or failing', () => {
  const stroked = (g: ReturnType<typeof applyEdit>) => g.edges.filter((e) => e.style?.stroke).map((e) => `${g.nodes.find((n) => n.id === e.from)!.label} -> ${g.nodes.find((n) => n.id === e.to)!.label}`);

  test('"colour the failure path red" is the no of "Checksum OK?", "the success path" its yes', () => {
    expect(stroked(applyEdit(parentOf('backup'), 'colour the failure path red'))).toEqual(['Checksum OK? -> Alert on-call']);
    expect(stroked(applyEdit(parentOf('backup'), 'make the success path green'))).toEqual(['Checksum OK? -> Upload to S3']);
  });

  test('"the fail arrow" of a question asking whether it failed is refused, never its no', () => {
    const failed = interpret(['flowchart TD', '  R[Run job] --> F{Job failed?}', '  F -->|Yes| A[Alert on-call]', '  F -->|No| D[Done]'].join('\n'), []);
    expect(editRefusal(failed, 'make the fail arrow red')).toMatch(/could be its yes or its no/);
  });
});

describe('removing one of steps done in parallel', () => {
  test('"remove CRP" of FBC, CRP and blood cultures leaves the others joining the clerking to the review, with no arrow added', () => {
    const g = applyEdit(parentOf('bloods'), 'remove CRP');
    expect(successorsOf(g, 'Clerk the patient').sort()).toEqual(['Blood cultures', 'FBC']);
  });
});
