// The rules found by instructions as they arrive around a paper (letters, reviewers' requests,
// lists of changes), each tried on words no rule names: what frames a letter is set aside by the
// shared layer, a request passed on is the request, a heading names no edit, and what no step does
// is refused naming what would. Never an edit other than asked.
import type { Step } from '../../../engines/image/instruct/index.ts';
import { expectRefusal, expectSteps } from './support/instructExpect.ts';

const READ: Array<[string, Array<Partial<Step> | Record<string, unknown>>]> = [
  // A letter's greeting and sign-off, on lines of their own or the request's.
  ['Hiya folks!\nplease invert the colours\nAll the best,\nSam Okoye', [{ op: 'invert' }]],
  ['Good afternoon, could you make it 4:3? Thanks Ola', [{ op: 'aspect_ratio', ratio: '4:3' }]],
  ['Hey! rotate 180. cheers, Mo', [{ op: 'rotate', degrees: 180 }]],
  // A request passed on from someone else is the request, once.
  ['The editor would like the image flipped vertically.', [{ op: 'flip', axis: 'vertical' }]],
  ['Referee 1 requested that the figure be converted to greyscale', [{ op: 'grayscale' }]],
  ['our PI wants a square version', [{ op: 'aspect_ratio', ratio: '1:1' }]],
  ['The journal requires a white background; please make the background white.', [{ op: 'white_background' }]],
  ['following the reviewers\' comments, crop 30 px from the top', [{ op: 'crop', region: { kind: 'trim', sides: ['top'], amount: 30, unit: 'px' } }]],
  // Headings and lettered lists.
  ['To do:\n* sharpen a little\n* add a 2 px black border', [{ op: 'sharpen', amount: 0.5 }, { op: 'border', width: 2 }]],
  ['Edits: a) flip horizontally b) brighten by 10%', [{ op: 'flip', axis: 'horizontal' }, { op: 'brightness', amount: 0.1 }]],
  // A denial of what the step before takes away is that step said again.
  ['make it black and white, no colours at all', [{ op: 'grayscale' }]],
  // Bracketed letters are panels, never asides.
  ['only keep (c) and (d)', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'letters', letters: ['C', 'D'] } } }]],
  // A size after an edit that takes none is the result's size; "them" after a crop to panels is the picture.
  ['the top row, 900 px wide', [{ op: 'crop', region: { kind: 'panels' } }, { op: 'resize', by: 'width', pixels: 900 }]],
  ['keep panels B and D and rotate them 90 degrees', [{ op: 'crop', region: { kind: 'panels' } }, { op: 'rotate', degrees: 90 }]],
  // What a background removal keeps, a background wanted beside a ratio, words in another order.
  ['whiten the background but keep the microscope', [{ op: 'white_background' }]],
  ['a 16:9 version with a plain white background', [{ op: 'aspect_ratio', ratio: '16:9' }, { op: 'white_background' }]],
  ['make darker the picture', [{ op: 'brightness', amount: -0.2 }]],
  ['I would like that you flip the photo horizontally', [{ op: 'flip', axis: 'horizontal' }]],
  ['convert the heat map to grayscale', [{ op: 'grayscale' }]],
  ['we print in greyscale, so convert it please', [{ op: 'grayscale' }]],
  // Two corners that make a row or a column, letters by range, bracket or "get me", greys.
  ['the bottom left and bottom right plots', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'place', unit: 'row', vertical: 'bottom' } } }]],
  ['crop to B to D', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'letters', letters: ['B', 'C', 'D'] } } }]],
  ['Isolate (b), then sharpen slightly', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'letters', letters: ['B'] } } }, { op: 'sharpen', amount: 0.5 }]],
  ['Give me D please', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'letters', letters: ['D'] } } }]],
  ['switch it to grey', [{ op: 'grayscale' }]],
  // Shapes beside their ratio, the margin around the data, a colour denied beside a white background.
  ['landscape, 3:2, for the poster', [{ op: 'aspect_ratio', ratio: '3:2' }]],
  ['trim closely around the plot', [{ op: 'crop', region: { kind: 'content' } }]],
  ['plain white background please, no beige', [{ op: 'white_background' }]],
  // An orientation described whose correction no step makes is corrected where it was said; a tilt with its angle and way.
  ['this is upside-down and mirrored', [{ op: 'rotate', degrees: 180 }, { op: 'flip', axis: 'horizontal' }]],
  ["it's mirrored, crop to the left half", [{ op: 'flip', axis: 'horizontal' }, { op: 'crop', region: { kind: 'fraction', left: 0, top: 0, right: 0.5, bottom: 1 } }]],
  ['the scan is tilted about 1.5 degrees anticlockwise, please fix', [{ op: 'rotate', degrees: 1.5 }]],
  // A thing aimed at, tagged with its article; the masked area as what was painted over.
  ['blur the faces', [{ op: 'blur', inMask: true, object: 'the faces' }]],
  ['erase whatever I painted over', [{ op: 'remove' }]],
  // What a request keeps or is for, said around the edit.
  ['Cut the microscope out and put it on white', [{ op: 'white_background' }]],
  ['Make it fit a slide (widescreen)', [{ op: 'aspect_ratio', ratio: '16:9' }]],
  ['make it greyscale, easier to photocopy', [{ op: 'grayscale' }]],
  ['add 30 px of white space at the top so there is room for a title', [{ op: 'pad', sides: ['top'], amount: 30, unit: 'px' }]],
  ['delete the bottom row and keep the rest', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'except' } } }]],
  ['darken it by 10%, it is too bright on the projector', [{ op: 'brightness', amount: -0.1 }]],
  // States wished for, sizes said of a side, degrees by other names, courtesy misspelt.
  ['the background must be white', [{ op: 'white_background' }]],
  ['the photo should be flipped vertically', [{ op: 'flip', axis: 'vertical' }]],
  ['scale it down so the height is 500px', [{ op: 'resize', by: 'height', pixels: 500 }]],
  ['rotate 90 grades to the left', [{ op: 'rotate', degrees: -90 }]],
  ['plese invert it', [{ op: 'invert' }]],
  ['make it 4:5 without cropping anything', [{ op: 'aspect_ratio', ratio: '4:5' }]],
  ['a 3 px frame in our brand colour #c8102e', [{ op: 'border', width: 3, colour: [200, 16, 46, 255] }]],
  ['flip it both ways', [{ op: 'flip', axis: 'horizontal' }, { op: 'flip', axis: 'vertical' }]],
  // A state judged without a subject ("too dark") is a description: what a step corrects, never the step.
  ['too dark, brighten it', [{ op: 'brightness', amount: 0.2 }]],
  // Said alone, a fault of the whole picture asks for its correction, as "too dark, fix it" does.
  ['too dark', [{ op: 'brightness', amount: 0.2 }]],
  ['a bit too sharp, soften it slightly', [{ op: 'blur', sigma: 1 }]],
  // Where a state shows is context beside the step that undoes it; where the picture goes, the room it needs.
  ['the cells are blurry, sharpen a little', [{ op: 'sharpen', amount: 0.5 }]],
  ['there is too much white around the chart, crop it tight', [{ op: 'crop', region: { kind: 'content' } }]],
  ['blur it gently, it will sit behind the title', [{ op: 'blur', sigma: 1 }]],
  ['make it 1600 px wide, the poster template needs that width', [{ op: 'resize', by: 'width', pixels: 1600 }]],
  ['add 15px of white on the left', [{ op: 'pad', sides: ['left'], amount: 15, unit: 'px', colour: [255, 255, 255, 255] }]],
  ['the area under the mask should be blurred heavily', [{ op: 'blur', sigma: 5, inMask: true }]],
  // How a ratio's canvas grows, said after it; a frame or a background wanted "with" an edit; what is now, named.
  ['make it 1:1 for instagram, white padding', [{ op: 'aspect_ratio', ratio: '1:1', fill: 'white' }]],
  ['crop to panel B with a 2px grey frame', [{ op: 'crop', region: { kind: 'panels' } }, { op: 'border', width: 2, colour: [128, 128, 128, 255] }]],
  ['white instead of black background please', [{ op: 'white_background' }]],
  ['could the background be plain white rather than the default grey', [{ op: 'white_background' }]],
  ['use green/purple for the two lines', [{ op: 'recolor', palette: ['#008000', '#800080'] }]],
  // An edit denied that no step makes.
  ['make it greyscale but not inverted', [{ op: 'grayscale' }]],
];

