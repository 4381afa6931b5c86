// A tenth round of illustration prompts for the schematic reader's tests, written before the
// reader was changed for them: single things and sets as the corpus's subjects file asks for
// them (Latin names with common names, views and extents set off by commas, "next to each
// other", "as three icons", a time after "at", purposes such as "for a patient leaflet"). Each
// has the scene a careful reader would draw (test/corpora/illustrations/README.md: a heading
// before a colon is the title; "with X marked" makes X a part) and what the reader delivers:
// `drawn` (that scene exactly) or `refused` (SCHEMATIC_* naming words of the prompt).
import type { OwnPrompt } from './ownPrompts.ts';
import { compare, set, single } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_10: OwnPrompt[] = [
  { prompt: 'Arabidopsis thaliana (thale cress), whole plant, with rosette leaves, inflorescence and roots labelled', expect: single('Arabidopsis thaliana', ['rosette leaves', 'inflorescence', 'roots'], { labels: { 'Arabidopsis thaliana': 'thale cress' } }), outcome: 'drawn' },
  { prompt: 'a human skull, side view, label the mandible, maxilla and zygomatic bone', expect: single('human skull', ['mandible', 'maxilla', 'zygomatic bone']), outcome: 'drawn' },
  { prompt: 'Icons: thermometer, stethoscope, syringe, pill bottle', expect: set(['thermometer', 'stethoscope', 'syringe', 'pill bottle']), outcome: 'drawn' },
  { prompt: 'an insect cell and a mammalian cell next to each other', expect: set(['insect cell', 'mammalian cell']), outcome: 'drawn' },
  { prompt: 'A pipette tip box, a pipette and a tube rack on a bench', expect: set(['pipette tip box', 'pipette', 'tube rack']), outcome: 'drawn' },
  { prompt: 'liver lobule in cross-section with the central vein, portal triad and hepatocytes labelled', expect: single('liver lobule', ['central vein', 'portal triad', 'hepatocytes']), outcome: 'drawn' },
  { prompt: 'A cartoon virus with a sad face', expect: single('virus with a sad face'), outcome: 'drawn' },
  { prompt: 'Zebrafish embryo at 24 hours post fertilisation, lateral view, with the eye, heart and somites labelled', expect: single('zebrafish embryo', ['eye', 'heart', 'somites'], { labels: { 'zebrafish embryo': '24 hours post fertilisation' } }), outcome: 'drawn' },
  { prompt: 'a vial of insulin, a glucose meter and a test strip, for a patient leaflet', expect: set(['vial of insulin', 'glucose meter', 'test strip']), outcome: 'drawn' },
  { prompt: 'Wild mouse (Mus musculus) vs lab mouse (C57BL/6)', expect: compare('wild mouse', 'lab mouse', { labels: { 'wild mouse': 'Mus musculus', 'lab mouse': 'C57BL/6' } }), outcome: 'drawn' },
  { prompt: 'mitochondria, chloroplasts and nuclei as three icons', expect: set(['mitochondria', 'chloroplasts', 'nuclei']), outcome: 'drawn' },
  { prompt: 'The structure of a neuron: dendrites, cell body, axon, myelin sheath, axon terminals', expect: set(['dendrites', 'cell body', 'axon', 'myelin sheath', 'axon terminals'], { title: 'The structure of a neuron' }), outcome: 'drawn' },
  { prompt: 'a beehive frame covered in honeycomb, with a queen bee marked in blue', expect: single('beehive frame covered in honeycomb', ['queen bee']), outcome: 'drawn' },
  { prompt: 'a petri dish with E. coli colonies', expect: single('petri dish with E. coli colonies'), outcome: 'drawn' },
];
