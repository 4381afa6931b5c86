// Attachments read as a person reads them (SPEC "POST /flowcharts/generations",
// attachment_file_ids): a PDF's or Word document's methods section comes out as paragraphs, one
// line each, with lines wrapped inside a sentence joined and words hyphenated at a line's end made
// whole; numbered section titles are headings; running heads and page numbers are gone; numbered
// steps stay list items, one a line, however many lines they were set on. The files are real,
// made here with pdfkit and as Word zips them; what is checked is the text the flowchart is read from.
import { readAttachment } from '../../../engines/flowchart/attachments/index.ts';
import { DOCX, docxFile, pdfFile, typeset, wordParagraph, type Typeset } from './fixtures/documents.ts';

const RANDOMISATION =
  'Participants were randomly assigned (1:1) to the intervention or the control arm by a computer-generated sequence in permuted blocks of four, ' +
  'stratified by site and by baseline severity. Allocation was concealed in sealed, opaque envelopes that were opened only after consent had been recorded.';
// "|" marks where a typesetter may hyphenate; "anti-CD3" can break only after its own hyphen.
const ISOLATION =
  'Peripheral blood mononuclear cells from each donor were pelleted twice in a cooled centri|fuge at 300 × g, washed in cold saline and then enriched for T cells ' +
  'with the magnetic anti-CD3 beads before the RNA was extracted.';
const STEP_1 = '1. Thaw the PBMC aliquots in a 37 °C water bath until only a small ice crystal remains, then transfer the cells to 10 mL of warm medium.';
const STEP_2 = '2) Spin the cells at 300 × g for 10 min and discard the supernatant.';
const STEP_3 = '3. Lyse the pellet in 0.35 mL of buffer RLT with β-mercaptoethanol, vortex for one minute and keep the lysate at −80 °C until extraction.';
const ANALYSIS =
  'Counts were normalised by the median-of-ratios method and genes with fewer than ten reads in every sample were removed before differential expression was tested with a negative binomial model.';

/** A two-page methods section as a journal sets it: running head and page number on every page, a step that runs over the page break. */
async function methodsPdf(): Promise<{ bytes: Buffer; set: string[] }> {
  const set: string[] = [];
  const bytes = await pdfFile((doc) => {
    let page = 1;
    const furniture = () => {
      doc.font('Body').fontSize(8);
      doc.text('Lindqvist et al.', 72, 40, { lineBreak: false });
      doc.text('RNA profiling of T cells', 523 - doc.widthOfString('RNA profiling of T cells'), 40, { lineBreak: false });
      const foot = page === 1 ? 'Page 1 of 2' : String(page);
      doc.text(foot, 297 - doc.widthOfString(foot) / 2, 800, { lineBreak: false });
      page++;
      doc.font('Body').fontSize(11);
    };
    const col: Typeset = { x: 72, width: 451, leading: 14, y: 90, bottom: 770, top: 90, newPage: furniture };
    const heading = (text: string, size: number) => {
      doc.font('Body-Bold').fontSize(size).text(text, 72, col.y, { lineBreak: false });
      col.y += size + 8;
      doc.font('Body').fontSize(11);
    };
    const paragraph = (text: string, hang = 0) => {
      set.push(...typeset(doc, col, text, hang));
      col.y += 6;
    };
    furniture();
    heading('2 Methods', 14);
    heading('2.3 Randomisation', 11);
    paragraph(RANDOMISATION);
    heading('3.2 RNA isolation', 11);
    paragraph(ISOLATION);
    paragraph(STEP_1, 14);
    paragraph(STEP_2, 14);
    col.y = 760; // the page filled with more of the section: step 3 starts on its last line
    paragraph(STEP_3, 14);
    heading('Section 4: Analysis', 12);
    paragraph(ANALYSIS);
  });
  return { bytes, set };
}

