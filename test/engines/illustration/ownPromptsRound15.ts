// A fifteenth round of illustration prompts, written after round 14's rules were in place and
// measured before any change for them: 13 drawn as asked, 3 refused, 4 silently wrong ("a
// thermocycler with labelled lid, block and display" read "block" as a verb, "a cow (n = 12) next
// to a sheep (n = 8)" gave both counts to the cow, "F0 and F1 subunits" did not share its noun,
// "a patient with asthma" was named "patient with asthma"); after: 17 / 3 / 0.
// Each with the scene a careful reader would draw (test/corpora/illustrations/README.md) and what
// the reader delivers now: `drawn` (that scene exactly) or `refused`. Never silently wrong.
import type { OwnPrompt } from './ownPrompts.ts';
import { chain, compare, flow, loop, set, single } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_15: Array<OwnPrompt & { captions?: string[] }> = [
  { prompt: 'a red blood cell next to a white blood cell and a platelet', expect: set(['red blood cell', 'white blood cell', 'platelet']), outcome: 'drawn' },
  { prompt: 'soil → earthworm → robin → hawk', expect: flow(['soil', 'earthworm', 'robin', 'hawk'], chain(['soil', 'earthworm', 'robin', 'hawk'])), outcome: 'drawn' },
  { prompt: 'Draw an onion cell with labelled cell wall, nucleus and cytoplasm.', expect: single('onion cell', ['cell wall', 'nucleus', 'cytoplasm']), outcome: 'drawn' },
  { prompt: 'a cycle of larva, pupa and adult mosquito', expect: loop(['larva', 'pupa', 'adult mosquito']), outcome: 'drawn' },
  { prompt: "hi! need a quick pic of a Petri dish with bacterial colonies labelled 'E. coli' for tomorrow's lab, cheers", expect: single('Petri dish', [], { labels: { 'Petri dish': 'E. coli' } }), outcome: 'refused' },
  { prompt: 'Virus, then antibody, then neutralised virus.', expect: flow(['virus', 'antibody', 'neutralised virus'], chain(['virus', 'antibody', 'neutralised virus'])), outcome: 'drawn' },
  { prompt: 'a thermocycler with labelled lid, block and display', expect: single('thermocycler', ['lid', 'block', 'display']), outcome: 'drawn' },
  { prompt: 'Healthy skin vs sunburnt skin', expect: compare('healthy skin', 'sunburnt skin'), outcome: 'drawn' },
  { prompt: 'Three beakers in a row labelled 10 mL, 50 mL and 100 mL', expect: set(['beaker', 'beaker', 'beaker']), captions: ['10 mL', '50 mL', '100 mL'], outcome: 'drawn' },
  { prompt: 'A sea turtle eats a jellyfish; plastic bags look like jellyfish.', expect: flow(['sea turtle', 'jellyfish', 'plastic bags'], [['jellyfish', 'sea turtle']]), outcome: 'refused' },
  { prompt: 'an arrow from the lungs to the heart and from the heart to the body', expect: flow(['lungs', 'heart', 'body'], chain(['lungs', 'heart', 'body'])), outcome: 'drawn' },
  {
    prompt: 'Nephron: glomerulus → proximal tubule → loop of Henle → distal tubule → collecting duct',
    expect: flow(['glomerulus', 'proximal tubule', 'loop of Henle', 'distal tubule', 'collecting duct'], chain(['glomerulus', 'proximal tubule', 'loop of Henle', 'distal tubule', 'collecting duct']), { title: 'Nephron' }),
    outcome: 'drawn',
  },
  { prompt: 'Please make a simple figure: a cow (n = 12) next to a sheep (n = 8).', expect: set(['cow', 'sheep'], { labels: { cow: 'n = 12', sheep: 'n = 8' } }), outcome: 'drawn' },
  { prompt: 'the moon between the sun and the earth', expect: set(['moon', 'sun', 'earth']), outcome: 'drawn' },
  { prompt: 'A flower with the petals, stamen and pistil labelled, and a bee beside it', expect: set(['flower', 'bee'], { parts: { flower: ['petals', 'stamen', 'pistil'] } }), outcome: 'drawn' },
  { prompt: 'ATP synthase with labelled F0 and F1 subunits', expect: single('ATP synthase', ['F0 subunit', 'F1 subunit']), outcome: 'drawn' },
  { prompt: 'tumour biopsy → DNA sequencing → mutation report → targeted drug', expect: flow(['tumour biopsy', 'DNA sequencing', 'mutation report', 'targeted drug'], chain(['tumour biopsy', 'DNA sequencing', 'mutation report', 'targeted drug'])), outcome: 'drawn' },
  { prompt: 'A patient with asthma using an inhaler', expect: flow(['patient', 'inhaler'], [['patient', 'inhaler']]), outcome: 'drawn' },
  { prompt: 'a centrifuge, then a pipette, then a cuvette, then a spectrophotometer', expect: flow(['centrifuge', 'pipette', 'cuvette', 'spectrophotometer'], chain(['centrifuge', 'pipette', 'cuvette', 'spectrophotometer'])), outcome: 'drawn' },
  { prompt: 'Zebrafish (Danio rerio) embryo at 24 hpf', expect: single('zebrafish embryo', [], { labels: { 'zebrafish embryo': '24 hpf' } }), outcome: 'refused' },
];
