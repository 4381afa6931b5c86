// Fifty more edit instructions in researchers' voices, written before reading the interpreter:
// operations named in other words, panels described by what they show or where they are,
// amounts in other units, several edits joined (all applied or none), and requests no edit can do,
// which must be refused naming what would. Each names a figure the project did not draw
// (test/engines/image/fixtures/matplotlib) and what a careful human assistant would do to it.
import type { Expected } from './researcherInstructions.ts';

const WHITE = [255, 255, 255, 255];
const GREY = [128, 128, 128, 255];

export const OUTSIDER_INSTRUCTIONS: Array<[string, string, Expected]> = [
  // Turning and mirroring.
  ['coffee', 'could you spin it round by 90 degrees to the left please', [{ op: 'rotate', degrees: -90 }]],
  ['rotated', 'Rotate 1/4 turn CW', [{ op: 'rotate', degrees: 90 }]],
  ['cat', 'the horizon is wonky, rotate it 2° anti-clockwise to level it', [{ op: 'rotate', degrees: -2 }]],
  // Light, contrast, focus.
  ['astronaut', 'make it a wee bit lighter', [{ op: 'brightness', amount: 0.1 }]],
  ['coffee', 'its too brigth, darken it by 15 %', [{ op: 'brightness', amount: -0.15 }]],
  ['micrograph', 'crank the contrast up 50 percent', [{ op: 'contrast', amount: 0.5 }]],
  ['heatmap', 'tone the contrast down a little', [{ op: 'contrast', amount: -0.1 }]],
  ['cat', 'give it a gentle gaussian blur, radius 1.5px', [{ op: 'blur', sigma: 1.5 }]],
  ['astronaut', "it's a bit fuzzy, can you crisp it up", [{ op: 'sharpen' }]],
  ['astronaut', 'Convert to B/W and increase contrast slightly', [{ op: 'grayscale' }, { op: 'contrast', amount: 0.1 }]],
  ['coffee', 'can you make it look like a film negative', [{ op: 'invert' }]],
  // Size, in other units.
  ['symbols', 'scale it down to 600 px across', [{ op: 'resize', by: 'width', pixels: 600 }]],
  ['rotated', 'resize so it is 4 inches wide at 150 dpi', [{ op: 'resize', by: 'width', pixels: 600 }]],
  ['heatmap', 'downscale it 4x', [{ op: 'resize', by: 'scale', factor: 0.25 }]],
  ['coffee', 'i need it 512px tall', [{ op: 'resize', by: 'height', pixels: 512 }]],
  ['cat', 'Please make the image more small, to the half', [{ op: 'resize', by: 'scale', factor: 0.5 }]],
  // Edges, margins and frames.
  ['whitegrid', 'chop 25 px off the top edge', [{ op: 'crop', region: { kind: 'trim', sides: ['top'], amount: 25, unit: 'px' } }]],
  ['symbols', 'shave 10% off the left and right sides', [{ op: 'crop', region: { kind: 'trim', sides: ['left', 'right'], amount: 10, unit: 'percent' } }]],
  ['rotated', 'get rid of the whitespace around the edges', [{ op: 'crop', region: { kind: 'content' } }]],
  ['heatmap', 'put a 4 pixel grey frame around it', [{ op: 'border', width: 4, colour: GREY as never }]],
  ['whitegrid', 'add some white space underneath, about 60 px', [{ op: 'pad', sides: ['bottom'], amount: 60, unit: 'px', colour: WHITE as never }]],
  ['micrograph', 'add a 5 mm white margin all round, its for a 300 dpi poster', [{ op: 'pad', sides: ['left', 'right', 'top', 'bottom'], amount: 59, unit: 'px', colour: WHITE as never }]],
  ['astronaut', 'rotate 90 deg clockwise, crop to the top 2/3, then sharpen a touch', [{ op: 'rotate', degrees: 90 }, { op: 'crop', region: { kind: 'fraction', left: 0, top: 0, right: 1, bottom: 2 / 3 } }, { op: 'sharpen', amount: 0.5 }]],
  // Panels, by letter, place, number or what they show.
  ['grid', 'only want the top left graph', [{ panels: ['A'] }]],
  ['grid', 'keep the line plot with the error bars', [{ panels: ['D'] }]],
  ['grid', 'lose the bottom row of plots', [{ panels: ['A', 'B'] }]],
  ['weeks', 'Week 4 panel only', [{ panels: ['C'] }]],
  ['weeks', 'crop to (b) and flip it horizontally', [{ panels: ['B'] }, { op: 'flip', axis: 'horizontal' }]],
  ['weeks', 'keep the left column, then convert to grayscale', [{ panels: ['A', 'C'] }, { op: 'grayscale' }]],
  ['twoPanels', 'crop so that only panel a remains', [{ panels: ['A'] }]],
  ['twoPanels', 'I want the PCA plot on its own', [{ panels: ['B'] }]],
  ['grid', 'panels C & D please, with a 10 px white border', [{ panels: ['C', 'D'] }, { op: 'border', width: 10, colour: WHITE as never }]],
  ['weeks', 'extract the 3rd panel', [{ panels: ['C'] }]],
  ['weeks', 'Hi there! Would you be able to crop this down to just panel B? Many thanks, Priya', [{ panels: ['B'] }]],
  // Backgrounds, ratios and colours.
  ['ggplot', 'ditch the gray backdrop, white looks cleaner', [{ op: 'white_background' }]],
  ['gradient', 'can the background just be plain white instead of that fade', [{ op: 'white_background' }]],
  ['whitegrid', 'make it 16x9', [{ op: 'aspect_ratio', ratio: '16:9' }]],
  ['rotated', 'pad it out to a square', [{ op: 'aspect_ratio', ratio: '1:1' }]],
  ['scatter', 'make the clusters distinguishable for deuteranopes', [{ op: 'recolor', palette: null }]],
  ['ggplot', 'colour the bars black and grey instead', [{ op: 'recolor', palette: ['#000000', '#808080'] }]],
  ['heatmap', 'grayscale please, the journal prints in b&w', [{ op: 'grayscale' }]],
  // What no edit does as written: refused, naming what would.
  ['whitegrid', 'make the green line red', { refuse: 'INSTRUCTION_NOT_SUPPORTED', names: /recolor/ }],
  ['weeks', "change 'Ctrl' to 'Vehicle' on all the x axes", { refuse: 'INSTRUCTION_NOT_SUPPORTED', names: /replace_text/ }],
  ['micrograph', 'put a 20 µm scale bar in the corner', { refuse: 'INSTRUCTION_NOT_SUPPORTED|INSTRUCTION_NOT_UNDERSTOOD' }],
  ['cat', 'blur the cat’s eyes', { refuse: 'MASK_REQUIRED' }],
  ['ggplot', 'remove the error bars from the Brain bars', { refuse: 'INSTRUCTION_NOT_SUPPORTED|INSTRUCTION_NOT_UNDERSTOOD' }],
  ['rotated', 'rotate the x labels so they are horizontal', { refuse: 'INSTRUCTION_NOT_SUPPORTED|INSTRUCTION_NOT_UNDERSTOOD' }],
  ['whitegrid', 'rotate 90 degrees and add a title', { refuse: 'INSTRUCTION_NOT_SUPPORTED|INSTRUCTION_NOT_UNDERSTOOD' }],
  ['heatmap', 'make the colours more vibrant', { refuse: 'INSTRUCTION_NOT_SUPPORTED|INSTRUCTION_NOT_UNDERSTOOD' }],
  ['gradient', 'crop it to 4:3', { refuse: 'INSTRUCTION_NOT_SUPPORTED', names: /aspect_ratio/ }],
];