describe('a PDF methods section reads as paragraphs', () => {
  test('wrapped sentences are one line each, hyphenation is undone, numbered headings are headings, running heads and page numbers are gone', async () => {
    const { bytes, set } = await methodsPdf();
    // The file really is set the way the test claims: wrapped, hyphenated, over two pages.
    expect(set.filter((l) => RANDOMISATION.includes(l)).length).toBeGreaterThanOrEqual(3);
    expect(set).toContain('Peripheral blood mononuclear cells from each donor were pelleted twice in a cooled centri-');
    expect(set.some((l) => l.endsWith(' anti-'))).toBe(true);
    expect(set.filter((l) => STEP_1.includes(l) || l.startsWith('1.')).length).toBeGreaterThanOrEqual(2);

    const read = await readAttachment({ bytes, contentType: 'application/pdf', name: 'methods.pdf' });
    expect(read.text.split('\n')).toEqual([
      '# 2 Methods',
      '',
      '## 2.3 Randomisation',
      '',
      RANDOMISATION,
      '',
      '## 3.2 RNA isolation',
      '',
      ISOLATION.replace('centri|fuge', 'centrifuge'),
      '',
      STEP_1,
      STEP_2,
      STEP_3,
      '',
      '# Section 4: Analysis',
      '',
      ANALYSIS,
    ]);
  });

  test('the hyphen of a hyphenated word stays when the word is split at it', async () => {
    const { bytes } = await methodsPdf();
    const { text } = await readAttachment({ bytes, contentType: 'application/pdf', name: 'methods.pdf' });
    expect(text).toContain('in a cooled centrifuge at 300 × g');
    expect(text).toContain('with the magnetic anti-CD3 beads');
    expect(text).not.toMatch(/centri-|anti- ?\n/);
  });

  test('running heads, "Page 1 of 2" and a bare page number are not read', async () => {
    const { bytes } = await methodsPdf();
    const { text } = await readAttachment({ bytes, contentType: 'application/pdf', name: 'methods.pdf' });
    expect(text).not.toMatch(/Lindqvist|RNA profiling of T cells|Page \d|^\s*2\s*$/m);
  });

  test('short unnumbered lines set one under another stay one a line', async () => {
    const bytes = await pdfFile((doc) => {
      doc.font('Body').fontSize(11);
      for (const line of ['Thaw samples on ice', 'Spin down briefly', 'Aspirate the supernatant', 'Resuspend in PBS']) doc.text(line);
    });
    const { text } = await readAttachment({ bytes, contentType: 'application/pdf', name: 'steps.pdf' });
    expect(text.split('\n')).toEqual(['Thaw samples on ice', 'Spin down briefly', 'Aspirate the supernatant', 'Resuspend in PBS']);
  });
});

/** An SOP's procedure as a PDF set from typed lines: a header block, numbered sections and sub-steps, a page foot in mid-text. */
const SOP_LINES = [
  'Molecular Pathology Core Facility                    SOP MP-022  v2.0',
  'Isolation of T cells from whole blood                    Page 3 of 8',
  '',
  '3. PROCEDURE',
  '',
  '3.1 Materials',
  '   •  EasySep T cell isolation kit (cat. no. 17951)',
  '   •  PBS with 2% FBS and 1 mM EDTA',
  '',
  '3.2 Isolation',
  '3.2.1 Add 1 mL of the isolation cocktail per 20 mL of blood, mix',
  'gently and incubate for 5 min at room temperature.',
  '3.2.2 Place the tube in the magnet and pour the enriched cells',
  'into a new tube; repeat the separation once with fresh',
  'RapidSpheres.',
  '3.2.3 Count the cells and check their viability by trypan blue',
  'exclusion. If viability is below 80%, discard the prepara-',
  '                                                      Page 4 of 8',
  'MP-022 v2.0 — Uncontrolled when printed',
  'tion and start again from 3.2.1.',
  '',
  '4. DOCUMENTATION',
  'Record the cell count and viability in the sample log.',
];

