// `npm run gallery:flowcharts`: sample requests (protocols, decision rules with loops, CONSORT,
// swimlanes, nested groups, a 50-step pipeline, fixed wide and tall ratios) read by the
// interpreter, laid out, drawn and rasterised with the shipped fonts onto one contact sheet a
// person can look at:
// .data/gallery/flowcharts.png, each chart also alone in .data/gallery/flowcharts/<name>.{svg,png}.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { interpret } from '../engines/flowchart/interpret/index.ts';
import { layoutFlowchart } from '../engines/flowchart/layout/index.ts';
import type { FlowAspectRatio } from '../engines/flowchart/model.ts';
import { renderSvg } from '../engines/flowchart/render/index.ts';
import { fontFiles } from '../engines/shared/fonts.ts';

const PROMPTS: Array<{ name: string; ratio: FlowAspectRatio; prompt: string }> = [
  { name: 'linear protocol', ratio: 'auto', prompt: 'Title: Study protocol\n1. Start\n2. Obtain written informed consent\n3. Baseline visit: questionnaires and blood sample\n4. Randomise 1:1 (block size 4)\n5. Twelve weeks of treatment\n6. Follow-up visit at week 16\n7. Enter data in REDCap database\n8. Write final report\n9. End' },
  { name: 'decision rule with loops', ratio: 'auto', prompt: 'Patient presents. Measure blood pressure. If systolic is at least 140 mmHg then repeat after 5 minutes of rest else give lifestyle advice. Is it high on two readings? If yes, start treatment; if not, go back to step 2. Note: readings taken seated. Review in 3 months. End' },
  { name: 'CONSORT', ratio: 'auto', prompt: 'Assessed for eligibility (n=120)\nExcluded (n=20): not meeting inclusion criteria (n=12), declined to participate (n=8)\nRandomised (n=100)\nAllocated to intervention (n=50); received allocated intervention (n=48)\nAllocated to control (n=50); received allocated intervention (n=50)\nIntervention: lost to follow-up (n=3)\nControl: lost to follow-up (n=2)\nIntervention: analysed (n=47)\nControl: analysed (n=48)' },
  { name: 'swimlanes', ratio: 'auto', prompt: 'lanes: Clinic, Laboratory, Data management\nClinic: collect blood sample, then label and log tube\nLaboratory: centrifuge and aliquot, then run ELISA\nData management: enter results, then double data entry check\nClinic: inform participant' },
  { name: 'nested groups (Mermaid)', ratio: 'auto', prompt: 'flowchart TD\n  raw[/Raw FASTQ files/] --> qc\n  subgraph pre[Preprocessing]\n    subgraph qcg[Quality control]\n      qc[FastQC] --> trim[Trim adapters]\n    end\n    subgraph map[Mapping]\n      align[Align to GRCh38] --> dedup[Mark duplicates]\n    end\n  end\n  trim --> align\n  subgraph quant[Quantification]\n    count[Count features] --> de[[Differential expression]]\n  end\n  dedup --> count\n  de --> report[Report]' },
  { name: 'parallel branches', ratio: 'auto', prompt: 'Start. Receive sample. In parallel: DNA extraction, RNA extraction and protein lysate. Then merge. Integrate omics layers. Done' },
  { name: 'Mermaid styles LR', ratio: 'auto', prompt: 'flowchart LR\n  A([Start]) --> B[Screen participants]\n  B --> C{Eligible?}\n  C -->|yes| D[Enrol]\n  C -->|no| E[Exclude]\n  D -.-> F[(Registry)]\n  D ==> G[Follow up]\n  classDef warn fill:#fff3e0,stroke:#e65100\n  class E warn' },
  { name: '12-step chain 16:9', ratio: '16:9', prompt: Array.from({ length: 12 }, (_, i) => `${i + 1}. Step ${i + 1} of the assay`).join('\n') },
  { name: '50-step pipeline', ratio: 'auto', prompt: Array.from({ length: 50 }, (_, i) => `${i + 1}. ${['Align reads', 'Filter', 'Normalise counts', 'Call variants', 'Annotate'][i % 5]} (batch ${Math.floor(i / 5) + 1})`).join('\n') },
  { name: '14-step chain 21:9', ratio: '21:9', prompt: Array.from({ length: 14 }, (_, i) => `${i + 1}. Process batch ${i + 1}`).join('\n') },
  { name: '14-step chain 9:16', ratio: '9:16', prompt: Array.from({ length: 14 }, (_, i) => `${i + 1}. Process batch ${i + 1}`).join('\n') },
  { name: 'decision rule 1:1', ratio: '1:1', prompt: 'Title: Testing rule\nScreen. If symptomatic then PCR test else routine care. Positive? yes: isolate 5 days; no: routine care. End' },
];

const OUT = resolve(import.meta.dirname, '..', '.data', 'gallery');
const DIR = join(OUT, 'flowcharts');
const THUMB = 600;
const COLUMNS = 4;
const LONG_EDGE = 2048;

function rasterise(svg: string, longEdge: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: 1 },
    font: { fontFiles: fontFiles(), loadSystemFonts: false, defaultFontFamily: 'Arimo' },
    background: '#ffffff',
  });
  const scale = longEdge / Math.max(resvg.width, resvg.height);
  return new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    font: { fontFiles: fontFiles(), loadSystemFonts: false, defaultFontFamily: 'Arimo' },
    background: '#ffffff',
  })
    .render()
    .asPng();
}

async function main(): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  const tiles: Buffer[] = [];
  for (const sample of PROMPTS) {
    const file = sample.name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase();
    const layout = await layoutFlowchart(interpret(sample.prompt, []), sample.ratio);
    const svg = renderSvg(layout);
    writeFileSync(join(DIR, `${file}.svg`), svg);
    const png = rasterise(svg, LONG_EDGE);
    writeFileSync(join(DIR, `${file}.png`), png);
    const caption = `${sample.name} (${sample.ratio}, ${layout.direction}${layout.wrapped ? ', wrapped' : ''})`;
    const thumb = await sharp(png).resize(THUMB - 20, THUMB - 50, { fit: 'contain', background: '#ffffff' }).toBuffer();
    const label = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMB}" height="${THUMB}"><rect width="100%" height="100%" fill="#ffffff" stroke="#cccccc"/><text x="10" y="24" font-family="Arimo" font-size="15">${caption.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text></svg>`,
    );
    const labelPng = new Resvg(label.toString(), { font: { fontFiles: fontFiles(), loadSystemFonts: false } }).render().asPng();
    tiles.push(await sharp(labelPng).composite([{ input: thumb, left: 10, top: 40 }]).png().toBuffer());
    console.log(`${caption}: ${Math.round(layout.width)}x${Math.round(layout.height)}`);
  }
  const rows = Math.ceil(tiles.length / COLUMNS);
  const sheet = sharp({ create: { width: COLUMNS * THUMB, height: rows * THUMB, channels: 3, background: '#ffffff' } }).composite(
    tiles.map((input, i) => ({ input, left: (i % COLUMNS) * THUMB, top: Math.floor(i / COLUMNS) * THUMB })),
  );
  writeFileSync(join(OUT, 'flowcharts.png'), await sheet.png().toBuffer());
  console.log(`wrote ${join(OUT, 'flowcharts.png')}`);
}

await main();
