// Rules found by the requests of instructReasonsAndSequences.test.ts, each tried on words no rule
// names: a reason said after an amount or as "as per ..." is set aside; a fault of the whole
// picture said beside other edits is corrected with them, in the place it was said; a tilt said
// with its angle and the way it leans ("leans 3 degrees to the right", "(it's 5° anticlockwise)")
// is undone by the opposite turn. A fault of one part beside other edits is still refused.
import { interpretInstruction } from '../../../engines/image/instruct/index.ts';
import { expectRefusal, expectSteps } from './support/instructExpect.ts';

describe('a reason after an amount, or said as "as per", is set aside', () => {
  test('trim away the right 12% because the legend is clipped', () => {
    expectSteps('trim away the right 12% because the legend is clipped', [{ op: 'crop', region: { kind: 'trim', sides: ['right'], amount: 12, unit: 'percent' } }]);
  });
  test('add a 6 px border since the page is white', () => {
    expectSteps('add a 6 px border since the page is white', [{ op: 'border', width: 6 }]);
  });
  test('invert it as per my supervisor', () => {
    expectSteps('invert it as per my supervisor', [{ op: 'invert' }]);
  });
  test('make it monochrome according to the author guidelines', () => {
    expectSteps('make it monochrome according to the author guidelines', [{ op: 'grayscale' }]);
  });
});

describe('a fault of the whole picture beside other edits is corrected with them', () => {
  test('too blurry, and flip it vertically', () => {
    expectSteps('too blurry, and flip it vertically', [{ op: 'sharpen' }, { op: 'flip', axis: 'vertical' }]);
  });
  test('rotate 90 degrees; the photo is also a bit bright', () => {
    expectSteps('rotate 90 degrees; the photo is also a bit bright', [{ op: 'rotate', degrees: 90 }, { op: 'brightness' }]);
    expect((interpretInstruction('rotate 90 degrees; the photo is also a bit bright')[1] as { amount: number }).amount).toBeLessThan(0);
  });
  test('a fault already corrected by a step is not made twice: far too dark, brighten by 30%', () => {
    expectSteps('far too dark, brighten by 30%', [{ op: 'brightness', amount: 0.3 }]);
  });
  test('a fault of one part is still refused: the background is too dark, and crop to the left half', () => {
    expectRefusal('the background is too dark, and crop to the left half', 'INSTRUCTION_NOT_SUPPORTED', /background is too dark/);
  });
});

describe('a tilt said with its angle and the way it leans is undone', () => {
  test('it leans 2 degrees to the left, straighten it', () => {
    expectSteps('it leans 2 degrees to the left, straighten it', [{ op: 'rotate', degrees: 2 }]);
  });
  test('correct the skew (it is about 4 degrees clockwise)', () => {
    expectSteps('correct the skew (it is about 4 degrees clockwise)', [{ op: 'rotate', degrees: -4 }]);
  });
});

describe('what not to do, said beside the edit asked', () => {
  test('a step named in the negative after "but" is not made: invert it but do not crop', () => {
    expectSteps('invert it but do not crop', [{ op: 'invert' }]);
  });
  test('sharpen slightly, but don\'t rescale', () => {
    expectSteps("sharpen slightly, but don't rescale", [{ op: 'sharpen', amount: 0.5 }]);
  });
  test('not recolouring forbids the recolour, not the greyscale asked by name: no recolouring, just convert it to greyscale', () => {
    expectSteps('no recolouring, just convert it to greyscale', [{ op: 'grayscale' }]);
  });
  test('a step asked and forbidden is still refused: rotate 90 degrees but don\'t rotate it', () => {
    expectRefusal("rotate 90 degrees but don't rotate it", 'INSTRUCTION_NOT_SUPPORTED', /what not to do/);
  });
  test('colours kept forbid greyscale too: keep the colours as they are, make it greyscale', () => {
    expectRefusal('keep the colours as they are, make it greyscale', 'INSTRUCTION_NOT_SUPPORTED', /what not to do/);
  });
});

