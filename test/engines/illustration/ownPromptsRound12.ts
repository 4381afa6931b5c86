// A twelfth round of illustration prompts for the schematic reader's tests, written before the
// reader was changed for them: comparisons in the forms researchers write them ("X versus Y, with
// A labelled on the Y one", "Before: ... After: ...", "Male and female mosquito, side by side",
// "X (left) vs Y (right)", panels), each with the scene a careful reader would draw
// (test/corpora/illustrations/README.md) and what the reader delivers: `drawn` (that scene
// exactly) or `refused` (SCHEMATIC_* naming words of the prompt). Never silently wrong.
import type { OwnPrompt } from './ownPrompts.ts';
import { compare, compareAll, set } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_12: OwnPrompt[] = [
  { prompt: 'Healthy brain versus Alzheimer brain, with amyloid plaques labelled on the Alzheimer one', expect: compare('healthy brain', 'Alzheimer brain', { parts: { 'Alzheimer brain': ['amyloid plaques'] } }), outcome: 'drawn' },
  { prompt: 'A young tree and an old tree side by side, the old one labelled "100 years"', expect: compare('young tree', 'old tree', { labels: { 'old tree': '100 years' } }), outcome: 'refused' },
  { prompt: 'Left panel: normal sleep. Right panel: sleep apnoea, with the blocked airway labelled.', expect: compare('normal sleep', 'sleep apnoea', { parts: { 'sleep apnoea': ['blocked airway'] } }), outcome: 'drawn' },
  { prompt: 'On one side a diseased tooth with a cavity, on the other a filled tooth', expect: compare('diseased tooth with a cavity', 'filled tooth'), outcome: 'refused' },
  { prompt: 'Compare a fish gill and a human lung', expect: compare('fish gill', 'human lung'), outcome: 'drawn' },
  { prompt: 'Day vs night: a plant doing photosynthesis and a plant doing respiration', expect: compareAll(['plant doing photosynthesis', 'plant doing respiration'], { title: 'Day vs night' }), outcome: 'drawn' },
  { prompt: 'Before: a cluttered lab bench. After: an organised lab bench.', expect: compare('cluttered lab bench', 'organised lab bench'), outcome: 'drawn' },
  { prompt: 'Male and female mosquito, side by side, with the antennae labelled on both', expect: compare('male mosquito', 'female mosquito', { parts: { 'male mosquito': ['antennae'], 'female mosquito': ['antennae'] } }), outcome: 'drawn' },
  { prompt: 'An intact cell membrane compared with a membrane with pores made by an antibiotic', expect: compare('intact cell membrane', 'membrane with pores made by an antibiotic'), outcome: 'refused' },
  { prompt: 'Type 1 vs type 2 diabetes: a pancreas with no beta cells vs a pancreas with tired beta cells', expect: compare('pancreas with no beta cells', 'pancreas with tired beta cells', { title: 'Type 1 vs type 2 diabetes' }), outcome: 'refused' },
  { prompt: 'a control plant and a drought-stressed plant', expect: compare('control plant', 'drought-stressed plant'), outcome: 'drawn' },
  { prompt: 'Show a native forest on the left and a palm oil plantation on the right, with an arrow from left to right labelled "deforestation"', expect: compareAll(['native forest', 'palm oil plantation'], { arrows: [['native forest', 'palm oil plantation']] }), outcome: 'refused' },
  { prompt: 'Bacterial cell (left) vs human cell (right)', expect: compare('bacterial cell', 'human cell'), outcome: 'drawn' },
  { prompt: 'Wild-type fly vs white-eyed mutant fly', expect: compare('wild-type fly', 'white-eyed mutant fly'), outcome: 'refused' },
  { prompt: 'Panel A shows a sparse root system, panel B a dense root system', expect: set(['sparse root system', 'dense root system']), outcome: 'refused' },
];
