// The shared layer's letter framing, as the readers of charts, flowcharts and image edits use it:
// what only greets or signs off is set aside, and a line that asks for something never is.
import { isCourtesy, isGreeting, isNarrative, letterFraming, opensAsStatement, withoutHedges } from '../../../engines/language/index.ts';

describe('greetings and sign-offs', () => {
  test.each(['Hi,', 'Hello again!', 'Hiya', 'Greetings,', 'Hi folks', 'Dear imaging team,', 'Good morning,', 'Kind regards,', 'Best, K', 'Cheers, Ana', 'Thanks Priya', 'Best, J. Smith', 'Many thanks, Priya Raman'])('%s frames a letter', (line) => {
    expect(isGreeting(line)).toBe(true);
  });

  test.each(['Hi, crop to panel B', 'Thanks, then rotate it', 'best quality please', 'cheers to the top half', 'Thanks priya'])('%s is not only a greeting', (line) => {
    expect(isGreeting(line)).toBe(false);
  });

  test.each(['ta', 'Ta!', 'All the best', 'thanks a lot'])('%s is courtesy', (line) => {
    expect(isCourtesy(line)).toBe(true);
  });

  test('a letter: the greeting line and the sign-off with the name under it, never the request', () => {
    const text = 'Good morning,\n\nCould you crop to panel B?\n\nMany thanks\nJ. Lee';
    const spans = letterFraming(text, () => false).filter((f) => f.what === 'greeting' || f.what === 'sign-off');
    expect(spans.map((f) => text.slice(f.start, f.end).trim())).toEqual(['Good morning,', 'Many thanks\nJ. Lee']);
  });
});

describe('the story behind a request', () => {
  test.each(['We sampled 40 farms.', 'In this work, we designed peptides and tested them against MRSA', 'Here we show that mussels filter particles', 'In our study, we fed mice a high-fat diet', 'Recently, we found a new strain'])('%s tells the story', (line) => {
    expect(isNarrative(line)).toBe(true);
  });
  test.each(['In this figure, a mouse with an arrow to a cage', 'Here, a mouse next to a cage', 'Mice fed a high-fat diet', 'In the middle, we need a cage'])('%s does not', (line) => {
    expect(isNarrative(line)).toBe(false);
  });
});

describe('a statement or a request', () => {
  const tagged = (...pos: string[]) => pos.map((p) => ({ pos: p }));
  test('a verb first asks (an imperative); anything else first states', () => {
    expect(opensAsStatement(tagged('VERB', 'DET', 'NOUN'))).toBe(false);
    expect(opensAsStatement(tagged('AUX', 'PRON', 'VERB'))).toBe(false);
    expect(opensAsStatement(tagged('ADJ', 'NOUN', 'AUX', 'VERB'))).toBe(true);
    expect(opensAsStatement([])).toBe(false);
  });
});

describe('hedges', () => {
  test('a hedge set off by a comma or a colon goes; the same word inside a name or a sentence stays', () => {
    expect(withoutHedges('a pic for the brief, basically sugar tax → prices')).toBe('a pic for the brief, sugar tax → prices');
    expect(withoutHedges('The idea: in a nutshell, bees → flowers')).toBe('The idea: bees → flowers');
    expect(withoutHedges('an essentially closed loop')).toBe('an essentially closed loop');
  });
});
