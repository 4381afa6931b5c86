// An eighth round of illustration prompts for the schematic reader's tests: the corpus's dev
// prompts written again on other subjects and in other words, the way its held-out half was
// written side by side with it, before the reader was changed for them. Each has the scene a
// careful reader would draw (test/corpora/illustrations/README.md) and what the reader delivers:
// `drawn` (that scene exactly) or `refused` (SCHEMATIC_* naming words of the prompt). Never
// silently wrong.
import type { ExpectedScene } from '../../../bench/understanding/illustrationsJudge.ts';
import type { OwnPrompt } from './ownPrompts.ts';

const flow = (subjects: string[], arrows: Array<[string, string]>, extra: Partial<ExpectedScene> = {}): ExpectedScene => ({ layout: 'flow', title: null, subjects, parts: {}, arrows, labels: {}, ...extra });
const chain = (subjects: string[]): Array<[string, string]> => subjects.slice(1).map((s, i) => [subjects[i]!, s]);
const loop = (subjects: string[], extra: Partial<ExpectedScene> = {}): ExpectedScene => ({ layout: 'cycle', title: null, subjects, parts: {}, arrows: [...chain(subjects), [subjects.at(-1)!, subjects[0]!]], labels: {}, ...extra });
const set = (subjects: string[], extra: Partial<ExpectedScene> = {}): ExpectedScene => ({ layout: 'set', title: null, subjects, parts: {}, arrows: [], labels: {}, ...extra });
const single = (subject: string, parts: string[] = [], extra: Partial<ExpectedScene> = {}): ExpectedScene => ({ layout: 'single', title: null, subjects: [subject], parts: parts.length > 0 ? { [subject]: parts } : {}, arrows: [], labels: {}, ...extra });
const compare = (a: string, b: string, extra: Partial<ExpectedScene> = {}): ExpectedScene => ({ layout: 'comparison', title: null, subjects: [a, b], parts: {}, arrows: [], labels: {}, ...extra });

