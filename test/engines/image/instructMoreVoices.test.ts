// How the interpreter reads requests said the many other ways researchers say them: greetings,
// thanks and hurry around the request, dictated punctuation, long askings, misspelt grammar
// words, descriptions corrected by a "fix it", edits named as nouns, amounts in words, targets
// a description names. And what must stay a refusal, with the reason or operation named, so
// that reading more never turns into an edit nobody asked for.
import type { Step } from '../../../engines/image/instruct/index.ts';
import { expectRefusal, expectSteps } from './support/instructExpect.ts';

const READ: Array<[string, Array<Partial<Step>>]> = [
  // Courtesy and asking around the request.
  ['Hi, could you rotate 90 degrees clockwise? Thanks in advance!', [{ op: 'rotate', degrees: 90 }]],
  ['rotate 90 degrees clockwise if possible, no rush', [{ op: 'rotate', degrees: 90 }]],
  ['Would it be possible to rotate it 90 degrees clockwise?', [{ op: 'rotate', degrees: 90 }]],
  ['would you mind rotating it 90 degrees', [{ op: 'rotate', degrees: 90 }]],
  ['rotate 90 degrees clockwise but don\'t change anything else', [{ op: 'rotate', degrees: 90 }]],
  ['crop fifty pixels from the top comma then sharpen full stop', [{ op: 'crop', region: { kind: 'trim', sides: ['top'], amount: 50, unit: 'px' } }, { op: 'sharpen', amount: 1 }]],
  // Misspelt grammar words; dictionary words are never taken for typos.
  ['mirror the photo horizontaly', [{ op: 'flip', axis: 'horizontal' }]],
  ['convert to grayscal', [{ op: 'grayscale' }]],
  // Operations named in other words.
  ['do a rotation of 90 degree', [{ op: 'rotate', degrees: 90 }]],
  ['turn the image of 90 degree on the right', [{ op: 'rotate', degrees: 90 }]],
  ['rotate the photo by ninety degrees', [{ op: 'rotate', degrees: 90 }]],
  ['rotate three quarters of a turn', [{ op: 'rotate', degrees: 270 }]],
  ['flip v', [{ op: 'flip', axis: 'vertical' }]],
  ['I need a black-and-white version for the printer', [{ op: 'grayscale' }]],
  ['inverted colours please', [{ op: 'invert' }]],
  ['3 px black border please', [{ op: 'border', width: 3, colour: [0, 0, 0, 255] }]],
  ['put a thin black line around the edge', [{ op: 'border', width: 2, colour: [0, 0, 0, 255] }]],
  ['add 50px on the right', [{ op: 'pad', sides: ['right'], amount: 50, unit: 'px' }]],
  ['cut out the instrument and put it on white', [{ op: 'white_background' }]],
  ['that beige backdrop has to go', [{ op: 'white_background' }]],
  ['apply a light sharpen', [{ op: 'sharpen', amount: 0.5 }]],
  ['use colours that colour blind people can see', [{ op: 'recolor', palette: null }]],
  // Amounts said other ways.
  ['shrink it by a third', [{ op: 'resize', by: 'scale', factor: 2 / 3 }]],
  ['make it 50% smaller', [{ op: 'resize', by: 'scale', factor: 0.5 }]],
  ['make it smaller, like 600px', [{ op: 'resize', by: 'longest', pixels: 600 }]],
  ['resize to 1024 on the long side', [{ op: 'resize', by: 'longest', pixels: 1024 }]],
  ['raise the brightness to 120%', [{ op: 'brightness', amount: 0.2 }]],
  ['make it a tad brighter, maybe 10%', [{ op: 'brightness', amount: 0.1 }]],
  ['I need 21:9 for the banner', [{ op: 'aspect_ratio', ratio: '21:9' }]],
  ['make it 1:1, fill with white', [{ op: 'aspect_ratio', ratio: '1:1', fill: 'white' }]],
  // Descriptions: corrected, lent, or where the image goes.
  ['The photo is a bit too bright, tone it down slightly', [{ op: 'brightness', amount: -0.1 }]],
  ['the contrast is too low, please fix', [{ op: 'contrast', amount: 0.2 }]],
  ["it's upside-down, please fix", [{ op: 'rotate', degrees: 180 }]],
  ['the journal only accepts greyscale figures, please convert', [{ op: 'grayscale' }]],
  ['My PI hates the grey background. Make it white.', [{ op: 'white_background' }]],
  ['Could you blur it slightly? It is going behind text on a slide', [{ op: 'blur', sigma: 1 }]],
  ['straighten the horizon by rotating 2 degrees clockwise', [{ op: 'rotate', degrees: 2 }]],
  ['convert to black and white, colour costs extra', [{ op: 'grayscale' }]],
  // Panels by number, runs and several parts of one crop.
  ['the first and second panels', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'order', index: 0, count: 2 } } }]],
  ['just A + B', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'letters', letters: ['A', 'B'] } } }]],
  // A width and a height in a ratio the canvas is extended to: that ratio, then that width, give the size exactly.
  ['make it 1920x1080', [{ op: 'aspect_ratio', ratio: '16:9' }, { op: 'resize', by: 'width', pixels: 1920 }]],
  ['Crop away the bottom 10 percent and the right 5 percent', [{ op: 'crop', region: { kind: 'trim', sides: ['bottom'], amount: 10, unit: 'percent' } }, { op: 'crop', region: { kind: 'trim', sides: ['right'], amount: 5, unit: 'percent' } }]],
];

const REFUSED: Array<[string, string, RegExp | null]> = [
  ["it's not bright enough, fix it", 'INSTRUCTION_NOT_UNDERSTOOD', null],
  ['reduce the brightness to 120%', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  ['make it 1000x700', 'INSTRUCTION_NOT_UNDERSTOOD', /a width and a height in pixels/],
  ['remove the background so it\'s transparent', 'INSTRUCTION_NOT_SUPPORTED', /transparent/],
  ["I'd like the bars in blue and the line in red", 'INSTRUCTION_NOT_SUPPORTED', /recolor/],
  ['use red instead of green', 'INSTRUCTION_NOT_SUPPORTED', /recolor/],
  ["replace 'Ctrl' with 'Control'", 'INSTRUCTION_NOT_SUPPORTED', /replace_text/],
  ['make the background dark grey', 'INSTRUCTION_NOT_SUPPORTED', /white_background/],
  ['use viridis colours', 'INSTRUCTION_NOT_SUPPORTED', /palette/],
  ['denoise it', 'INSTRUCTION_NOT_SUPPORTED', /noise/],
  ['tone down the colours', 'INSTRUCTION_NOT_SUPPORTED', /saturation/],
  ['save each panel as a separate image', 'INSTRUCTION_NOT_SUPPORTED', /one image/],
  ['dark on light please', 'INSTRUCTION_NOT_SUPPORTED', /invert/],
  ['use a dark theme', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  ['drain the colour', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  ['clean it up', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  ['rotate it so it\'s landscape', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  ['its sideways', 'INSTRUCTION_NOT_UNDERSTOOD', null],
];

describe('requests said other ways are read as the edit asked', () => {
  test.each(READ)('%s', expectSteps);
});

describe('what no edit does as written stays a refusal, saying why', () => {
  test.each(REFUSED)('%s', expectRefusal);
});
