// Numbers and bracketed text stay whole whatever a reader splits at.
import { protectSpans, restoreSpans } from '../../../engines/language/index.ts';

const cut = (text: string, at: RegExp) => protectSpans(text).split(at).map((part) => restoreSpans(part).trim());

describe('spans a reader never cuts', () => {
  test('a number with thousands separators is one number, a list of numbers is a list', () => {
    expect(cut('If it exceeds 1,500 mm³, euthanise; otherwise spin at 12,000 × g', /[,;]/)).toEqual(['If it exceeds 1,500 mm³', 'euthanise', 'otherwise spin at 12,000 × g']);
    expect(cut('139, 140 and 138 were allocated', /,/)).toEqual(['139', '140 and 138 were allocated']);
    expect(cut('doses of 1,2 or 3 mg', /,/)).toEqual(['doses of 1', '2 or 3 mg']);
    expect(cut('Primary: dilute 1:200, then at 10:30 read', /[:,]/)).toEqual(['Primary', 'dilute 1:200', 'then at 10:30 read']);
  });

  test('brackets and quotes keep their commas, semicolons and full stops', () => {
    expect(cut('Screened (n = 1,842; 3 sites), randomised (n = 417)', /[,;]/)).toEqual(['Screened (n = 1,842; 3 sites)', 'randomised (n = 417)']);
    expect(cut('Label it "wash, spin. dry", then store', /[,.]/)).toEqual(['Label it "wash, spin. dry"', 'then store']);
  });

  test("single quotes keep theirs too; an apostrophe opens nothing", () => {
    expect(cut("A dish labelled 'E. coli, strain K-12', then a flask", /[,.]/)).toEqual(["A dish labelled 'E. coli, strain K-12'", 'then a flask']);
    expect(cut("a flask labelled ‘LB, 37 °C’, a dish", /,/)).toEqual(['a flask labelled ‘LB, 37 °C’', 'a dish']);
    expect(cut("the astrocyte's end-feet, the neuron's axon", /,/)).toEqual(["the astrocyte's end-feet", "the neuron's axon"]);
    expect(cut("don't draw it, it's fine", /,/)).toEqual(["don't draw it", "it's fine"]);
  });

  test('an unclosed bracket protects nothing, and the text keeps its length', () => {
    const text = 'Excluded (n = 12, declined; then stop';
    expect(protectSpans(text).length).toBe(text.length);
    expect(cut(text, /;/)).toEqual(['Excluded (n = 12, declined', 'then stop']);
    expect(restoreSpans(protectSpans(text))).toBe(text);
  });
});
