// The local schematic engine (engines/illustration/schematic/index.ts): with no image model configured,
// a prompt becomes an honest schematic of icons and labelled boxes, in the requested size,
// style and palette, marked as drawn without an image model.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { planSchematic, renderSchematicPng, FOOTER_TEXT, type SchematicPlan } from '../../../engines/illustration/schematic/index.ts';
import { footprint } from '../../../engines/illustration/schematic/geometry.ts';
import { ASPECT_RATIOS, pixelSize } from '../../../engines/shared/aspectRatios.ts';
import type { IllustrationRequest } from '../../../engines/illustration/types.ts';
import { closeOcr, detectText } from '../../../engines/ocr/index.ts';
import { EngineError } from '../../../engines/shared/errors.ts';
import { ILLUSTRATION_NOTES, PRICES, priceList } from '../../../core/prices.ts';

const STYLES = ['flat', '2-5d', 'line-art', 'hand-drawn', 'scientific', 'line', '3d', 'editorial', 'sketch', 'watercolor'] as const;

function request(prompt: string, over: Partial<IllustrationRequest> = {}): IllustrationRequest {
  return { prompt, aspectRatio: '16:9', quality: 'standard', style: 'flat', palette: null, references: [], ...over };
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Every rectangle the plan draws that must stay apart: each element's icon or box and label, the title, the footer. */
function rects(plan: SchematicPlan) {
  const out = plan.elements.flatMap((el, i) => footprint({ shape: el.shape, boxed: el.boxed, lines: el.lines, label: el.labelRect }).map((r) => ({ owner: `element ${i}`, r })));
  out.push({ owner: 'footer', r: plan.footer.rect });
  if (plan.title) out.push({ owner: 'title', r: plan.title.rect });
  return out;
}

function clashes(plan: SchematicPlan): string[] {
  const all = rects(plan);
  const found: string[] = [];
  for (let i = 0; i < all.length; i++) {
    const a = all[i]!;
    if (a.r.x < 0 || a.r.y < 0 || a.r.x + a.r.width > plan.width || a.r.y + a.r.height > plan.height) found.push(`${a.owner} leaves the canvas`);
    for (let j = i + 1; j < all.length; j++) {
      const b = all[j]!;
      if (a.owner === b.owner) continue;
      const apart = a.r.x + a.r.width <= b.r.x || b.r.x + b.r.width <= a.r.x || a.r.y + a.r.height <= b.r.y || b.r.y + b.r.height <= a.r.y;
      if (!apart) found.push(`${a.owner} overlaps ${b.owner}`);
    }
  }
  return found;
}

afterAll(async () => {
  await closeOcr();
});

describe('schematic engine without an image model', () => {
  test('the PNG has exactly the pixel size of every aspect ratio', async () => {
    for (const ratio of ASPECT_RATIOS) {
      const png = await renderSchematicPng(request('Microscope, flask and pipette on a lab bench', { aspectRatio: ratio }));
      const meta = await sharp(png).metadata();
      expect({ ratio, format: meta.format, width: meta.width, height: meta.height }).toEqual({ ratio, format: 'png', ...pixelSize(ratio, 'standard') });
    }
    const premium = await sharp(await renderSchematicPng(request('heart and lungs', { aspectRatio: '21:9', quality: 'premium' }))).metadata();
    expect([premium.width, premium.height]).toEqual([pixelSize('21:9', 'premium').width, pixelSize('21:9', 'premium').height]);
  });

  test('the same request always gives the same PNG, another prompt another one', async () => {
    const req = request('Sample collection -> DNA extraction -> sequencing', { style: 'hand-drawn' });
    const [a, b] = [await renderSchematicPng(req), await renderSchematicPng({ ...req })];
    expect(sha(a)).toBe(sha(b));
    const other = await renderSchematicPng({ ...req, prompt: 'Sample collection -> RNA extraction -> sequencing' });
    expect(sha(other)).not.toBe(sha(a));
  });

  test('known nouns get the icons that show them; a word without icon is a labelled box', () => {
    const plan = planSchematic(request('microscope, mice, heart, viruses, DNA, antibodies, petri dish, astrocytes', { aspectRatio: '1:1' }));
    const byLabel = Object.fromEntries(plan.elements.map((e) => [e.label, e.icon]));
    expect(byLabel).toEqual({
      Microscope: 'healthicons:microscope',
      Mice: 'healthicons:animal-rat',
      Heart: 'healthicons:heart-organ',
      Viruses: 'healthicons:virus',
      DNA: 'healthicons:dna',
      Antibodies: 'healthicons:antibody',
      // Lucide has a satellite dish and a computer mouse: neither may stand in.
      'Petri dish': null,
      Astrocytes: null,
    });
    expect(plan.elements.filter((e) => e.icon === null).every((e) => e.boxed)).toBe(true);
  });

  test('compounds and the head noun choose the icon: "blood vessel", "mouse model of sepsis"', () => {
    const plan = planSchematic(request('Graphical abstract: mouse model of sepsis, blood vessels, cytokine ELISA, survival analysis'));
    // A heading of figure words only names no title: the figure is the graphical abstract.
    expect(plan.title).toBeNull();
    expect(plan.elements.map((e) => [e.label, e.icon])).toEqual([
      ['Mouse model of sepsis', 'healthicons:animal-rat'],
      ['Blood vessels', 'healthicons:blood-vessel'],
      ['Cytokine ELISA', 'healthicons:test-tubes'],
      ['Survival analysis', 'lucide:chart-line'],
    ]);
  });

  test('a process is a flow with arrows, left to right on a wide canvas and downwards on a tall one', () => {
    const wide = planSchematic(request('CRISPR workflow from guide RNA design to sequencing', { aspectRatio: '21:9' }));
    expect(wide.structure).toBe('flow');
    expect(wide.title?.text).toBe('CRISPR workflow');
    expect(wide.arrows).toHaveLength(1);
    const [from, to] = [wide.arrows[0]!.points[0]!, wide.arrows[0]!.points.at(-1)!];
    expect(to.x - from.x).toBeGreaterThan(40);
    const tall = planSchematic(request('Cell culture, then transfection, then imaging', { aspectRatio: '9:16' }));
    expect(tall.structure).toBe('flow');
    expect(tall.arrows).toHaveLength(2);
    for (const arrow of tall.arrows) expect(arrow.points.at(-1)!.y - arrow.points[0]!.y).toBeGreaterThan(20);
  });

  test('"vs" puts two sides in panels; a cycle is drawn round with the stages it lists, and one named without them is refused', () => {
    const compare = planSchematic(request('Healthy vs diseased lung', { aspectRatio: '4:3' }));
    expect(compare.structure).toBe('compare');
    expect(compare.panels).toHaveLength(2);
    expect(compare.elements.map((e) => [e.label, e.icon, e.side])).toEqual([
      ['Healthy lung', 'healthicons:lungs', 0],
      ['Diseased lung', 'healthicons:lungs', 1],
    ]);
    const cycle = planSchematic(request('The nitrogen cycle: nitrogen fixation, nitrification, assimilation, ammonification, denitrification', { aspectRatio: '1:1' }));
    expect(cycle.structure).toBe('cycle');
    expect(cycle.elements.map((e) => e.label)).toEqual(['Nitrogen fixation', 'Nitrification', 'Assimilation', 'Ammonification', 'Denitrification']);
    expect(cycle.arrows).toHaveLength(cycle.elements.length);
    // Which stages a nitrogen cycle shows is the writer's choice: none listed, none drawn.
    expect(() => planSchematic(request('the nitrogen cycle', { aspectRatio: '1:1' }))).toThrow(/stages/);
  });

  test('three or four things compared stand in a panel each, in the order named; five are refused', () => {
    const three = planSchematic(request('Compare a temperate forest, a tropical rainforest and a boreal forest', { aspectRatio: '16:9' }));
    expect(three.structure).toBe('compare');
    expect(three.panels).toHaveLength(3);
    expect(three.badge).toBeNull();
    expect(three.elements.map((e) => [e.label, e.side])).toEqual([['Temperate forest', 0], ['Tropical rainforest', 1], ['Boreal forest', 2]]);
    const muscles = planSchematic(request('compare the three types of muscle tissue — skeletal muscle, cardiac muscle and smooth muscle', { aspectRatio: '1:1' }));
    expect(muscles.elements.map((e) => e.label)).toEqual(['Skeletal muscle', 'Cardiac muscle', 'Smooth muscle']);
    expect(() => planSchematic(request('Compare a cat, a dog, a horse, a cow and a pig', { aspectRatio: '1:1' }))).toThrow(/up to 4 sides/);
    const problems: string[] = [];
    for (const prompt of ['Compare a temperate forest, a tropical rainforest and a boreal forest', 'Compare a prokaryotic ribosome, a eukaryotic ribosome, a mitochondrial ribosome and a chloroplast ribosome']) {
      for (const ratio of ASPECT_RATIOS) {
        const plan = planSchematic(request(prompt, { aspectRatio: ratio }));
        for (const clash of clashes(plan)) problems.push(`${ratio} "${prompt.slice(0, 30)}": ${clash}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('nothing overlaps and everything stays on the canvas at every ratio', () => {
    const prompts = [
      'microscope, flask, pipette, petri dish, mitochondria, heart, kidneys, liver, doctor, syringe, pills, proteins',
      'Sample collection -> DNA extraction -> library preparation with unusually long descriptive step names -> sequencing -> read alignment -> variant calling -> annotation -> report',
      'Wild-type mice fed a high-fat diet compared with knockout mice fed a standard chow diet',
      'The nitrogen cycle: nitrogen fixation, nitrification, assimilation, ammonification, denitrification',
      'Graphical abstract: mouse model of sepsis, blood sampling, cytokine ELISA, survival analysis',
    ];
    const problems: string[] = [];
    for (const prompt of prompts) {
      for (const ratio of ASPECT_RATIOS) {
        for (const style of ['flat', 'editorial'] as const) {
          const plan = planSchematic(request(prompt, { aspectRatio: ratio, style }));
          for (const clash of clashes(plan)) problems.push(`${ratio} ${style} "${prompt.slice(0, 30)}": ${clash}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('each style draws a visibly different image', async () => {
    const hashes = new Map<string, string>();
    const means: number[] = [];
    for (const style of STYLES) {
      const png = await renderSchematicPng(request('Virus infects cell -> antibody response -> recovery', { style, aspectRatio: '3:2' }));
      hashes.set(sha(png), style);
      const { channels } = await sharp(png).stats();
      means.push(channels.slice(0, 3).reduce((s, c) => s + c.mean, 0));
    }
    expect(hashes.size).toBe(STYLES.length);
    // Not only different bytes: the mean colour differs between every pair of styles.
    for (let i = 0; i < means.length; i++) for (let j = i + 1; j < means.length; j++) expect(Math.abs(means[i]! - means[j]!)).toBeGreaterThan(0.05);
    expect(planSchematic(request('a watercolor of a forest', { style: 'auto' })).style).toBe('watercolor');
    expect(planSchematic(request('heart and lungs', { style: null })).style).toBe('flat');
  });

  test('the palette colours appear in the pixels, the first as the primary', async () => {
    const palette = ['#C0392B', '#2471A3', '#1E8449'];
    const png = await renderSchematicPng(request('heart, lungs, kidneys', { palette, aspectRatio: '16:9' }));
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const counts = new Map<string, number>();
    for (let p = 0; p < data.length; p += info.channels) {
      const hex = `#${[data[p]!, data[p + 1]!, data[p + 2]!].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
      counts.set(hex, (counts.get(hex) ?? 0) + 1);
    }
    const total = info.width * info.height;
    for (const colour of palette) expect((counts.get(colour) ?? 0) / total).toBeGreaterThan(0.01);
    const preset = planSchematic(request('heart, lungs', { palette: 'nejm' }));
    expect(preset.elements.map((e) => e.color)).toEqual(['#BC3C29', '#0072B5']);
    expect(planSchematic(request('heart, lungs')).elements[0]!.color).toBe('#E69F00');
  });

  test('the footer says it was drawn without an image model, legibly', async () => {
    const png = await renderSchematicPng(request('Cells are seeded, then transfected with siRNA, and next imaged after 48 h', { aspectRatio: '21:9', style: 'sketch' }));
    const result = await detectText(png);
    const words = result.texts.map((t) => t.text).join(' ').toLowerCase();
    expect(words).toContain(FOOTER_TEXT.toLowerCase());
  }, 60_000);

  const TRIAL = 'Patients enrolled then followed for 12 months; primary outcome HbA1c';

  test('a flow step keeps its words, only the connective before it goes', () => {
    const plan = planSchematic(request(TRIAL, { style: 'scientific', aspectRatio: '4:5', palette: 'nejm' }));
    expect(plan.structure).toBe('flow');
    expect(plan.elements.map((e) => e.label)).toEqual(['Patients enrolled', 'Followed for 12 months', 'Primary outcome HbA1c']);
    // A step of more than three words (a time aside) may hold things of its own: refused, not drawn as one box.
    expect(() => planSchematic(request('Patients randomised to drug or placebo then followed for 12 months'))).toThrow(/more than three words/);
    const next = planSchematic(request('Cells are seeded, then transfected with siRNA, and next imaged after 48 h'));
    expect(next.elements.map((e) => e.label)).toEqual(['Cells are seeded', 'Transfected with siRNA', 'Imaged after 48 h']);
  });

  test('a short flow is one centred column on a tall canvas and one centred row on a wide one', () => {
    const centre = (r: { x: number; y: number; width: number; height: number }) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
    const groupOf = (plan: SchematicPlan) => {
      const all = plan.elements.flatMap((e) => footprint({ shape: e.shape, boxed: e.boxed, lines: e.lines, label: e.labelRect }));
      const left = Math.min(...all.map((r) => r.x));
      const right = Math.max(...all.map((r) => r.x + r.width));
      return { left, right: plan.width - right };
    };
    for (const [prompt, ratio] of [[TRIAL, '4:5'], ['CRISPR workflow from guide RNA design to sequencing', '9:16']] as const) {
      const tall = planSchematic(request(prompt, { style: 'scientific', aspectRatio: ratio }));
      const xs = tall.elements.map((e) => centre(e.shape).x);
      const ys = tall.elements.map((e) => centre(e.shape).y);
      for (const x of xs) expect(Math.abs(x - tall.width / 2)).toBeLessThan(tall.width * 0.01);
      for (let i = 1; i < ys.length; i++) expect(ys[i]!).toBeGreaterThan(ys[i - 1]!);
      const { left, right } = groupOf(tall);
      expect(Math.abs(left - right)).toBeLessThan(tall.width * 0.02);
    }
    const wide = planSchematic(request('CRISPR workflow from guide RNA design to sequencing', { aspectRatio: '16:9' }));
    const ys = wide.elements.map((e) => centre(e.shape).y);
    expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(1);
    const { left, right } = groupOf(wide);
    expect(Math.abs(left - right)).toBeLessThan(wide.width * 0.02);
    // A long flow on a tall canvas still snakes rather than shrink to illegible steps.
    const long = planSchematic(request('Sample collection -> DNA extraction -> library preparation -> sequencing -> read alignment -> variant calling -> annotation -> report', { aspectRatio: '1:1' }));
    expect(new Set(long.elements.map((e) => Math.round(centre(e.shape).x))).size).toBeGreaterThan(1);
    expect(long.labelSize).toBeGreaterThanOrEqual(12);
  });

  test('scientific panel letters sit outside each element\'s top-left, touching nothing', () => {
    const problems: string[] = [];
    const prompts = [TRIAL, 'CRISPR workflow from guide RNA design to sequencing', 'Healthy lung vs fibrotic lung', 'microscope, petri dish, mice, heart, astrocytes, DNA'];
    for (const prompt of prompts) {
      for (const ratio of ASPECT_RATIOS) {
        const plan = planSchematic(request(prompt, { style: 'scientific', aspectRatio: ratio, palette: 'nejm' }));
        const others = rects(plan);
        plan.elements.forEach((el, i) => {
          const m = el.markerRect!;
          const where = `${ratio} "${prompt.slice(0, 20)}" ${el.marker}`;
          expect(el.marker).toBe(String.fromCharCode(65 + i));
          // Up and to the left of the element's outline (its box, or the ring round its icon), with a gap.
          const outline = el.boxed ? el.shape : { x: el.shape.x + el.shape.width * 0.14, y: el.shape.y + el.shape.width * 0.13 };
          if (m.x + m.width > outline.x - 3 || m.y + m.height > outline.y - 3) problems.push(`${where} touches its element`);
          if (m.x < 0 || m.y < 0) problems.push(`${where} leaves the canvas`);
          for (const o of others) {
            // An icon's square has white corners; the letter may sit in its own square's corner, outside the ring.
            if (o.owner === `element ${i}` && !el.boxed && o.r === el.shape) continue;
            const apart = m.x + m.width <= o.r.x || o.r.x + o.r.width <= m.x || m.y + m.height <= o.r.y || o.r.y + o.r.height <= m.y;
            if (!apart) problems.push(`${where} overlaps ${o.owner}`);
          }
        });
      }
    }
    expect(problems).toEqual([]);
  });

  test('a prompt that names nothing, or an unknown palette, is refused with a reason', () => {
    const refusal = (req: IllustrationRequest) => {
      try {
        planSchematic(req);
      } catch (err) {
        return err instanceof EngineError ? err.reason : String(err);
      }
      return 'drawn';
    };
    expect(refusal(request('the of and'))).toBe('NOTHING_TO_DRAW');
    expect(refusal(request('heart', { palette: 'rainbow' }))).toBe('UNKNOWN_PALETTE');
    expect(refusal(request('heart', { palette: ['red'] }))).toBe('PALETTE_INVALID');
  });

  const refusalOf = (prompt: string) => {
    try {
      planSchematic(request(prompt));
    } catch (err) {
      return err instanceof EngineError ? { reason: err.reason, message: err.message } : { reason: String(err), message: '' };
    }
    return { reason: 'drawn', message: '' };
  };

  test('"a mouse with an arrow to a petri dish" is two things and one arrow from the mouse to the dish', () => {
    const plan = planSchematic(request('a mouse with an arrow to a petri dish'));
    expect(plan.scene.subjects.map((s) => s.noun)).toEqual(['mouse', 'petri dish']);
    expect(plan.elements.map((e) => e.label)).toEqual(['Mouse', 'Petri dish']);
    expect(plan.arrows).toHaveLength(1);
    const [from, to] = [plan.arrows[0]!.points[0]!, plan.arrows[0]!.points.at(-1)!];
    const [mouse, dish] = plan.elements;
    // The arrow leaves the mouse's icon and ends at the dish's box.
    expect(from.x).toBeGreaterThan(mouse!.shape.x + mouse!.shape.width);
    expect(to.x).toBeLessThan(dish!.shape.x);
    // Every word is accounted for: the things, the arrow's words, and function words.
    expect(plan.scene.words.map((w) => `${w.text}:${w.use}`)).toEqual(['a:function', 'mouse:subject', 'with:arrow', 'an:function', 'arrow:arrow', 'to:arrow', 'a:function', 'petri:subject', 'dish:subject']);
  });

  test('a box\'s callouts end at its edge, clear of its name, and boxed names keep their words whole, at every ratio', () => {
    // Whether the segment from a to b passes through the rectangle (sampled finely: the rectangles are text lines).
    const crosses = (a: { x: number; y: number }, b: { x: number; y: number }, r: { x: number; y: number; width: number; height: number }) =>
      Array.from({ length: 201 }, (_, k) => ({ x: a.x + ((b.x - a.x) * k) / 200, y: a.y + ((b.y - a.y) * k) / 200 })).some((p) => p.x > r.x - 3 && p.x < r.x + r.width + 3 && p.y > r.y - 3 && p.y < r.y + r.height + 3);
    const prompts = [
      'A chloroplast and a mitochondrion side by side, each with its outer and inner membranes labelled',
      'a photoreceptor and a chondrocyte, each with the outer segment, inner segment and synaptic terminal labelled',
      'a bacteriophage with the head, tail and tail fibres labelled, next to an E. coli cell',
      'Spectrophotometer, label: light source, monochromator, cuvette, detector',
    ];
    const problems: string[] = [];
    for (const prompt of prompts) {
      for (const ratio of ASPECT_RATIOS) {
        const plan = planSchematic(request(prompt, { aspectRatio: ratio, style: 'scientific' }));
        for (const el of plan.elements.filter((e) => e.boxed)) {
          const where = `${ratio} "${el.lines.join(' ')}"`;
          if (el.lines.some((l) => /\p{L}-$/u.test(l))) problems.push(`${where}: a word is hyphenated`);
          for (const c of el.callouts) if (crosses(c.from, c.to, el.labelRect)) problems.push(`${where}: the leader of "${c.text}" touches the name`);
        }
        if (clashes(plan).length > 0) problems.push(`${ratio} "${prompt.slice(0, 30)}": ${clashes(plan).join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('a word of its own ("light bulb", "fruit fly") never borrows the icon of the word before its head', () => {
    const plan = planSchematic(request('Sun → solar panel → battery → light bulb'));
    const icons = Object.fromEntries(plan.elements.map((e) => [e.label, e.icon]));
    expect(icons['Sun']).toBeTruthy();
    expect(icons['Light bulb']).toBeNull();
    expect(planSchematic(request('a fruit fly')).elements[0]!.icon).toBeNull();
    // "mouse model" is no word of its own: the mouse shows the model.
    expect(planSchematic(request('a mouse model of sepsis')).elements[0]!.icon).toBe('healthicons:animal-rat');
  });

  test('"a neuron with labelled dendrites, soma and axon" is one neuron with three callouts pointing into its icon', () => {
    for (const ratio of ASPECT_RATIOS) {
      const plan = planSchematic(request('a neuron with labelled dendrites, soma and axon', { aspectRatio: ratio }));
      expect(plan.elements).toHaveLength(1);
      const [neuron] = plan.elements;
      expect(neuron!.icon).toBe('healthicons:nerve');
      expect(neuron!.callouts.map((c) => c.text).sort()).toEqual(['axon', 'dendrites', 'soma']);
      for (const c of neuron!.callouts) {
        const s = neuron!.shape;
        expect(c.to.x > s.x && c.to.x < s.x + s.width && c.to.y > s.y && c.to.y < s.y + s.height).toBe(true);
      }
      expect(clashes(plan)).toEqual([]);
    }
  });

  test('quantities, captions and relations: "three mice treated with cisplatin, then a tumour biopsy"; "two petri dishes labelled ..."', () => {
    const plan = planSchematic(request('three mice treated with cisplatin, then a tumour biopsy'));
    expect(plan.elements.map((e) => [e.label, e.count])).toEqual([['Cisplatin', 1], ['Three mice', 3], ['Tumour biopsy', 1]]);
    expect(plan.scene.arrows.map((a) => [plan.scene.subjects[a.from]!.noun, plan.scene.subjects[a.to]!.noun, a.label])).toEqual([
      ['cisplatin', 'mouse', 'treated with'],
      ['mouse', 'tumour biopsy', null],
    ]);
    const dishes = planSchematic(request('two petri dishes labelled "control" and "treated"'));
    expect(dishes.scene.subjects.map((s) => [s.noun, s.caption])).toEqual([['petri dish', 'control'], ['petri dish', 'treated']]);
  });

  test('an arrow to nothing or parts of nothing fail with SCHEMATIC_UNPLACED naming the words', () => {
    const arrow = refusalOf('a mouse with an arrow');
    expect(arrow.reason).toBe('SCHEMATIC_UNPLACED');
    expect(arrow.message).toContain('with an arrow');
    const parts = refusalOf('with labelled dendrites and an axon');
    expect(parts.reason).toBe('SCHEMATIC_UNPLACED');
    expect(parts.message).toContain('dendrites');
  });

  test('the note that no image model drew it is as large as the labels, in their ink', () => {
    for (const prompt of ['a neuron with labelled dendrites, soma and axon', TRIAL, 'microscope, flask, pipette']) {
      for (const ratio of ASPECT_RATIOS) {
        const plan = planSchematic(request(prompt, { aspectRatio: ratio }));
        expect(plan.footer.size).toBeGreaterThanOrEqual(plan.labelSize);
        expect(plan.footer.lines.join(' ')).toBe(FOOTER_TEXT);
      }
    }
  });

  test('GET /pricing says, on the generation rows, whether a model or the schematic engine draws them, at the same price', () => {
    for (const drawnBy of ['model', 'schematic'] as const) {
      const rows = priceList([], drawnBy).filter((r) => r.endpoint === 'POST /images/generations');
      expect(rows.map((r) => r.credits)).toEqual(Object.values(PRICES.image_generation));
      for (const r of rows) expect(r.note).toBe(ILLUSTRATION_NOTES[drawnBy]);
    }
    expect(ILLUSTRATION_NOTES.schematic).toMatch(/no image model configured/);
  });

  test('arrows from one thing to several never run over a third one: "patients with arrows to a drug group and to a placebo group"', () => {
    const problems: string[] = [];
    for (const ratio of ASPECT_RATIOS) {
      const plan = planSchematic(request('Draw the patients (n = 120) with arrows to a drug group and to a placebo group', { aspectRatio: ratio, style: 'scientific' }));
      expect(plan.scene.arrows.map((a) => [a.from, a.to])).toEqual([[0, 1], [0, 2]]);
      expect(plan.elements[0]!.label).toBe('Patients “n = 120”');
      plan.arrows.forEach((arrow, k) => {
        const [from, to] = [plan.scene.arrows[k]!.from, plan.scene.arrows[k]!.to];
        const others = plan.elements.filter((_, i) => i !== from && i !== to).flatMap((e) => footprint({ shape: e.shape, boxed: e.boxed, lines: e.lines, label: e.labelRect }));
        for (let p = 0; p + 1 < arrow.points.length; p++) {
          const [a, b] = [arrow.points[p]!, arrow.points[p + 1]!];
          for (let t = 0.02; t < 1; t += 0.02) {
            const x = a.x + (b.x - a.x) * t;
            const y = a.y + (b.y - a.y) * t;
            if (others.some((r) => x > r.x && x < r.x + r.width && y > r.y && y < r.y + r.height)) problems.push(`${ratio} arrow ${k} crosses another element`);
            if (y < 0 || x < 0 || x > plan.width || y > plan.height) problems.push(`${ratio} arrow ${k} leaves the canvas`);
          }
        }
      });
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  const sceneOf = (prompt: string) => {
    const { scene } = planSchematic(request(prompt));
    const name = (i: number) => scene.subjects[i]!.noun;
    return { layout: scene.layout, title: scene.title, things: scene.subjects.map((x) => x.noun), parts: Object.fromEntries(scene.subjects.filter((x) => x.parts.length > 0).map((x) => [x.noun, x.parts])), arrows: scene.arrows.map((a) => `${name(a.from)} -> ${name(a.to)}`), captions: scene.subjects.map((x) => x.caption) };
  };

  test('asking words, the story behind a request, denials and look sentences are set aside, never drawn', () => {
    const read = sceneOf('Hi, we are writing a review on anxiety. We sampled 40 mice over three years. What I picture: a stressed mouse, then an arrow to a cage. Maybe also a small brain icon? No, actually skip the brain. Earthy colours, please.');
    expect(read.things).toEqual(['stressed mouse', 'cage']);
    expect(read.arrows).toEqual(['stressed mouse -> cage']);
    expect(sceneOf('Graphical abstract: Gut bacteria change behaviour. A donor rat, an arrow to a recipient rat.').title).toBe('Gut bacteria change behaviour');
  });

  test('verbs between things are arrows: "gives rise to", "is converted into", "which", "sends X back to Y"', () => {
    expect(sceneOf('a stem cell to a progenitor, which then gives rise to both neurons and glia').arrows).toEqual(['stem cell -> progenitor', 'progenitor -> neuron', 'progenitor -> glia']);
    const cycle = sceneOf('sulfur cycle - sulfate gets reduced to sulfide, sulfide is oxidised to sulfur, and oxidation takes sulfur back to sulfate');
    expect(cycle.layout).toBe('cycle');
    expect(cycle.things).toEqual(['sulfate', 'sulfide', 'sulfur']);
    expect(sceneOf('arrows from a horse, a sheep and a goat, all pointing to a barn').arrows).toEqual(['horse -> barn', 'sheep -> barn', 'goat -> barn']);
  });

  test('sides, label instructions and bracketed lists: each thing gets its own', () => {
    const sides = sceneOf('on the left a healthy kidney, on the right a polycystic kidney with the cysts labelled');
    expect(sides.layout).toBe('comparison');
    expect(sides.parts).toEqual({ 'polycystic kidney': ['cysts'] });
    expect(sceneOf('Side by side: a healthy tooth and a decayed tooth; label the enamel and pulp on the healthy one, and the cavity on the decayed one.').parts).toEqual({ 'healthy tooth': ['enamel', 'pulp'], 'decayed tooth': ['cavity'] });
    expect(sceneOf('an eye with the three layers labelled (sclera, choroid, retina)').parts).toEqual({ eye: ['sclera', 'choroid', 'retina'] });
    expect(sceneOf('the urea cycle (ornithine, citrulline, argininosuccinate, arginine)').layout).toBe('cycle');
  });

  test('things joined by "vs" again and again are each a side, in the order named; a lone qualifier borrows the last side\'s noun', () => {
    const three = sceneOf('Healthy lung vs asthmatic lung vs COPD lung');
    expect(three.layout).toBe('comparison');
    expect(three.things).toEqual(['healthy lung', 'asthmatic lung', 'copd lung']);
    expect(sceneOf('wild type vs heterozygous vs knockout mouse').things).toEqual(['wild type mouse', 'heterozygous mouse', 'knockout mouse']);
    expect(refusalOf('a cat vs a dog vs a horse vs a cow vs a pig').reason).toBe('SCHEMATIC_UNPLACED');
  });

  test('captions listed after several things are one each, in the order named; a count that differs is refused', () => {
    const roofs = sceneOf("Draw a green roof and a conventional roof side by side, labelled '28 °C' and '41 °C'.");
    expect(roofs.things).toEqual(['green roof', 'conventional roof']);
    expect(roofs.captions).toEqual(['28 °C', '41 °C']);
    expect(sceneOf("a mouse, a rat and a dog, labelled 'WT', 'KO' and 'HET' respectively").captions).toEqual(['WT', 'KO', 'HET']);
    expect(refusalOf("a flask and a beaker, labelled 'A', 'B' and 'C'").message).toMatch(/3 labels for 2 things/);
    expect(sceneOf("two petri dishes labelled 'control' and 'treated'").captions).toEqual(['control', 'treated']);
  });

  test('arrows that go round every thing once, though not in the order named, are a cycle drawn in the order they go round', () => {
    const cycle = sceneOf('Larvae hatch from eggs, larvae become pupae, pupae become adult mosquitoes, and adult mosquitoes lay eggs again');
    expect(cycle.layout).toBe('cycle');
    // From the first named, round: larvae, pupae, adult mosquitoes, eggs, back to larvae.
    expect(cycle.things.map((x) => x.split(' ').at(-1)!.slice(0, 4))).toEqual(['larv', 'pupa', 'mosq', 'egg']);
    expect(cycle.arrows).toEqual(cycle.things.map((x, i) => `${x} -> ${cycle.things[(i + 1) % 4]}`));
  });

  test('a thing a move passes through on its way is drawn between the two ("flows through the filter into the tank")', () => {
    const passed = sceneOf('Rainwater seeps through the soil into the aquifer, and the aquifer discharges into a spring and into a well.');
    expect(passed.things).toEqual(['rainwater', 'soil', 'aquifer', 'spring', 'well']);
    expect(passed.arrows).toEqual(['rainwater -> soil', 'soil -> aquifer', 'aquifer -> spring', 'aquifer -> well']);
    expect(sceneOf('Water passes via a pump to the tank').arrows).toEqual(['water -> pump', 'pump -> tank']);
  });

  test('a heading of figure words ("Figure:", "Graphic:") asks for the drawing, so the statements before it are its background', () => {
    const bees = sceneOf('Background: honeybees pollinate crops and wild plants. Neonicotinoids reduce foraging. Figure: a honeybee next to a flower, and a pesticide sprayer.');
    expect(bees.things).toEqual(['honeybee', 'flower', 'pesticide sprayer']);
    expect(bees.arrows).toEqual([]);
    const peptides = sceneOf("Antimicrobial peptides are a promising alternative to antibiotics. In this work, we designed peptides with a machine-learning model and tested them against MRSA. Graphic: a neural network → a peptide → a bacterium labelled 'MRSA'.");
    expect(peptides.things).toEqual(['neural network', 'peptide', 'bacterium']);
    expect(peptides.arrows).toEqual(['neural network -> peptide', 'peptide -> bacterium']);
  });

  test('a sentence naming only where the figure goes and its topic ("Teaching slide on the immune response.") is no thing to draw', () => {
    const slide = sceneOf('Teaching slide on the immune response. I want a virus, an infected cell and a T cell, with arrows virus → infected cell → T cell.');
    expect(slide.things).toEqual(['virus', 'infected cell', 't cell']);
    expect(sceneOf('A microscope slide. A coverslip.').things).toEqual(['microscope slide', 'coverslip']);
    expect(refusalOf('A teaching slide on the immune response').reason).toBe('NOTHING_TO_DRAW');
  });

  test('"well" after a thing\'s name or an article is the thing, before a preposition too ("a tube well with an arrow to a filter")', () => {
    expect(sceneOf('Draw a tube well with an arrow to a filter and an arrow from the filter to a family.').things).toEqual(['tube well', 'filter', 'family']);
  });

  test('a plain list after a heading that names a sequence is its stages, each as written, though some are verbs', () => {
    const pdca = sceneOf('PDCA cycle: plan, do, check, act');
    expect([pdca.layout, pdca.title, pdca.things]).toEqual(['cycle', 'PDCA cycle', ['plan', 'do', 'check', 'act']]);
    const frog = sceneOf('Draw the life cycle of a frog as a loop: spawn, tadpole, froglet, adult frog');
    expect([frog.layout, frog.title, frog.things]).toEqual(['cycle', null, ['spawn', 'tadpole', 'froglet', 'adult frog']]);
    expect(frog.arrows).toEqual(['spawn -> tadpole', 'tadpole -> froglet', 'froglet -> adult frog', 'adult frog -> spawn']);
    expect(sceneOf('Translation process: initiation, elongation, termination').arrows).toEqual(['initiation -> elongation', 'elongation -> termination']);
  });

  test('a plural that may be a verb ("the hypothalamus signals to the pituitary") is refused when its part of the clause has no other verb', () => {
    const signals = refusalOf('The hypothalamus signals to the pituitary, the pituitary signals to the adrenal gland, and the adrenal gland releases cortisol.');
    expect(signals.reason).toBe('SCHEMATIC_UNPLACED');
    expect(signals.message).toContain('signals');
    expect(sceneOf('Nerve impulses travel to the muscle').arrows).toEqual(['nerve impulse -> muscle']);
  });

  test('a short name in brackets after a thing says what it is, its caption; a bracket of other words is still refused', () => {
    expect(sceneOf('sampling frame (electoral register) → random sample → final dataset (n = 1,842)').captions).toEqual(['electoral register', null, 'n = 1,842']);
    expect(refusalOf('a mouse (just an icon of a small mouse) next to a cage').reason).toBe('SCHEMATIC_UNPLACED');
    expect(refusalOf('a mouse (optional) next to a cage').reason).toBe('SCHEMATIC_UNPLACED');
  });

  test('a heading naming a thing "with its" kind of parts makes the list after its colon those parts', () => {
    const earth = sceneOf('The Earth with its atmosphere layers: troposphere, stratosphere, mesosphere, thermosphere');
    expect([earth.layout, earth.title, earth.things, earth.parts]).toEqual(['single', null, ['earth'], { earth: ['troposphere', 'stratosphere', 'mesosphere', 'thermosphere'] }]);
    expect(sceneOf('A plant cell with the following organelles: nucleus, vacuole, chloroplasts').parts).toEqual({ 'plant cell': ['nucleus', 'vacuole', 'chloroplasts'] });
  });

  test('a verb closed by ", and" has no object: the thing after it starts its own clause, whose link to the first is not said', () => {
    const lysed = refusalOf('Cells are lysed, and the lysate is split into a nuclear fraction and a cytoplasmic fraction.');
    expect(lysed.reason).toBe('SCHEMATIC_UNPLACED');
    expect(lysed.message).toContain('lysate');
  });

  test('counted arrows ("two arrows: one to A, one to B") and "arrows to A labelled \'x\' and to B" all start at the same thing', () => {
    const test = sceneOf("newborn baby → OAE hearing test, then two arrows: one to a home labelled 'pass', one to an audiology clinic labelled 'refer'");
    expect(test.arrows).toEqual(['newborn baby -> oae hearing test', 'oae hearing test -> home', 'oae hearing test -> audiology clinic']);
    expect(test.captions).toEqual([null, null, 'pass', 'refer']);
    expect(sceneOf("a hearing test with arrows to a home labelled 'pass' and to a clinic labelled 'refer'").arrows).toEqual(['hearing test -> home', 'hearing test -> clinic']);
    expect(refusalOf('a screening test with two arrows: one to a home, one to a clinic, and one to a ward').message).toMatch(/counts two arrows and names 3/);
  });

  test('"with its" parts after a thing placed by another ("a CubeSat above the Earth with its solar panels labelled") are refused: whose is not said', () => {
    const cubesat = refusalOf('Show a CubeSat in orbit above the Earth with its solar panels and antenna labelled');
    expect(cubesat.reason).toBe('SCHEMATIC_UNPLACED');
    expect(cubesat.message).toContain('above the Earth with its solar panels');
    expect(sceneOf('a brain, and next to it a neuron with its dendrites labelled').parts).toEqual({ neuron: ['dendrites'] });
  });

  test('parts set off after the last side of "A vs B" are every side\'s with "their", refused without; "red and white blood cells" are two things', () => {
    expect(sceneOf('Young vs old mice, with their hippocampus labelled').parts).toEqual({ 'young mouse': ['hippocampus'], 'old mouse': ['hippocampus'] });
    expect(refusalOf('Young vs old mice, with the hippocampus labelled').reason).toBe('SCHEMATIC_UNPLACED');
    expect(sceneOf('red and white blood cells').things).toEqual(['red blood cell', 'white blood cell']);
  });

  test('a verb joined by "and" inside a relative clause has the relative\'s doer; "gases trap heat" is a relation', () => {
    expect(sceneOf('the sun, which heats the land and warms the air').arrows).toEqual(['sun -> land', 'sun -> air']);
    const gases = sceneOf('Greenhouse gases trap heat, which warms the oceans and melts the ice sheets');
    expect(gases.things.slice(1)).toEqual(['heat', 'ocean', 'ice sheet']);
    expect(gases.arrows.slice(1)).toEqual(['heat -> ocean', 'heat -> ice sheet']);
  });

  test('"Figure 1. Overview of X." opening a prompt titles it; X is no thing to draw', () => {
    const cohort = sceneOf("Figure 1. Overview of the cohort. 1,200 adults were recruited from 3 clinics and followed for 5 years. Draw three clinic icons with arrows to a cohort box labelled 'n = 1,200'.");
    expect([cohort.title, cohort.things]).toEqual(['Overview of the cohort', ['clinic', 'cohort box']]);
    expect(sceneOf('Figure 1. A mouse with an arrow to a cage. No colours.').title).toBeNull();
  });

  test('a subject that reads as a sentence is refused, naming its words', () => {
    // A move between places, then a clause that moves nothing on to a place: how the second leads on is not said.
    const moved = refusalOf('Show a sample going from the ward to the lab, and then the clinic reads the report');
    expect(moved.reason).toBe('SCHEMATIC_UNPLACED');
    expect(moved.message).toContain('going from the ward to the lab');
    expect(refusalOf('a comparison of a cat, a dog, a horse, a cow and a pig').reason).toBe('SCHEMATIC_UNPLACED');
  });

  test('a denial heading a colon denies only its own words; what follows the colon is drawn', () => {
    expect(sceneOf('Flat icons, white background, no text: an earthworm in the soil').things).toEqual(['earthworm']);
    expect(sceneOf('No labels: a heart and a lung').things).toEqual(['heart', 'lung']);
    expect(refusalOf('No arrows please').reason).not.toBe('drawn');
  });

  test('a participle of resting after a thing ("mounted in agarose") gives its setting, no thing and no arrow; a move or a step stays a relation', () => {
    const larva = sceneOf('A zebrafish larva mounted in agarose, lateral view');
    expect([larva.layout, larva.things, larva.arrows]).toEqual(['single', ['zebrafish larva'], []]);
    expect(sceneOf('A biofilm grown on a catheter next to a neutrophil').things).toEqual(['biofilm', 'neutrophil']);
    expect(sceneOf('A drug injected into a mouse').arrows).toEqual(['drug -> mouse']);
    expect(sceneOf('Cells are grown in medium').arrows).toEqual(['cell -> medium']);
  });

  test('a place set off before a clause ("In buffer, ...") is its setting, written with its first thing, never a thing of its own', () => {
    const bound = sceneOf('In buffer, the aptamer binds thrombin');
    expect([bound.things, bound.arrows]).toEqual([['aptamer', 'thrombin'], ['aptamer -> thrombin']]);
    expect(planSchematic(request('In buffer, the aptamer binds thrombin')).scene.subjects[0]!.label).toBe('Aptamer in buffer');
  });

  test('a counted part after other parts is a part of its own; the capital letters of a list ("O, A, B and C horizons") are names, "A" among them no article', () => {
    expect(sceneOf('a benzene molecule with the delocalised π electron ring and the six hydrogens labelled').parts).toEqual({ 'benzene molecule': ['delocalised π electron ring', 'six hydrogens'] });
    expect(sceneOf('a brain with the four lobes labelled: frontal lobe, parietal lobe, temporal lobe and occipital lobe').parts).toEqual({ brain: ['frontal lobe', 'parietal lobe', 'temporal lobe', 'occipital lobe'] });
    expect(sceneOf('A soil profile with the O, A, B and C horizons and the bedrock labelled').parts).toEqual({ 'soil profile': ['O horizon', 'A horizon', 'B horizon', 'C horizon', 'bedrock'] });
  });

  test('a clause that repeats an earlier clause\'s shape ("wolves reduce elk, elk browse willows") has its verb there; "folds and binds" are two verbs', () => {
    const cascade = sceneOf('Wolves reduce elk, elk browse willows, and willows stabilise the riverbank');
    expect([cascade.things, cascade.arrows]).toEqual([['wolf', 'elk', 'willow', 'riverbank'], ['wolf -> elk', 'elk -> willow', 'willow -> riverbank']]);
    expect(sceneOf('the aptamer folds and binds thrombin').things).toEqual(['aptamer', 'thrombin']);
    expect(sceneOf('Cells secrete cytokines, cell surface receptors and antibodies').things).toContain('cell surface receptor');
  });

  test('"wild type vs knockout zebrafish heart": the side that names no thing borrows the longer name of the other', () => {
    expect(sceneOf('Wild type vs knockout zebrafish heart').things).toEqual(['wild type zebrafish heart', 'knockout zebrafish heart']);
    expect(sceneOf('wild type vs knockout zebrafish').things).toEqual(['wild type zebrafish', 'knockout zebrafish']);
    expect(sceneOf('Kelp forest vs urchin barren').things).toEqual(['kelp forest', 'urchin barren']);
  });

  test('what passes through a thing goes on from it: "light passes through a prism and splits into a red beam and a blue beam"', () => {
    expect(sceneOf('Light from the lamp passes through a prism and splits into a red beam and a blue beam').arrows).toEqual(['lamp -> prism', 'prism -> red beam', 'prism -> blue beam']);
  });

  test('"together with", "along with" and "as well as" name two things, as "and" does; "and to" after a thing sent sends again from the sender', () => {
    expect(sceneOf('A neuron together with an astrocyte').things).toEqual(['neuron', 'astrocyte']);
    expect(sceneOf('A fox, along with a rabbit, in a meadow').things).toEqual(['fox', 'rabbit']);
    expect(sceneOf('The heart pumps blood to the lungs and to the body').arrows).toEqual(['heart -> lung', 'heart -> body']);
    expect(sceneOf('The heart pumps blood to the lungs and then to the body').arrows).toEqual(['heart -> lung', 'lung -> body']);
  });

  test('a phrase set off by commas after a thing, the sentence going on past it, is refused: another name or one more thing', () => {
    const set = refusalOf('A honeybee, the model pollinator, on a flower');
    expect(set.reason).toBe('SCHEMATIC_UNPLACED');
    expect(set.message).toContain('model pollinator');
    expect(sceneOf('a mouse, the cage, and the bottle').things).toEqual(['mouse', 'cage', 'bottle']);
    expect(refusalOf('The patient, a 65-year-old man, is scanned in an MRI machine').message).toContain('65-year-old man');
  });

  test('one arrow named ends at its one thing: "an arrow to a river, and E. coli in the river" draws no arrow to E. coli; "an arrow to a leaf, a root and a stem" lists its ends', () => {
    expect(sceneOf('Show a hospital, an arrow to a river, and E. coli in the river.').arrows).toEqual(['hospital -> river']);
    expect(sceneOf('an arrow from the sun to a leaf, a root and a stem').arrows).toEqual(['sun -> leaf', 'sun -> root', 'sun -> stem']);
  });

  test('a verb of staying before a place ("a frog sits on a lily pad", "bacteria live in the soil") gives the setting, no arrow to the place', () => {
    const frog = sceneOf('A frog sits on a lily pad');
    expect([frog.layout, frog.things, frog.arrows]).toEqual(['single', ['frog'], []]);
    expect(sceneOf('A sensor sits on the skin and sends readings to a phone').arrows).toEqual(['sensor -> phone']);
    expect(sceneOf('Bacteria live in the soil and fix nitrogen').arrows).toEqual(['bacterium -> nitrogen']);
  });

  test('a drawing of one thing before bare names ("Drawing of a flower: petals, sepals and stamens") gives the thing those parts when WordNet has them as its parts, and is refused otherwise', () => {
    const flower = sceneOf('Drawing of a flower: petals, sepals and stamens');
    expect([flower.layout, flower.things, flower.parts]).toEqual(['single', ['flower'], { flower: ['petals', 'sepals', 'stamens'] }]);
    expect(refusalOf('Simple diagram of a lever: fulcrum, load and effort').message).toContain('parts of "Lever"');
    const setup = sceneOf('Schematic of the setup - a laser, a lens and a camera');
    expect([setup.layout, setup.title, setup.things.length]).toEqual(['set', 'Schematic of the setup', 3]);
  });

  test('a part that goes on with "plus" or with a thing that does something is refused, never drawn as a long part', () => {
    const eye = refusalOf('An eye, label the retina, lens and cornea, plus an optic nerve going to a brain');
    expect(eye.reason).toBe('SCHEMATIC_UNPLACED');
    expect(eye.message).toContain('plus an optic nerve');
    expect(sceneOf('a leaf with the veins, stomata and guard cells labelled').parts).toEqual({ leaf: ['veins', 'stomata', 'guard cells'] });
  });

  test('an -ing verb set off by a comma after "A verb B" may be A\'s or B\'s: refused, never drawn as a thing "Activating PI3K"', () => {
    expect(refusalOf('Insulin binds its receptor, activating PI3K').message).toContain('activating PI3K');
    expect(refusalOf('Ice sheet melt raises sea level, flooding coastal towns').message).toContain('flooding coastal towns');
    expect(sceneOf('A brain, including the hippocampus').parts).toEqual({ brain: ['hippocampus'] });
  });

  test('"the differences between A and B" and "contrast A with B" compare A and B, "differences" no thing; "A vs one with X" names the other side\'s thing', () => {
    const livers = sceneOf('Differences between a healthy liver and a fatty liver');
    expect([livers.layout, livers.things]).toEqual(['comparison', ['healthy liver', 'fatty liver']]);
    expect(sceneOf('Show the difference between mitosis and meiosis').things).toEqual(['mitosis', 'meiosis']);
    expect(sceneOf('Contrast a prokaryotic cell with a eukaryotic cell').layout).toBe('comparison');
    expect(planSchematic(request('Normal blood vessel vs one with atherosclerotic plaque')).scene.subjects.map((x) => x.label)).toEqual(['Normal blood vessel', 'Blood vessel with atherosclerotic plaque']);
  });

  test('a setting said of each thing listed ("each in its own cage") is every one\'s; "over time" says what a thing covers; neither is a thing', () => {
    const caged = planSchematic(request('Draw a rat, a mouse, and a guinea pig, each in its own cage')).scene.subjects.map((x) => x.label);
    expect(caged).toEqual(['Rat in its own cage', 'Mouse in its own cage', 'Guinea pig in its own cage']);
    expect(sceneOf('A graph of temperature over time next to a thermometer').things).toEqual(['graph of temperature', 'thermometer']);
    expect(sceneOf('a bridge over a river').things).toEqual(['bridge', 'river']);
  });

  test('"Mice were given the drug" runs the arrow from the drug to the mice; "Fish swim in a tank" gives the fish its setting', () => {
    expect(sceneOf('Mice were given the drug in their drinking water').arrows).toEqual(['drug -> mouse']);
    expect(sceneOf('Mice are fed a high-fat diet').arrows).toEqual(['high-fat diet -> mouse']);
    expect(sceneOf('Samples are sent to the lab').arrows).toEqual(['sample -> lab']);
    expect(sceneOf('Fish swim in a tank').arrows).toEqual([]);
  });

  test('"a soil core with an earthworm inside": a thing named with "a" and where it sits in or on the thing before is a thing of its own', () => {
    expect(sceneOf('A soil core with an earthworm inside').things).toEqual(['soil core', 'earthworm']);
    expect(sceneOf('A petri dish with a colony on top').things).toEqual(['petri dish', 'colony']);
    expect(sceneOf('a eutrophic lake with an algal bloom').things).toEqual(['eutrophic lake']);
  });

  test('"The cell cycle goes through G1, S, G2 and M" heads the stages with the cycle, as "The cell cycle: ..." does; the cycle is no thing', () => {
    const cycle = sceneOf('The cell cycle goes G1, S, G2, M and then back to G1');
    expect([cycle.layout, cycle.title, cycle.things]).toEqual(['cycle', 'The cell cycle', ['g1', 's', 'g2', 'm']]);
    expect(sceneOf('the cell cycle goes through G1, S, G2 and M').things).toEqual(['g1', 's', 'g2', 'm']);
  });

  test('a caption pasted from a paper: the short name after "Figure 1." or "Fig. 3 |" titles the figure and is no thing to draw', () => {
    const model = sceneOf('Figure 1. Conceptual model. Screen time reduces sleep, and sleep affects school performance.');
    expect([model.title, model.things]).toEqual(['Conceptual model', ['screen time', 'sleep', 'school performance']]);
    const design = sceneOf('Fig. 3 | Study design. Volunteers (n = 120) → randomisation → vaccine group');
    expect([design.title, design.things]).toEqual(['Study design', ['volunteer', 'randomisation', 'vaccine group']]);
    // A thing named with "a" is drawn, as before.
    expect(sceneOf('Figure 1. A mouse. An arrow from the mouse to a cage.').things).toEqual(['mouse', 'cage']);
  });

  test('two things in a normal and another state are compared only when the normal one, its state word aside, names the other\'s kind', () => {
    expect(sceneOf('A dendritic cell next to a naive T cell').layout).toBe('set');
    expect(sceneOf('A healthy liver next to a cirrhotic liver').layout).toBe('comparison');
  });

  test('"first", "firstly", "to begin with" open a sequence of steps and are no part of the first step\'s name', () => {
    expect(sceneOf('Stages of wound healing: first haemostasis, then inflammation, then proliferation, and finally remodelling.').things).toEqual(['haemostasis', 'inflammation', 'proliferation', 'remodelling']);
    expect(sceneOf('First a seed, then a seedling, then a young tree, and finally a mature oak.').arrows).toEqual(['seed -> seedling', 'seedling -> young tree', 'young tree -> mature oak']);
    // An ordinal that names which of several steps is part of its name.
    expect(sceneOf('First trimester → second trimester → third trimester').things).toEqual(['first trimester', 'second trimester', 'third trimester']);
  });

  test('a row of three placed "on the left, ...; in the middle, ...; on the right, ..." is the three things in order, no flow', () => {
    const row = sceneOf('On the left, a conventional tillage field; in the middle, a reduced tillage field; on the right, a no-till field.');
    expect([row.layout, row.things, row.arrows]).toEqual(['set', ['conventional tillage field', 'reduced tillage field', 'no-till field'], []]);
  });

  test('"; next to it, X" places X by the thing before, with no arrow between them', () => {
    const printer = sceneOf('A 3D printer with the extruder and print bed labelled; next to it, a finished bracket.');
    expect([printer.layout, printer.things.at(-1), printer.arrows]).toEqual(['set', 'finished bracket', []]);
  });

  test('a thing given off by nothing named, in a relation that meets no other, is refused: what gives it off is not said', () => {
    const refusal = refusalOf('Photoelectric effect: a photon hits a metal plate and an electron is ejected towards the collector.');
    expect([refusal.reason, refusal.message]).toEqual(['SCHEMATIC_UNPLACED', expect.stringContaining('Photon, Electron')]);
    expect(sceneOf('Insulin is released into the blood').arrows).toEqual(['insulin -> blood']);
  });

  test('a name opening an abstract and statements the reader cannot read, before a request naming one thing, are its background', () => {
    const bog = sceneOf('Carbon storage in peatlands. Peatlands cover 3% of land but store a third of soil carbon. Please draw a peat bog with the acrotelm and catotelm labelled.');
    expect([bog.things, bog.parts]).toEqual([['peat bog'], { 'peat bog': ['acrotelm', 'catotelm'] }]);
    // A thing named with "a" opening the prompt is drawn with what the request adds.
    expect(sceneOf('A mouse. Draw a cage.').things).toEqual(['mouse', 'cage']);
  });

  test('"with A and B labelled on the X" after several things gives A and B to X, found by its words; never the last thing\'s parts and caption', () => {
    const counter = sceneOf('a Geiger counter next to a lead brick, with the detector tube and the display labelled on the counter');
    expect([counter.parts, counter.captions]).toEqual([{ 'geiger counter': ['detector tube', 'display'] }, [null, null]]);
  });

  test('a view said right after a thing\'s name ("dam cross-section", "a zebrafish side view") is how it is drawn; the thing is named without it', () => {
    const dam = sceneOf('Hydroelectric dam cross-section with the reservoir, penstock and turbine labelled');
    expect([dam.things, dam.parts]).toEqual([['hydroelectric dam'], { 'hydroelectric dam': ['reservoir', 'penstock', 'turbine'] }]);
    expect(sceneOf('a zebrafish side view').things).toEqual(['zebrafish']);
    expect(sceneOf('A human eye in cross-section, label cornea and lens').things).toEqual(['human eye']);
  });

  test('two things placed "(left)" and "(right)" with no relation stand on the two sides of a comparison; with a relation the brackets only place them', () => {
    const sides = sceneOf('Figure 2: the experimental chamber (left) and the recording setup (right); label the electrodes on the chamber');
    expect([sides.layout, sides.things, sides.parts]).toEqual(['comparison', ['experimental chamber', 'recording setup'], { 'experimental chamber': ['electrodes'] }]);
    expect(sceneOf('A donor (left) gives blood to a patient (right)').layout).toBe('flow');
  });

  test('a figure asked for "in four panels" when as many things are not named is refused, naming the panels; "in two panels" of two things is their layout', () => {
    const refusal = refusalOf('A car engine cylinder with piston, spark plug and valves labelled, in four panels showing intake, compression, power and exhaust');
    expect([refusal.reason, refusal.message]).toEqual(['SCHEMATIC_UNPLACED', expect.stringContaining('"in four panels"')]);
    expect(sceneOf('A mouse and a rat, in two panels').things).toEqual(['mouse', 'rat']);
  });

  test('a statement of what happens before a request naming even one thing is its background, also after a setting set off ("In Alzheimer\'s disease, ...")', () => {
    expect(sceneOf('Tumour hypoxia drives resistance to radiotherapy. Draw a tumour with the hypoxic core and blood vessels labelled.').things).toEqual(['tumour']);
    expect(sceneOf('Sea otters eat urchins and protect kelp forests. Draw a sea otter.').things).toEqual(['sea otter']);
    expect(sceneOf("In Alzheimer's disease, amyloid plaques build up between neurons. Draw a neuron with amyloid plaques labelled.").things).toEqual(['neuron']);
    // A request that adds to what was told keeps it.
    expect(sceneOf('A mouse eats cheese. Also draw a cat.').things).toEqual(['mouse', 'cheese', 'cat']);
  });

  test('an instruction finds its thing by exactly its words among several that hold them, or by its name clipped ("the e-cig")', () => {
    const smoking = sceneOf('Side by side: a cigarette and an e-cigarette, label the filter on the cigarette and the coil and battery on the e-cig');
    expect(smoking.parts).toEqual({ cigarette: ['filter'], 'e-cigarette': ['coil', 'battery'] });
  });

  test('"Caption them \'Before\' and \'After\'" captions the things named before, as "Label them" does', () => {
    expect(sceneOf("A corroded girder and a protected girder. Caption them 'Before' and 'After'.").captions).toEqual(['Before', 'After']);
  });

  test('"It\'s for 2nd year organic chem students." says who the figure is for and names nothing to draw', () => {
    expect(sceneOf("A benzene ring and a cyclohexane ring. It's for 2nd year organic chem students.").things).toEqual(['benzene ring', 'cyclohexane ring']);
  });

  test('"an arrow from X back to Y" after a chain draws that arrow only: no arrow back to the start, no cycle, in a process too; words before "arrow" are its look', () => {
    const haber = sceneOf('Haber process - nitrogen → compressor → reactor → condenser → liquid ammonia, and a recycle arrow from the condenser back to the reactor.');
    expect([haber.layout, haber.arrows]).toEqual(['flow', ['nitrogen -> compressor', 'compressor -> reactor', 'reactor -> condenser', 'condenser -> reactor', 'condenser -> liquid ammonia']]);
    expect(sceneOf('a mouse, and a dashed arrow from the mouse to a cage').arrows).toEqual(['mouse -> cage']);
    expect(sceneOf('a heart with arrows to the lungs and to the body').arrows).toEqual(['heart -> lung', 'heart -> body']);
    expect(sceneOf('Draw the cell cycle as a circle: G1 → S → G2 → M and back to G1').layout).toBe('cycle');
  });

  test('a cycle whose chain goes back to a middle step closes there; no arrow is added back to the first step', () => {
    const nitrogen = sceneOf('The nitrogen cycle: nitrogen gas → bacteria → ammonium → nitrate → plants → animals → back to ammonium');
    expect([nitrogen.layout, nitrogen.arrows.at(-1), nitrogen.arrows.length]).toEqual(['cycle', 'animal -> ammonium', 6]);
  });

  test('a list of parts "labelled on both" after two things side by side is both things\' parts, commas and all; "plus the X" after labelled parts is one more part', () => {
    const pines = sceneOf('A healthy pine and a drought-stressed pine side by side, with the roots, xylem and needles labelled on both.');
    expect(pines.parts).toEqual({ 'healthy pine': ['roots', 'xylem', 'needles'], 'drought-stressed pine': ['roots', 'xylem', 'needles'] });
    expect(sceneOf('The brain with the frontal and temporal lobes labelled, plus the cerebellum and brainstem').parts).toEqual({ brain: ['frontal lobe', 'temporal lobe', 'cerebellum', 'brainstem'] });
    expect(refusalOf('A plant cell and an animal cell side by side, each with the nucleus labelled, and the cell wall labelled on the plant cell').reason).toBe('SCHEMATIC_UNPLACED');
  });

  test('a venue heading ("Teaching slide:") is no title; a counted kind set off before as many bare names announces them', () => {
    const states = sceneOf('Teaching slide: the three states of matter, solid, liquid and gas, in a row');
    expect([states.title, states.things]).toEqual([null, ['solid', 'liquid', 'gas']]);
    expect(sceneOf('Two mice, a rat and a cat').things).toEqual(['mouse', 'rat', 'cat']);
  });

  test('an -ing word after "with" before a noun describes it ("with increasing concentrations"), never an arrow', () => {
    expect(sceneOf('Three test tubes with increasing concentrations of dye').arrows).toEqual([]);
  });

  test('"..., and separately X → Y" starts a scene of its own, unlinked; "What I want drawn:" heads what to draw and titles nothing', () => {
    const plots = sceneOf("What I want drawn: an elephant → an acacia tree, and separately a fenced plot labelled 'herbivores excluded' → a dense acacia thicket.");
    expect([plots.title, plots.arrows]).toEqual([null, ['elephant -> acacia tree', 'fenced plot -> dense acacia thicket']]);
  });

  test('things named before a colon that asks for their labels are the things drawn, never a title', () => {
    const tubes = planSchematic(request("A test tube and a beaker: label the tube 'control' and the beaker 'waste'.")).scene;
    expect([tubes.title, tubes.subjects.map((x) => [x.noun, x.caption])]).toEqual([null, [['test tube', 'control'], ['beaker', 'waste']]]);
    expect(refusalOf("Two test tubes and a beaker: label the first tube 'control', the second 'treated', and the beaker 'waste'.").reason).toBe('SCHEMATIC_UNPLACED');
  });

  test('"Graphical abstract: Title \'X\'." titles the figure X, without the word "title" or the quotes', () => {
    expect(sceneOf("Graphical abstract: Title 'Microbes and mood'. A gut with bacteria, an arrow to the vagus nerve, and an arrow to the brain.").title).toBe('Microbes and mood');
  });

  test('who the figure is for ("for my biology homework") ends at its own noun: the thing "of" it and its labelled parts are drawn', () => {
    const cell = sceneOf('hi i need a picture for my biology homework of a plant cell with cell wall, chloroplast and vacuole labelled');
    expect([cell.things, cell.parts]).toEqual([['plant cell'], { 'plant cell': ['cell wall', 'chloroplast', 'vacuole'] }]);
    expect(sceneOf('A flower for my Year 3 class with the petals and sepals labelled').parts).toEqual({ flower: ['petals', 'sepals'] });
  });

  test('"the structure of the skin" draws the skin; "the parts of a flower - petal, sepal, ..." under a venue heading titles its list, as it does heading the prompt', () => {
    const skin = sceneOf('a diagram of the structure of the skin, showing the epidermis, dermis and hypodermis');
    expect([skin.things, skin.parts]).toEqual([['skin'], { skin: ['epidermis', 'dermis', 'hypodermis'] }]);
    const flower = sceneOf('Slide for year 9: the parts of a flower - petal, sepal, stamen, pistil.');
    expect([flower.title, flower.things]).toEqual(['The parts of a flower', ['petal', 'sepal', 'stamen', 'pistil']]);
    expect(sceneOf('The structure of a neuron: dendrites, cell body, axon').title).toBe('The structure of a neuron');
  });

  test('"the organelle that makes ATP" names a thing by what it does: refused, never an organelle with an arrow to ATP', () => {
    const refusal = refusalOf('the organelle that makes ATP, with its cristae and matrix labelled');
    expect([refusal.reason, refusal.message]).toEqual(['SCHEMATIC_UNPLACED', expect.stringContaining('"organelle that makes ATP"')]);
    expect(sceneOf('the sun, which heats the land').arrows).toEqual(['sun -> land']);
  });

  test('"hunted by" is predation, drawn as a food chain draws eating: from the hunted to the hunter', () => {
    expect(sceneOf('Phytoplankton are eaten by krill, krill are eaten by whales, and whales are hunted by orcas.').arrows).toEqual(['phytoplankton -> krill', 'krill -> whale', 'whale -> orcas']);
    expect(sceneOf('An owl hunts a mouse').arrows).toEqual(['mouse -> owl']);
  });

  test('"going to X and after to Y", "and later to Y" go on from X, as "and then to" does', () => {
    expect(sceneOf('Please make figure where is shown the soil sample going to the extraction and after to the PCR machine.').arrows).toEqual(['soil sample -> extraction', 'extraction -> pcr machine']);
    expect(sceneOf('The sample goes to the centrifuge and later to the freezer').arrows).toEqual(['sample -> centrifuge', 'centrifuge -> freezer']);
  });

  test('what a thing holds or wears is drawn with it, no arrow: "a diver holding a sediment core", "a DNA helix held by two hands"', () => {
    const diver = sceneOf('a diver holding a sediment core');
    expect([diver.layout, diver.things, diver.arrows]).toEqual(['set', ['diver', 'sediment core'], []]);
    expect(sceneOf('a DNA double helix held by a pair of hands').arrows).toEqual([]);
    expect(sceneOf('a mouse wearing a head-mounted camera').arrows).toEqual([]);
  });

  test('"a pic for the policy brief, basically A → B": a pic is a figure word, a brief is a venue, and a hedge after the comma is no part of A\'s name', () => {
    const brief = sceneOf('we need a pic for the policy brief, basically sugar tax → higher soda prices');
    expect([brief.title, brief.things, brief.arrows]).toEqual([null, ['sugar tax', 'higher soda price'], ['sugar tax -> higher soda price']]);
    expect(sceneOf('A pic for my outreach leaflet: essentially a bee → a flower').things).toEqual(['bee', 'flower']);
  });

  test('a move between places, then another thing moving on to one more place, is a chain of the places; the things moved name the moves', () => {
    const samples = sceneOf('Show a sample going from the patient to the biobank freezer to the sequencer, and then the data going to the cloud');
    expect([samples.things, samples.arrows]).toEqual([['patient', 'biobank freezer', 'sequencer', 'cloud'], ['patient -> biobank freezer', 'biobank freezer -> sequencer', 'sequencer -> cloud']]);
    expect(sceneOf('A letter going from the author to the editor, then the manuscript going to the reviewers').arrows).toEqual(['author -> editor', 'editor -> reviewer']);
  });

  test('"telephone follow-up of non-responders" is one thing named, a step of a flow; the hyphened "follow-up" is no verb', () => {
    expect(sceneOf('postal questionnaire → telephone follow-up of non-responders → final dataset').things).toEqual(['postal questionnaire', 'telephone follow-up of non-responder', 'final dataset']);
  });

  test('"3D" before a word of the figure ("3D render", "3D rendered icon"), "8k" and "rendered" are words of look; "3D" before a thing names it ("3D printer"); "a ribbon diagram of a protein structure" draws the structure', () => {
    expect(sceneOf('a 3D cell culture next to a 3D printer').things).toEqual(['3d cell culture', '3d printer']);
    expect(sceneOf('A 3D rendered icon of a tardigrade, photorealistic, no background').things).toEqual(['tardigrade']);
    const cryo = sceneOf('Photorealistic 3D render of a cryo-EM microscope next to a ribbon diagram of a protein structure, with an arrow from the microscope to the structure, cinematic lighting, 8k');
    expect([cryo.things, cryo.arrows]).toEqual([['cryo-em microscope', 'protein structure'], ['cryo-em microscope -> protein structure']]);
  });

  test('"one labelled A and one labelled B" after things counted gives one caption each, in order; "in all three" labels all three, or is refused when fewer are named', () => {
    expect(sceneOf('two petri dishes, one labelled "control" and one labelled "treated"').captions).toEqual(['control', 'treated']);
    expect(sceneOf("two mice, one labelled 'WT' and the other labelled 'KO', next to a cage").captions).toEqual(['WT', 'KO', null]);
    expect(sceneOf('Compare a prokaryotic cell, a plant cell and an animal cell, label the ribosomes in all three').parts).toEqual({ 'prokaryotic cell': ['ribosomes'], 'plant cell': ['ribosomes'], 'animal cell': ['ribosomes'] });
    expect(refusalOf('Compare a plant cell and an animal cell, label the ribosomes in all three').message).toContain('all three things, and 2 are named');
  });

  test('"a heart, the organ that pumps blood, with ..." draws the heart; the kind and what it does only say what the heart is', () => {
    const heart = sceneOf('Draw a heart, the organ that pumps blood, with the left and right ventricles labelled.');
    expect([heart.things, heart.arrows, heart.parts]).toEqual([['heart'], [], { heart: ['left ventricle', 'right ventricle'] }]);
  });

  test('"clarifier", a doer\'s noun WordNet does not know, heading a step is a thing; a comparative ("larger") stays a state', () => {
    expect(sceneOf('Wastewater treatment: screen → settling tank → aeration tank → clarifier → river').things).toEqual(['screen', 'settling tank', 'aeration tank', 'clarifier', 'river']);
    expect(refusalOf('the cell gets larger').reason).toBe('SCHEMATIC_UNPLACED');
  });

  test('"A and B both feed into C", "rivers and streams all flow into the sea": "both" or "all" floats from the things listed, each of which does the verb', () => {
    expect(sceneOf('Satellite images and field surveys both feed into a land-cover model, which produces a deforestation map.').arrows).toEqual(['satellite image -> land-cover model', 'field survey -> land-cover model', 'land-cover model -> deforestation map']);
    expect(sceneOf('rivers and streams all flow into the sea').arrows).toEqual(['river -> sea', 'stream -> sea']);
  });

  test('"microglia pruning synapses": an -ing word between a living thing and what it acts on is what the one does to the other, though WordNet has a noun "pruning"', () => {
    expect(sceneOf('microglia pruning synapses').arrows).toEqual(['microglia -> synapse']);
    expect(sceneOf('microglia pruning excess synapses').arrows).toEqual(['microglia -> excess synapse']);
  });

  test('"a DNA sequencing machine", "a bird feeding station": an -ing word before an instrument names what it is for, one thing, no arrow', () => {
    const run = sceneOf('blood sample → DNA sequencing machine → computer');
    expect([run.things, run.arrows]).toEqual([['blood sample', 'dna sequencing machine', 'computer'], ['blood sample -> dna sequencing machine', 'dna sequencing machine -> computer']]);
    expect(sceneOf('a bird feeding station').things).toEqual(['bird feeding station']);
  });

  test('"normal lung vs damaged lung", "a mosquito biting an arm": a participle opening a side is its state; an -ing adjective after a noun, before an article, is a verb', () => {
    expect(sceneOf('normal lung vs damaged lung').things).toEqual(['normal lung', 'damaged lung']);
    expect(sceneOf('Traditional classroom versus flipped classroom').things).toEqual(['traditional classroom', 'flipped classroom']);
    expect(sceneOf('a mosquito biting an arm').arrows).toEqual(['mosquito -> arm']);
  });

  test('"a graphical abstract for Nature Communications showing ...": "for" after a figure word, up to what it shows, names the venue, never a thing', () => {
    expect(sceneOf('A graphical abstract for Nature Communications showing a coral with its polyps labelled').things).toEqual(['coral']);
    expect(sceneOf('A figure for PNAS of a mouse next to a cage').things).toEqual(['mouse', 'cage']);
  });

  test('"a cat sitting next to a dog": a verb of staying before words of place says where the thing is, no arrow', () => {
    const scene = sceneOf('an astronaut floating next to the ISS');
    expect([scene.layout, scene.things, scene.arrows]).toEqual(['set', ['astronaut', 'iss'], []]);
    expect(sceneOf('a bird flies to a tree').arrows).toEqual(['bird -> tree']);
  });

  test('a caption right after what a relation reaches is that thing\'s, and the relation\'s list of ends goes on past it; set off by a comma, whose it is is not said', () => {
    const split = sceneOf('randomised patients split into an intervention arm (n = 160) and a control arm (n = 160)');
    expect([split.arrows, split.captions]).toEqual([['randomised patient -> intervention arm', 'randomised patient -> control arm'], [null, 'n = 160', 'n = 160']]);
    expect(sceneOf("stem cells differentiate into neurons labelled 'N'").captions).toEqual([null, 'N']);
    expect(refusalOf('A T cell binding a tumour cell, with the MHC labelled').reason).toBe('SCHEMATIC_UNPLACED');
  });

  test('"with its chambers labelled: A, B, C, D" names the chambers by the list, as a bracket does; "like in a textbook" says where such a figure is seen', () => {
    expect(sceneOf('a heart with its chambers labelled: left atrium, right atrium, left ventricle, right ventricle').parts).toEqual({ heart: ['left atrium', 'right atrium', 'left ventricle', 'right ventricle'] });
    expect(sceneOf('Draw a heart like in a textbook').things).toEqual(['heart']);
  });

  test('a part named as the owner\'s that takes parts or things of its own ("the axon terminal with its vesicles", "the synapse with a second neuron") is refused, never a second thing', () => {
    expect(refusalOf('a neuron: label the dendrites and the axon terminal with its vesicles').message).toMatch(/one level of parts/);
    expect(refusalOf('a neuron, label the dendrites and the synapse with a second neuron').reason).toBe('SCHEMATIC_UNPLACED');
  });

  test('"a control and a treated mouse", "a wild-type and a mutant fly": a lone word naming no kind of thing, before a state word and a noun, is a state of the same noun', () => {
    const scene = sceneOf('a control and a treated mouse');
    expect([scene.layout, scene.things]).toEqual(['comparison', ['control mouse', 'treated mouse']]);
    expect(sceneOf('a wild-type and a mutant fly').things).toEqual(['wild-type fly', 'mutant fly']);
    expect(sceneOf('a signal and a receptor protein').things).toEqual(['signal', 'receptor protein']);
  });

  test('"a eutrophic lake with an algal bloom, and a restored lake with clear water and fish": beside the same kind of thing in another state, a list after "with" describes the state', () => {
    const lungs = sceneOf('a healthy lung, and a smoker\'s lung with tar and mucus');
    expect([lungs.layout, lungs.things.length, lungs.parts]).toEqual(['comparison', 2, {}]);
    expect(refusalOf('a lab bench with a pH meter, a balance and a fume hood').reason).toBe('SCHEMATIC_UNPLACED');
  });

  test('"three zebrafish embryos at 24 hpf, 48 hpf and 72 hpf": things counted at as many times take one time each as a caption; a time left alone is no thing', () => {
    expect(sceneOf('three zebrafish embryos at 24 hpf, 48 hpf and 72 hpf').captions).toEqual(['24 hpf', '48 hpf', '72 hpf']);
    expect(refusalOf('zebrafish embryos at 24 hpf and 48 hpf').message).toMatch(/it is a time, not a thing/);
    expect(sceneOf('day 0 → day 3 → day 7').things).toEqual(['day 0', 'day 3', 'day 7']);
  });

  test('"..., animals, return to air": a list that returns to its first item goes round, as "back to" does; the return is no thing', () => {
    const scene = sceneOf('water cycle: sea, clouds, rain, rivers, and return to the sea');
    expect([scene.layout, scene.things, scene.arrows.length]).toEqual(['cycle', ['sea', 'cloud', 'rain', 'river'], 4]);
  });

  test('"the first with ..., the second with ...": an ordinal alone stands for one of the things named before, never a thing: refused', () => {
    expect(refusalOf('two neurons, the first with the axon labelled and the second with the dendrites labelled').message).toMatch(/stands for one of the things named before/);
  });

  test('"rats exposed to noise vs quiet controls": a side whose thing is followed by a participle names one thing in a state, never a relation beside the other side', () => {
    expect(refusalOf('Figure 2: rats exposed to noise vs quiet controls').reason).toBe('SCHEMATIC_UNPLACED');
    expect(refusalOf('mice fed a high-fat diet vs lean controls').reason).toBe('SCHEMATIC_UNPLACED');
  });

  test('"A vs B (just icons of X and Y)": a bracket naming only the things to draw puts them on the two sides in place of the topics', () => {
    const scene = sceneOf('wet vs dry season (only pictures of a green forest and a brown forest)');
    expect([scene.layout, scene.things]).toEqual(['comparison', ['green forest', 'brown forest']]);
  });

  test('"plants absorbing CO2 and releasing O2": an -ing word after "and", beside an -ing verb between things, is a second verb of the same doer', () => {
    expect(sceneOf('plants absorbing CO2 and releasing O2').arrows).toEqual(['co2 -> plant', 'plant -> o2']);
  });

  test('"nanoparticles crossing the blood-brain barrier into a neuron": a thing crossed on the way is never hidden in the arrow\'s words: refused', () => {
    expect(refusalOf('nanoparticles crossing the blood-brain barrier into a neuron').message).toMatch(/crossed on the way/);
    expect(sceneOf('a drug crossing into the brain').arrows).toEqual(['drug -> brain']);
  });

  test('labels given to "X with a Y", Y a thing of its own, may be of either: refused, unless WordNet names them parts of X', () => {
    expect(refusalOf('the Earth with a satellite, label the solar panels and the antenna').message).toMatch(/of the satellite it is drawn with/);
    expect(sceneOf('a tooth with a cavity, label the enamel and pulp').parts).toEqual({ tooth: ['enamel', 'pulp'] });
  });
});
