// A thirteenth round of illustration prompts for the schematic reader's tests, written before
// the reader was changed for them: prompts of several short sentences that add things, labels and
// arrows to what came before ("Add a bladder below it", "Label the vessels", "with arrows both
// ways"), each with the scene a careful reader would draw (test/corpora/illustrations/README.md)
// and what the reader delivers: `drawn` (that scene exactly) or `refused` (SCHEMATIC_* naming
// words of the prompt). Never silently wrong.
import type { OwnPrompt } from './ownPrompts.ts';
import { chain, flow, set, single } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_13: OwnPrompt[] = [
  { prompt: 'A kidney. Add a bladder below it, with an arrow from the kidney to the bladder.', expect: flow(['kidney', 'bladder'], [['kidney', 'bladder']]), outcome: 'refused' },
  { prompt: 'Draw a honeybee. Also show a flower next to it.', expect: set(['honeybee', 'flower']), outcome: 'refused' },
  { prompt: 'A tumour with blood vessels growing into it. Label the vessels.', expect: single('tumour with blood vessels growing into it'), outcome: 'refused' },
  { prompt: 'Start with a patient. Then a blood sample. Then a centrifuge. Finally a freezer.', expect: flow(['patient', 'blood sample', 'centrifuge', 'freezer'], chain(['patient', 'blood sample', 'centrifuge', 'freezer'])), outcome: 'refused' },
  { prompt: 'Graphical abstract: Nanoplastics cross the placenta. A pregnant mouse, an arrow to a placenta, and an arrow from the placenta to a fetus. No text other than labels.', expect: flow(['pregnant mouse', 'placenta', 'fetus'], chain(['pregnant mouse', 'placenta', 'fetus']), { title: 'Nanoplastics cross the placenta' }), outcome: 'drawn' },
  { prompt: 'Two things: a Petri dish and a pipette. The Petri dish labelled "agar".', expect: set(['Petri dish', 'pipette'], { labels: { 'Petri dish': 'agar' } }), outcome: 'drawn' },
  { prompt: 'a liver with the four lobes labelled: right lobe, left lobe, caudate lobe and quadrate lobe', expect: single('liver', ['right lobe', 'left lobe', 'caudate lobe', 'quadrate lobe']), outcome: 'drawn' },
  { prompt: 'Our device: a microneedle patch. Label the needles and the backing layer. Minimal style.', expect: single('microneedle patch', ['needles', 'backing layer'], { title: 'Our device' }), outcome: 'refused' },
  { prompt: 'A hen and an egg, with arrows both ways', expect: { layout: 'cycle', title: null, subjects: ['hen', 'egg'], parts: {}, arrows: [['hen', 'egg'], ['egg', 'hen']], labels: {} }, outcome: 'drawn' },
  { prompt: 'Sample prep: cells → lysis buffer → centrifuge → supernatant. Use blue and grey.', expect: flow(['cells', 'lysis buffer', 'centrifuge', 'supernatant'], chain(['cells', 'lysis buffer', 'centrifuge', 'supernatant']), { title: 'Sample prep' }), outcome: 'drawn' },
];
