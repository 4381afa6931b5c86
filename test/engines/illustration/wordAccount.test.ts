// The schematic reader's account of every word (engines/illustration/schematic/wordAccount.ts,
// accounting.ts): a content word the scene neither shows nor sets aside by rule refuses the
// request with SCHEMATIC_UNPLACED naming it; words about the figure's look or layout are set
// aside, never drawn as things. Prompts written for this test, not taken from the corpus.
import { readScene } from '../../../engines/illustration/schematic/scene.ts';
import { EngineError } from '../../../engines/shared/errors.ts';

function refusal(prompt: string): { reason: string; message: string } {
  try {
    const scene = readScene(prompt);
    return { reason: 'drawn', message: scene.subjects.map((s) => s.label).join(', ') };
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return { reason: error.reason, message: error.message };
  }
}

describe('every word of an illustration prompt is accounted for', () => {
  test('a verb that made no arrow is refused, naming it and what the engine draws', () => {
    const r = refusal('a flask, shaken vigorously');
    expect(r.reason).toBe('SCHEMATIC_UNPLACED');
    expect(r.message).toContain('"shaken"');
    expect(r.message).toMatch(/draws things named as nouns/);
  });

  test('a side word with no comparison to place is refused, not dropped', () => {
    const r = refusal('a starfish on the left');
    expect(r.reason).toBe('SCHEMATIC_UNPLACED');
    expect(r.message).toContain('"left"');
  });

  test('a sentence telling a story with a verb of its own is refused naming the verb', () => {
    const r = refusal('a fossil. It sits in a cabinet.');
    expect(r.reason).toBe('SCHEMATIC_UNPLACED');
    expect(r.message).toContain('"sits"');
  });

  test('a state a thing is shown in is never drawn as a thing of its own', () => {
    const r = refusal('a loaf of bread, sliced open');
    expect(r.reason).toBe('SCHEMATIC_UNPLACED');
    expect(r.message).toMatch(/Sliced open/);
  });

  test('words of the layout are never drawn as things', () => {
    expect(refusal('a violin and a cello, two boxes')).toMatchObject({ reason: 'SCHEMATIC_UNPLACED', message: expect.stringContaining('Two boxes') });
    const scene = readScene('two walruses in a row');
    expect(scene.subjects.map((s) => s.label)).toEqual(['Two walruses']);
    expect(scene.words.filter((w) => w.use === 'layout').map((w) => w.text)).toContain('row');
  });

  test('words of presentation before a name are its look, not part of its name', () => {
    const scene = readScene('a cute cartoon tardigrade');
    expect(scene.subjects.map((s) => s.label)).toEqual(['Tardigrade']);
    expect(scene.words.filter((w) => w.use === 'style').map((w) => w.text)).toEqual(['cute', 'cartoon']);
  });

  test('a prompt read whole is drawn, every content word in a role the scene shows', () => {
    const scene = readScene('a heron with an arrow to a carp, then the carp to a snail; label the beak on the heron');
    expect(scene.subjects.map((s) => s.label)).toEqual(['Heron', 'Carp', 'Snail']);
    expect(scene.subjects[0]!.parts).toEqual(['beak']);
    expect(scene.arrows.map((a) => [a.from, a.to])).toEqual([[0, 1], [1, 2]]);
    expect(scene.words.filter((w) => /^(?:heron|carp|snail|beak|arrow)$/i.test(w.text)).every((w) => w.use !== 'function')).toBe(true);
  });

  test('things set beside each other account for "next" without an arrow', () => {
    const scene = readScene('a walrus next to an iceberg');
    expect(scene.subjects.map((s) => s.label)).toEqual(['Walrus', 'Iceberg']);
    expect(scene.arrows).toEqual([]);
  });

  test('a sentence that gives no thing and no rule sets aside is refused, naming the sentence', () => {
    const r = refusal('a kayak. It was capsized.');
    expect(r.reason).toBe('SCHEMATIC_UNPLACED');
    expect(r.message).toContain('"It was capsized"');
  });

  test('a closing thank-you is set aside, never drawn as a thing', () => {
    const scene = readScene('a kayak on a river. Thanks so much!');
    expect(scene.subjects.map((s) => s.label)).toEqual(['Kayak on a river']);
    expect(scene.words.filter((w) => /^thanks$/i.test(w.text)).map((w) => w.use)).toEqual(['request']);
  });
});