describe('an SOP read from its typed lines', () => {
  test('numbered section titles are headings, numbered sub-steps are one line each, the page furniture is dropped', async () => {
    const bytes = await pdfFile((doc) => {
      doc.font('Body').fontSize(9);
      for (const line of SOP_LINES) doc.text(line === '' ? ' ' : line);
    });
    const read = await readAttachment({ bytes, contentType: 'application/pdf', name: 'sop.pdf' });
    expect(read.text.split('\n')).toEqual([
      '# 3. PROCEDURE',
      '',
      '## 3.1 Materials',
      '',
      '- EasySep T cell isolation kit (cat. no. 17951)',
      '- PBS with 2% FBS and 1 mM EDTA',
      '',
      '## 3.2 Isolation',
      '',
      '3.2.1 Add 1 mL of the isolation cocktail per 20 mL of blood, mix gently and incubate for 5 min at room temperature.',
      '3.2.2 Place the tube in the magnet and pour the enriched cells into a new tube; repeat the separation once with fresh RapidSpheres.',
      '3.2.3 Count the cells and check their viability by trypan blue exclusion. If viability is below 80%, discard the preparation and start again from 3.2.1.',
      '',
      '# 4. DOCUMENTATION',
      '',
      'Record the cell count and viability in the sample log.',
    ]);
  });
});

describe('a Word document read as paragraphs', () => {
  test('text pasted from a PDF: line breaks inside sentences joined, typed numbered headings are headings, page numbers dropped, typed steps kept whole', async () => {
    const bytes = docxFile([
      wordParagraph('Methods', { style: 'Heading1' }),
      wordParagraph('2.3 Randomisation', { bold: true }),
      wordParagraph(
        'Participants were randomly assigned (1:1) to the intervention or the\ncontrol arm by a computer-generated sequence in permuted blocks of\nfour, stratified by site. Allocation was concealed in sealed, opaque\nenvelopes.',
      ),
      wordParagraph('Manuscript draft v7 – 14 Feb 2025\t12'),
      wordParagraph('3.2 RNA isolation', { bold: true }),
      // Each line its own paragraph, as some PDF converters write them.
      wordParagraph('Cells were pelleted in a cooled centri-'),
      wordParagraph('fuge and enriched with the magnetic anti-'),
      wordParagraph('CD3 beads before the RNA was extracted as follows:'),
      wordParagraph('1. Thaw the PBMC aliquots in a 37 °C water bath until only a small'),
      wordParagraph('ice crystal remains.'),
      wordParagraph('2) Spin the cells at 300 × g for 10 min and discard the'),
      wordParagraph('supernatant.'),
      wordParagraph('Page 2 of 5'),
      wordParagraph('Section 4: Analysis', { bold: true }),
      wordParagraph('Counts were normalised by the median-of-ratios method.'),
    ]);
    const read = await readAttachment({ bytes, contentType: DOCX, name: 'methods.docx' });
    expect(read.text.split('\n')).toEqual([
      '# Methods',
      '',
      '## 2.3 Randomisation',
      '',
      'Participants were randomly assigned (1:1) to the intervention or the control arm by a computer-generated sequence in permuted blocks of four, stratified by site. Allocation was concealed in sealed, opaque envelopes.',
      '',
      '## 3.2 RNA isolation',
      '',
      'Cells were pelleted in a cooled centrifuge and enriched with the magnetic anti-CD3 beads before the RNA was extracted as follows:',
      '',
      '1. Thaw the PBMC aliquots in a 37 °C water bath until only a small ice crystal remains.',
      '2) Spin the cells at 300 × g for 10 min and discard the supernatant.',
      '',
      '# Section 4: Analysis',
      '',
      'Counts were normalised by the median-of-ratios method.',
    ]);
  });

  test('paragraphs written in Word stay as written: a sentence per paragraph is not run together, short lines are not joined', async () => {
    const bytes = docxFile([
      wordParagraph('Sample handling', { style: 'Heading1' }),
      wordParagraph('Blood is drawn into EDTA tubes'),
      wordParagraph('Tubes are labelled at the bedside'),
      wordParagraph('Samples reach the laboratory within two hours.'),
      wordParagraph('Plasma is separated on arrival.'),
    ]);
    const read = await readAttachment({ bytes, contentType: DOCX, name: 'handling.docx' });
    expect(read.text.split('\n')).toEqual([
      '# Sample handling',
      '',
      'Blood is drawn into EDTA tubes',
      '',
      'Tubes are labelled at the bedside',
      '',
      'Samples reach the laboratory within two hours.',
      '',
      'Plasma is separated on arrival.',
    ]);
  });
});
