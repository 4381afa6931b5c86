// Seventy edit instructions from people in a lab, written before reading the reader's code for
// them: typos, British and American spelling, non-native English, several edits in one sentence,
// panels by letter, number, place, row and column ("keep panels 1 and 3"), margins and borders in
// px, %, mm and inches at a dpi, printed sizes, rotations said as turns, colours by name and as
// hex, and requests that would change what the figure shows (a label's text, a colour not given,
// an object without a mask, data). Each has what a careful human assistant would do, or the
// refusal a client should see, naming the operation or input that would do it.
import type { Expected } from './researcherInstructions.ts';

const WHITE = [255, 255, 255, 255];
const BLACK = [0, 0, 0, 255];
const GREY = [128, 128, 128, 255];
const ALL_SIDES = ['left', 'right', 'top', 'bottom'];

/** What a refusal may be when the words ask for something no operation does. */
const UNSUPPORTED = 'INSTRUCTION_NOT_SUPPORTED|INSTRUCTION_NOT_UNDERSTOOD';

export const LAB_INSTRUCTIONS: Array<[string, string, Expected]> = [
  // Panels by number, place, row and column.
  ['grid', 'keep panels 1 and 3', [{ panels: ['A', 'C'] }]],
  ['grid', 'just the bottom-right one please', [{ panels: ['D'] }]],
  ['grid', 'the panel in the second row, first column, on its own', [{ panels: ['C'] }]],
  ['grid', 'drop the top row', [{ panels: ['C', 'D'] }]],
  ['grid', 'get rid of the left column of panels', [{ panels: ['B', 'D'] }]],
  ['twoPanels', 'keep only the second panel', [{ panels: ['B'] }]],
  ['grid', 'row 2, column 2 only', [{ panels: ['D'] }]],
  ['grid', 'the second row', [{ panels: ['C', 'D'] }]],
  ['grid', 'keep panels 1, 2 and 4', { refuse: 'PANEL_NOT_FOUND' }],
  ['grid', 'panels b-d only', { refuse: 'PANEL_NOT_FOUND' }],
  ['grid', 'crop to panel E', { refuse: 'PANEL_NOT_FOUND' }],
  ['weeks', 'I need only the picture B, without the others', [{ panels: ['B'] }]],
  ['grid', 'upper two panels only, in greyscale', [{ panels: ['A', 'B'] }, { op: 'grayscale' }]],
  // Several edits in one sentence.
  ['grid', 'crop to panel B, rotate it 90° clockwise and add a 5 px black border', [{ panels: ['B'] }, { op: 'rotate', degrees: 90 }, { op: 'border', width: 5, colour: BLACK as never }]],
  ['whitegrid', 'Make it greyscale, then invert it, and finally trim 10 pixels from the left and right', [{ op: 'grayscale' }, { op: 'invert' }, { op: 'crop', region: { kind: 'trim', sides: ['left', 'right'], amount: 10, unit: 'px' } }]],
  ['micrograph', 'brighten by 15% and then sharpen a bit and resize to 1000px width', [{ op: 'brightness', amount: 0.15 }, { op: 'sharpen', amount: 0.5 }, { op: 'resize', by: 'width', pixels: 1000 }]],
  ['grid', 'keep panels A and B but make them black and white and 16:9', [{ panels: ['A', 'B'] }, { op: 'grayscale' }, { op: 'aspect_ratio', ratio: '16:9' }]],
  ['cat', 'please to make the image more light and to cut it 20 px on the top', [{ op: 'brightness', sign: 1 }, { op: 'crop', region: { kind: 'trim', sides: ['top'], amount: 20, unit: 'px' } }]],
  // Typos and non-native English.
  ['ggplot', 'grayscal and crop the whitespace', [{ op: 'grayscale' }, { op: 'crop', region: { kind: 'content' } }]],
  ['astronaut', 'rotat 90 clokwise', [{ op: 'rotate', degrees: 90 }]],
  ['coffee', 'shapren it', [{ op: 'sharpen' }]],
  ['whitegrid', 'add a 10px boarder', [{ op: 'border', width: 10 }]],
  ['cat', 'can you turn the photo in 180 degree', [{ op: 'rotate', degrees: 180 }]],
  ['coffee', 'Is possible to put the figure more big, 2x?', [{ op: 'resize', by: 'scale', factor: 2 }]],
  ['astronaut', 'make more contrast please, like 20 percents', [{ op: 'contrast', amount: 0.2 }]],
  // Rotations and flips said as turns.
  ['cat', 'turn it a quarter turn to the left', [{ op: 'rotate', degrees: -90 }]],
  ['coffee', 'rotate it 2° anticlockwise to straighten the horizon', [{ op: 'rotate', degrees: -2 }]],
  ['astronaut', "it's upside down, fix it", [{ op: 'rotate', degrees: 180 }]],
  ['cat', 'mirror it top to bottom', [{ op: 'flip', axis: 'vertical' }]],
  ['rotated', 'rotate by -90', [{ op: 'rotate', degrees: -90 }]],
  // Margins, borders and trims in units.
  ['micrograph', 'cut 15 pixels off the top and bottom', [{ op: 'crop', region: { kind: 'trim', sides: ['top', 'bottom'], amount: 15, unit: 'px' } }]],
  ['whitegrid', 'remove 5% on the right side', [{ op: 'crop', region: { kind: 'trim', sides: ['right'], amount: 5, unit: 'percent' } }]],
  ['cat', 'trim 2 mm from each edge, 300 dpi', [{ op: 'crop', region: { kind: 'trim', sides: ALL_SIDES as never, amount: 24, unit: 'px' } }]],
  ['ggplot', 'get rid of the excess whitespace around the plot', [{ op: 'crop', region: { kind: 'content' } }]],
  ['ggplot', 'add 50 px white space on the right for a legend', [{ op: 'pad', sides: ['right'], amount: 50, unit: 'px', colour: WHITE as never }]],
  ['micrograph', 'add a 1 cm margin all round at 300 dpi', [{ op: 'pad', sides: ALL_SIDES as never, amount: 118, unit: 'px' }]],
  ['scatter', 'add a 0.25 inch white margin on the left, 300 dpi', [{ op: 'pad', sides: ['left'], amount: 75, unit: 'px', colour: WHITE as never }]],
  ['whitegrid', 'please put a 5% white margin around it', [{ op: 'pad', sides: ALL_SIDES as never, amount: 5, unit: 'percent', colour: WHITE as never }]],
  ['micrograph', 'add a 1 mm black frame at 600 dpi', [{ op: 'border', width: 24, colour: BLACK as never }]],
  ['symbols', 'border 3px, colour #333333', [{ op: 'border', width: 3, colour: [0x33, 0x33, 0x33, 255] as never }]],
  ['rotated', 'grey border of 4 pixels', [{ op: 'border', width: 4, colour: GREY as never }]],
  ['cat', 'add a 5 px border, colour: navy', [{ op: 'border', width: 5, colour: [0, 0, 128, 255] as never }]],
  ['heatmap', 'border colour #1f77b4, 6 px', [{ op: 'border', width: 6, colour: [0x1f, 0x77, 0xb4, 255] as never }]],
  // Printed sizes.
  ['astronaut', 'make it 3.3 inches wide @ 300dpi', [{ op: 'resize', by: 'width', pixels: 990 }]],
  ['whitegrid', 'width 180mm, 600 dpi', [{ op: 'resize', by: 'width', pixels: 4252 }]],
  ['cat', 'resize to 8 cm tall at 300 dpi', [{ op: 'resize', by: 'height', pixels: 945 }]],
  ['grid', 'I want panel (c) on its own, 85 mm wide at 300 dpi', [{ panels: ['C'] }, { op: 'resize', by: 'width', pixels: 1004 }]],
  ['ggplot', 'the figure must be 174 mm wide at 300 dpi', [{ op: 'resize', by: 'width', pixels: 2055 }]],
  ['coffee', 'scale it down to 600 px tall', [{ op: 'resize', by: 'height', pixels: 600 }]],
  ['cat', 'make it 50% smaller', [{ op: 'resize', by: 'scale', factor: 0.5 }]],
  ['heatmap', 'set it to 300 dpi', { refuse: UNSUPPORTED, names: /dpi/ }],
  ['symbols', '7 inches wide please', { refuse: 'INSTRUCTION_NOT_SUPPORTED', names: /dpi/ }],
  // Colours by name and as hex.
  ['scatter', 'recolour the three clusters as #1b9e77, #d95f02 and #7570b3', [{ op: 'recolor', palette: ['#1b9e77', '#d95f02', '#7570b3'] }]],
  ['ggplot', 'make the bars dark blue and light grey', [{ op: 'recolor', palette: ['#00008b', '#d3d3d3'] }]],
  ['whitegrid', 'colour-blind friendly colours pls', [{ op: 'recolor', palette: null }]],
  ['ggplot', 'make the background white instead of grey', [{ op: 'white_background' }]],
  ['ggplot', 'make the background light blue', { refuse: UNSUPPORTED, names: /white_background/ }],
  // What would change the figure's content: done only when asked, refused naming what would do it.
  ['ggplot', "change the title to 'Gene expression in liver'", { refuse: UNSUPPORTED, names: /replace_text/ }],
  ['whitegrid', 'fix the typo in the y axis label, it should say Viable cells', { refuse: UNSUPPORTED, names: /replace_text/ }],
  ['ggplot', 'make the knockout bars green', { refuse: UNSUPPORTED + '|PALETTE_TOO_SMALL', names: /recolo/ }],
  ['whitegrid', 'fix the colours', { refuse: UNSUPPORTED, names: /recolo/ }],
  ['grid', 'remove the arrow in panel B', { refuse: 'MASK_REQUIRED' }],
  ['scatter', 'remove the legend', { refuse: 'MASK_REQUIRED' }],
  ['coffee', 'blur the writing on the cup', { refuse: 'MASK_REQUIRED' }],
  ['cat', "make the cat's eyes brighter", { refuse: 'MASK_REQUIRED' }],
  ['whitegrid', 'delete the outlier at day 10', { refuse: UNSUPPORTED + '|MASK_REQUIRED' }],
  ['symbols', 'make the error bars thinner', { refuse: UNSUPPORTED }],
  ['micrograph', 'add a 10 µm scale bar', { refuse: UNSUPPORTED }],
  ['grid', 'swap panels A and B', { refuse: UNSUPPORTED }],
  ['ggplot', 'tidy it up for the paper', { refuse: UNSUPPORTED }],
  ['scatter', 'make the colours pop', { refuse: UNSUPPORTED }],
];