describe('amounts and sizes said in other words', () => {
  test('a share said as a fraction word is a percentage: darken it by a tenth', () => {
    expectSteps('darken it by a tenth', [{ op: 'brightness', amount: -0.1 }]);
  });
  test('more contrast, by one fifth', () => {
    expectSteps('increase the contrast by one fifth', [{ op: 'contrast', amount: 0.2 }]);
  });
  test('dots in "d.p.i." are the unit: 4 cm tall at 300 d.p.i.', () => {
    expectSteps('4 cm tall at 300 d.p.i.', [{ op: 'resize', by: 'height', pixels: 472 }]);
  });
  test('a size in pixels said with saving or exporting is the size made: export it at 900 px width', () => {
    expectSteps('export it at 900 px width', [{ op: 'resize', by: 'width', pixels: 900 }]);
  });
  test('saving in another format is still refused: save it as a PNG', () => {
    expectRefusal('save it as a PNG', 'INSTRUCTION_NOT_SUPPORTED', null);
  });
  test('a panel kept with its size in one clause: panel D alone 640 px wide', () => {
    expectSteps('panel D alone 640 px wide', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'letters', letters: ['D'] } } }, { op: 'resize', by: 'width', pixels: 640 }]);
  });
  test('the verb of a step said again after it asks for it once: 1200 px wide, please resize', () => {
    expectSteps('1200 px wide, please resize', [{ op: 'resize', by: 'width', pixels: 1200 }]);
  });
  test('a wish said as what would help: a bit of blurring would help', () => {
    expectSteps('a bit of blurring would help', [{ op: 'blur' }]);
  });
});

describe('corners and frames as other languages say them', () => {
  test('a corner said side first, or with up and down: the panel of left up', () => {
    expectSteps('the panel of left up only', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'place', unit: 'panel', vertical: 'top', horizontal: 'left' } } }]);
  });
  test('crop the down right panel', () => {
    expectSteps('crop the down right panel', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'place', unit: 'panel', vertical: 'bottom', horizontal: 'right' } } }]);
  });
  test('"make to X a frame" gives X the frame: make to the picture a red frame of 4 pixel', () => {
    expectSteps('make to the picture a red frame of 4 pixel', [{ op: 'border', width: 4, colour: [255, 0, 0, 255] }]);
  });
});

describe('a vague aim made concrete by the state said beside it', () => {
  test('the journal only prints in black and white, make it suitable', () => {
    expectSteps('the journal only prints in black and white, make it suitable', [{ op: 'grayscale' }]);
  });
  test('print friendly please, for a black and white printer', () => {
    expectSteps('print friendly please, for a black and white printer', [{ op: 'grayscale' }]);
  });
  test('a vague aim alone is still refused: make it print-friendly', () => {
    expectRefusal('make it print-friendly', 'INSTRUCTION_NOT_UNDERSTOOD', /print-friendly/);
  });
});

describe('sizes said as the journal or the writer says them', () => {
  test('a width said as a noun after its length: panels B and D only, 100 mm width at 300 dpi', () => {
    expectSteps('panels B and D only, 100 mm width at 300 dpi', [{ op: 'crop' }, { op: 'resize', by: 'width', pixels: 1181 }]);
  });
  test('a width and a height said with "by": 800 by 800 pixels', () => {
    expectSteps('square, 800 by 800 pixels', [{ op: 'aspect_ratio', ratio: '1:1' }, { op: 'resize', by: 'width', pixels: 800 }]);
  });
  test('a share said with "size" after it: 25% size', () => {
    expectSteps('25% size', [{ op: 'resize', by: 'scale', factor: 0.25 }]);
  });
  test('the bare verb after a size described is that size: the column is 8 cm at 300 dpi; resize please', () => {
    expectSteps('the column is 8 cm at 300 dpi; resize please', [{ op: 'resize', by: 'width', pixels: 945 }]);
  });
  test('a part passed on with its size: the editor wants panel B on its own at 60 mm wide, 300 dpi', () => {
    expectSteps('the editor wants panel B on its own at 60 mm wide, 300 dpi', [{ op: 'crop' }, { op: 'resize', by: 'width', pixels: 709 }]);
  });
  test('a manner that changes nothing: darken the whole photo evenly by 5%', () => {
    expectSteps('darken the whole photo evenly by 5%', [{ op: 'brightness', amount: -0.05 }]);
  });
});

