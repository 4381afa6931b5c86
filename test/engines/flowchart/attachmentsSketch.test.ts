// A sketch attached as an image (SPEC "POST /flowcharts/generations", attachment_file_ids): its
// labels come by text detection, its wiring only from what the picture shows. Drawn arrows are
// read from the pixels into a Mermaid flowchart (each arrow from the end without a head to the
// end with one); when the picture's words and drawing do not say how the steps connect, the text
// carries `wiring: 'unknown'` and the labels alone, never an order made up from where they stand.
import { readAttachment } from '../../../engines/flowchart/attachments/index.ts';
import { closeOcr } from '../../../engines/ocr/index.ts';
import { textImage } from '../../support/textImage.ts';
import { arrow, box, diamond, label, penArrow, photographed, roughBox, sketch } from './fixtures/sketches.ts';

afterAll(async () => {
  await closeOcr();
});

const BOXES = [box(100, 40, 300, 70), box(100, 200, 300, 70), box(100, 360, 300, 70), box(520, 200, 300, 70)];
const LABELS = [label('Collect blood', 250, 86), label('Isolate plasma', 250, 246), label('Measure cytokines', 250, 406), label('Store at -80 °C', 670, 246)];

describe('a sketched flowchart attached as an image', () => {
  test('its drawn arrows are its wiring: each from the bare end to the head', async () => {
    const png = await sketch(900, 480, [...BOXES, arrow([[250, 110], [250, 200]]), arrow([[250, 270], [250, 360]]), arrow([[400, 235], [520, 235]])], LABELS);
    const read = await readAttachment({ bytes: png, contentType: 'image/png', name: 'plasma.png' });
    expect(read.source).toBe('ocr');
    expect(read.wiring).toBeUndefined();
    expect(read.text.split('\n')).toEqual([
      'flowchart TD',
      '  box1["Collect blood"]',
      '  box2["Isolate plasma"]',
      '  box3["Store at -80 °C"]',
      '  box4["Measure cytokines"]',
      '  box1 --> box2',
      '  box2 --> box3',
      '  box2 --> box4',
    ]);
  }, 60_000);

  test('an arrow drawn against the reading order is read the way it points', async () => {
    // "Measure cytokines" is drawn first (top) but its arrow comes up from "Isolate plasma" below it.
    const png = await sketch(
      500,
      430,
      [box(100, 40, 300, 70), box(100, 200, 300, 70), box(100, 340, 300, 70), arrow([[250, 200], [250, 110]]), arrow([[250, 340], [250, 270]])],
      [label('Measure cytokines', 250, 86), label('Isolate plasma', 250, 246), label('Collect blood', 250, 386)],
    );
    const read = await readAttachment({ bytes: png, contentType: 'image/png', name: 'upwards.png' });
    expect(read.wiring).toBeUndefined();
    expect(read.text.split('\n').filter((l) => l.includes('-->') || l.startsWith('flowchart'))).toEqual(['flowchart BT', '  box2 --> box1', '  box3 --> box2']);
    expect(read.text).toContain('box3["Collect blood"]');
  }, 60_000);

  test('a photographed decision: the diamond is a decision, "yes" and "no" label its branches, the words above are the title', async () => {
    const png = await sketch(
      800,
      580,
      [
        box(250, 80, 300, 70),
        diamond(400, 300, 320, 140),
        box(60, 460, 260, 70),
        box(480, 460, 260, 70),
        arrow([[400, 150], [400, 230]]),
        arrow([[240, 300], [190, 300], [190, 460]]),
        arrow([[560, 300], [610, 300], [610, 460]]),
      ],
      [
        { ...label('Sample intake', 400, 40, 'middle', 30), weight: 'bold' },
        label('Measure haemolysis', 400, 126),
        label('Haemolysed?', 400, 309),
        label('yes', 160, 385, 'end', 24),
        label('no', 640, 385, 'start', 24),
        label('Reject sample', 190, 506),
        label('Run the assay', 610, 506),
      ],
    );
    const read = await readAttachment({ bytes: await photographed(png), contentType: 'image/jpeg', name: 'whiteboard.jpg' });
    expect(read.wiring).toBeUndefined();
    expect(read.text.split('\n')).toEqual([
      '---',
      'title: Sample intake',
      '---',
      'flowchart TD',
      '  box1["Measure haemolysis"]',
      '  box2{"Haemolysed?"}',
      '  box3["Reject sample"]',
      '  box4["Run the assay"]',
      '  box1 --> box2',
      '  box2 -->|yes| box3',
      '  box2 -->|no| box4',
    ]);
  }, 60_000);

  test('a photographed hand drawing: bowed boxes and open "V" heads', async () => {
    const png = await sketch(
      500,
      450,
      [roughBox(100, 30, 300, 70), roughBox(100, 180, 300, 70), roughBox(100, 330, 300, 70), penArrow(250, 104, 250, 176), penArrow(250, 254, 250, 326)],
      [label('Lyse cells', 250, 76), label('Add chloroform', 250, 226), label('Precipitate RNA', 250, 376)],
    );
    const read = await readAttachment({ bytes: await photographed(png), contentType: 'image/jpeg', name: 'notebook.jpg' });
    expect(read.wiring).toBeUndefined();
    expect(read.text.split('\n')).toEqual(['flowchart TD', '  box1["Lyse cells"]', '  box2["Add chloroform"]', '  box3["Precipitate RNA"]', '  box1 --> box2', '  box2 --> box3']);
  }, 60_000);

  test('labels with no boxes, joined by arrows', async () => {
    const png = await sketch(900, 200, [arrow([[230, 100], [330, 100]]), arrow([[530, 100], [630, 100]])], [label('Thaw cells', 130, 110), label('Spin down', 430, 110), label('Resuspend', 730, 110)]);
    const read = await readAttachment({ bytes: png, contentType: 'image/png', name: 'line.png' });
    expect(read.wiring).toBeUndefined();
    expect(read.text.split('\n')).toEqual(['flowchart LR', '  box1["Thaw cells"]', '  box2["Spin down"]', '  box3["Resuspend"]', '  box1 --> box2', '  box2 --> box3']);
  }, 60_000);

  test('boxes with no arrows between them: the labels come with wiring unknown, in no invented order', async () => {
    const png = await sketch(900, 480, BOXES, LABELS);
    const read = await readAttachment({ bytes: png, contentType: 'image/png', name: 'boxes.png' });
    expect(read.source).toBe('ocr');
    expect(read.wiring).toBe('unknown');
    expect([...read.text.split('\n')].sort()).toEqual(['Collect blood', 'Isolate plasma', 'Measure cytokines', 'Store at -80 °C']);
    expect(read.text).not.toMatch(/-->|->/);
  }, 60_000);

  test('a line with no head between two boxes: which way it runs is not guessed', async () => {
    const png = await sketch(900, 480, [...BOXES, arrow([[250, 110], [250, 200]]), arrow([[250, 270], [250, 360]], false), arrow([[400, 235], [520, 235]])], LABELS);
    const read = await readAttachment({ bytes: png, contentType: 'image/png', name: 'unheaded.png' });
    expect(read.wiring).toBe('unknown');
    expect(read.text).not.toMatch(/-->/);
  }, 60_000);

  test('an arrow that ends in the open is not followed: the wiring is unknown', async () => {
    const png = await sketch(900, 480, [...BOXES, arrow([[250, 110], [250, 200]]), arrow([[250, 270], [250, 360]]), arrow([[400, 235], [470, 235]])], LABELS);
    const read = await readAttachment({ bytes: png, contentType: 'image/png', name: 'dangling.png' });
    expect(read.wiring).toBe('unknown');
  }, 60_000);

  test('a photographed page of sentences is read in its order, like any document', async () => {
    const png = await textImage({
      width: 1100,
      height: 260,
      texts: [
        { text: 'Blood is drawn into EDTA tubes at the clinic.', x: 40, y: 70, size: 34 },
        { text: 'The tubes are sent to the laboratory on ice.', x: 40, y: 140, size: 34 },
        { text: 'Plasma is separated and stored at -80 °C.', x: 40, y: 210, size: 34 },
      ],
    });
    const read = await readAttachment({ bytes: png, contentType: 'image/png', name: 'page.png' });
    expect(read.wiring).toBeUndefined();
    expect(read.text.split('\n')).toHaveLength(3);
  }, 60_000);

  test('steps whose words give the order (arrows typed as text) are read as written, with no flag', async () => {
    const png = await textImage({
      width: 900,
      height: 220,
      texts: [
        { text: 'Thaw samples -> Spin down', x: 40, y: 80, size: 36 },
        { text: 'Spin down -> Store at -80 °C', x: 40, y: 170, size: 36 },
      ],
    });
    const read = await readAttachment({ bytes: png, contentType: 'image/png', name: 'typed.png' });
    expect(read.source).toBe('ocr');
    expect(read.wiring).toBeUndefined();
    expect(read.text).toBe('Thaw samples -> Spin down\nSpin down -> Store at -80 °C');
  }, 60_000);
});