const REFUSED: Array<[string, string, RegExp | null]> = [
  // A request passed on that no step does is refused naming what would.
  ['Reviewer 2 asks that we add asterisks for significance', 'INSTRUCTION_NOT_SUPPORTED', /draws new content/],
  ['the editor wants it as a PDF', 'INSTRUCTION_NOT_SUPPORTED', /conversions/],
  ['make it 600 dpi', 'INSTRUCTION_NOT_SUPPORTED', /conversions/],
  ['add a caption saying n = 3', 'INSTRUCTION_NOT_SUPPORTED', /draws new content/],
  // A denial that is not what the step before takes away is not set aside.
  ['crop to panel B, no margins', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  // A heading alone names no edit.
  ['Changes:', 'INSTRUCTION_NOT_UNDERSTOOD', /heading/],
  // An opinion passed on is no request.
  ['my supervisor hates the colours', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  // "a third" after "smaller" may be by or to a third.
  ['make it smaller, a third', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  // Two corners that make neither a row nor a column; a corner named alone beside another edit.
  ['the top left and bottom right panels', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  ['the bottom right, sharper', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  ['save it as a JPEG', 'INSTRUCTION_NOT_SUPPORTED', /conversions/],
  // A tilt without its way, or beside what else is tilted, has no one correction.
  ['the photo is tilted 2 degrees', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  // A word the dictionary has is not another word it begins like ("instrument" is no Instagram).
  ['instrument', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  ['move the colour bar to the left', 'INSTRUCTION_NOT_SUPPORTED', /moves, resizes or restyles/],
  ['crop to panel A and keep the rest', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  ['it must not be cropped', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  ['the bars are too dark, brighten it', 'INSTRUCTION_NOT_UNDERSTOOD', null],
  ['rotate 90 but not clockwise', 'INSTRUCTION_NOT_UNDERSTOOD', null],
];

describe('rules found by letters, reviews and lists of changes', () => {
  test.each(READ)('%s', expectSteps);
  test.each(REFUSED)('%s is refused', expectRefusal);
});