describe('panel letters and repeated states', () => {
  test('a state asked twice in a row is made once: square, 800 by 800 pixels, 1:1', () => {
    expectSteps('1:1, square', [{ op: 'aspect_ratio', ratio: '1:1' }]);
  });
  test('a lower-case "a" before "on its own" is the panel: panel a on its own, with a 2 px black border', () => {
    expectSteps('panel a on its own, with a 2 px black border', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'letters', letters: ['A'] } } }, { op: 'border', width: 2 }]);
  });
});

describe('faults said together', () => {
  test('an orientation and a fault of the whole picture: it is mirrored and a bit too bright', () => {
    expectSteps("it's mirrored, and a bit too bright", [{ op: 'flip', axis: 'horizontal' }, { op: 'brightness', amount: -0.1 }]);
  });
});

describe('more ways of saying sizes, sides and panels', () => {
  test('"give me" room: give me 30 px of white space on the left', () => {
    expectSteps('give me 30 px of white space on the left', [{ op: 'pad', sides: ['left'], amount: 30, unit: 'px' }]);
  });
  test('"both" before the sides: trim 5% from both the top and bottom edges', () => {
    expectSteps('trim 5% from both the top and bottom edges', [{ op: 'crop', region: { kind: 'trim', sides: ['top', 'bottom'], amount: 5, unit: 'percent' } }]);
  });
  test('the side a size is said of, after "so that the": upscale so that the width is 2000 px', () => {
    expectSteps('upscale so that the width is 2000 px', [{ op: 'resize', by: 'width', pixels: 2000 }]);
  });
  test('capitals after a verb of taking away are panels: lose B and D', () => {
    expectSteps('lose B and D', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'except', selection: { by: 'letters', letters: ['B', 'D'] } } } }]);
  });
  test('panels taken away that a crop left out say the crop again: keep A and C, drop B and D, greyscale', () => {
    expectSteps('keep A and C, drop B and D, greyscale', [{ op: 'crop', region: { kind: 'panels', selection: { by: 'letters', letters: ['A', 'C'] } } }, { op: 'grayscale' }]);
  });
});

describe('a frame the image is wished to have', () => {
  test('it needs a 3 pixel grey border all round', () => {
    expectSteps('it needs a 3 pixel grey border all round', [{ op: 'border', width: 3, colour: [128, 128, 128, 255] }]);
  });
  test('it should have a white frame, 8 px', () => {
    expectSteps('it should have a white frame, 8 px', [{ op: 'border', width: 8, colour: [255, 255, 255, 255] }]);
  });
  test('a frame it needs not is no border: it needs no frame', () => {
    expectRefusal('it needs no frame', 'INSTRUCTION_NOT_UNDERSTOOD', null);
  });
});

describe('parts taken off or left', () => {
  test('"take off" a part takes it away: take off the right third', () => {
    expectSteps('take off the right third', [{ op: 'crop' }]);
    expect((interpretInstruction('take off the right third')[0] as { region: { kind: string; left: number; right: number } }).region).toMatchObject({ kind: 'fraction', left: 0 });
    expect((interpretInstruction('take off the right third')[0] as { region: { right: number } }).region.right).toBeCloseTo(2 / 3, 9);
  });
  test('"leave only" a part keeps it: leave only the bottom 60%', () => {
    expectSteps('leave only the bottom 60%', [{ op: 'crop' }]);
    expect((interpretInstruction('leave only the bottom 60%')[0] as { region: { kind: string } }).region).toMatchObject({ kind: 'fraction', left: 0, right: 1, bottom: 1 });
    expect((interpretInstruction('leave only the bottom 60%')[0] as { region: { top: number } }).region.top).toBeCloseTo(0.4, 9);
  });
  test('"leave" without "only" says neither, refused: leave the top half', () => {
    expectRefusal('leave the top half', 'INSTRUCTION_NOT_UNDERSTOOD', null);
  });
});