export const OWN_PROMPTS_ROUND_8: OwnPrompt[] = [
  { prompt: "Graphical abstract: Fasting protects the heart. A fasted rat on the left, an arrow to a heart labelled 'less fibrosis', and an arrow from the heart to an echocardiogram. Soft pastel style.", expect: flow(['fasted rat', 'heart', 'echocardiogram'], chain(['fasted rat', 'heart', 'echocardiogram']), { title: 'Fasting protects the heart', labels: { heart: 'less fibrosis' } }), outcome: 'drawn' },
  { prompt: 'Comparison figure for a review: on the left a healthy lung, on the right an emphysematous lung with the enlarged air spaces labelled. No arrows.', expect: compare('healthy lung', 'emphysematous lung', { parts: { 'emphysematous lung': ['enlarged air spaces'] } }), outcome: 'drawn' },
  { prompt: 'Before/after comparison: a polluted river with dead fish, and a clean river with otters. Label them "1990" and "2020".', expect: compare('polluted river with dead fish', 'clean river with otters', { labels: { 'polluted river with dead fish': '1990', 'clean river with otters': '2020' } }), outcome: 'drawn' },
  { prompt: 'Teaching slide: compare the two types of cell division — mitosis and meiosis.', expect: compare('mitosis', 'meiosis'), outcome: 'refused' },
  { prompt: 'Can you make a figure titled "From farm to fork"? A wheat field, an arrow to a flour mill, an arrow to a bakery marked "bread", and an arrow to a supermarket.', expect: flow(['wheat field', 'flour mill', 'bakery', 'supermarket'], chain(['wheat field', 'flour mill', 'bakery', 'supermarket']), { title: 'From farm to fork', labels: { bakery: 'bread' } }), outcome: 'drawn' },
  { prompt: 'rat vs human liver', expect: compare('rat liver', 'human liver'), outcome: 'drawn' },
  { prompt: 'Graphical abstract. Title: Pesticides harm pollinators. Pesticide spray → flowers → bees → a weakened hive. Green background, watercolour.', expect: flow(['pesticide spray', 'flowers', 'bees', 'weakened hive'], chain(['pesticide spray', 'flowers', 'bees', 'weakened hive']), { title: 'Pesticides harm pollinators' }), outcome: 'drawn' },
  { prompt: 'Side by side: a normal knee and an arthritic knee; label the cartilage and meniscus on the normal one, and the bone spurs on the arthritic one.', expect: compare('normal knee', 'arthritic knee', { parts: { 'normal knee': ['cartilage', 'meniscus'], 'arthritic knee': ['bone spurs'] } }), outcome: 'drawn' },
  { prompt: 'A row of the four blood groups for a school poster: A, B, AB and O, each with its name under it', expect: set(['A', 'B', 'AB', 'O']), outcome: 'refused' },
  { prompt: 'Light microscopy versus electron microscopy: on the left a light microscope and a stained slide, on the right an electron microscope and a micrograph.', expect: { layout: 'comparison', title: 'Light microscopy versus electron microscopy', subjects: ['light microscope', 'stained slide', 'electron microscope', 'micrograph'], parts: {}, arrows: [], labels: {} }, outcome: 'drawn' },
  { prompt: 'Figure 1: Wild vs captive. Left, a wild wolf; right, a dog. Between them a double-headed arrow.', expect: { layout: 'comparison', title: 'Wild vs captive', subjects: ['wild wolf', 'dog'], parts: {}, arrows: [['wild wolf', 'dog'], ['dog', 'wild wolf']], labels: {} }, outcome: 'drawn' },
  { prompt: 'a rabbit with an arrow to a cage', expect: flow(['rabbit', 'cage'], [['rabbit', 'cage']]), outcome: 'drawn' },
  { prompt: 'Biopsy → RNA extraction → RNA-seq → differential expression', expect: flow(['biopsy', 'RNA extraction', 'RNA-seq', 'differential expression'], chain(['biopsy', 'RNA extraction', 'RNA-seq', 'differential expression'])), outcome: 'drawn' },
  { prompt: 'Draw the menstrual cycle as a circle: menstruation → follicular phase → ovulation → luteal phase and back to menstruation', expect: loop(['menstruation', 'follicular phase', 'ovulation', 'luteal phase']), outcome: 'drawn' },
  { prompt: 'Workflow: stool sample collection, then DNA extraction, then 16S sequencing, then taxonomic analysis', expect: flow(['stool sample collection', 'DNA extraction', '16S sequencing', 'taxonomic analysis'], chain(['stool sample collection', 'DNA extraction', '16S sequencing', 'taxonomic analysis'])), outcome: 'drawn' },
  { prompt: "zebrafish with arrow to a microscope labelled 'live imaging'", expect: flow(['zebrafish', 'microscope'], [['zebrafish', 'microscope']], { labels: { microscope: 'live imaging' } }), outcome: 'drawn' },
  { prompt: 'An arrow from the patient to the blood sample and another from the blood sample to the centrifuge', expect: flow(['patient', 'blood sample', 'centrifuge'], chain(['patient', 'blood sample', 'centrifuge'])), outcome: 'drawn' },
  { prompt: 'bacteriophage → bacterium → lysis, and an arrow from lysis to new phages', expect: flow(['bacteriophage', 'bacterium', 'lysis', 'new phages'], chain(['bacteriophage', 'bacterium', 'lysis', 'new phages'])), outcome: 'drawn' },
  { prompt: 'Title: Antibody discovery pipeline. immunised llama -> blood draw -> phage display -> screening -> lead nanobody', expect: flow(['immunised llama', 'blood draw', 'phage display', 'screening', 'lead nanobody'], chain(['immunised llama', 'blood draw', 'phage display', 'screening', 'lead nanobody']), { title: 'Antibody discovery pipeline' }), outcome: 'drawn' },
  { prompt: 'Could you draw the rock cycle for my students? Magma, igneous rock, sediment, sedimentary rock, metamorphic rock.', expect: loop(['magma', 'igneous rock', 'sediment', 'sedimentary rock', 'metamorphic rock']), outcome: 'drawn' },
  { prompt: 'Draw the volunteers (n = 60) with arrows to a caffeine group and to a placebo group', expect: flow(['volunteers', 'caffeine group', 'placebo group'], [['volunteers', 'caffeine group'], ['volunteers', 'placebo group']], { labels: { volunteers: 'n = 60' } }), outcome: 'drawn' },
  { prompt: 'arrows from a river, a lake and a well, all pointing to a water treatment plant', expect: flow(['river', 'lake', 'well', 'water treatment plant'], [['river', 'water treatment plant'], ['lake', 'water treatment plant'], ['well', 'water treatment plant']]), outcome: 'drawn' },
  { prompt: 'haematopoietic stem cell to myeloid progenitor, which then gives rise to both monocytes and neutrophils', expect: flow(['haematopoietic stem cell', 'myeloid progenitor', 'monocytes', 'neutrophils'], [['haematopoietic stem cell', 'myeloid progenitor'], ['myeloid progenitor', 'monocytes'], ['myeloid progenitor', 'neutrophils']]), outcome: 'drawn' },
  { prompt: 'just a quick sketch of phytoplankton → krill → penguin (Antarctic food chain)', expect: flow(['phytoplankton', 'krill', 'penguin'], chain(['phytoplankton', 'krill', 'penguin'])), outcome: 'drawn' },
  { prompt: 'a bird with labelled beak, wings, tail and feet', expect: single('bird', ['beak', 'wings', 'tail', 'feet']), outcome: 'drawn' },
  { prompt: 'Draw an animal cell showing the nucleus, mitochondria, ribosomes and cell membrane, all labelled.', expect: single('animal cell', ['nucleus', 'mitochondria', 'ribosomes', 'cell membrane']), outcome: 'drawn' },
  { prompt: 'chloroplast, label: thylakoid, stroma, granum, outer membrane', expect: single('chloroplast', ['thylakoid', 'stroma', 'granum', 'outer membrane']), outcome: 'drawn' },
  { prompt: 'eye with the three layers labelled (sclera, choroid, retina)', expect: single('eye', ['sclera', 'choroid', 'retina']), outcome: 'drawn' },
  { prompt: 'An oak leaf next to a pine needle, each with its veins labelled', expect: set(['oak leaf', 'pine needle'], { parts: { 'oak leaf': ['veins'], 'pine needle': ['veins'] } }), outcome: 'drawn' },
  { prompt: 'a fly, a mosquito, and a bee', expect: set(['fly', 'mosquito', 'bee']), outcome: 'drawn' },
];
