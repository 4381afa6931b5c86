// Mermaid flowchart syntax, read by hand with a small scanner (the `mermaid` package needs a
// DOM). Statements are read one at a time; every position moves forward, so any text ends fast.
import { FlowchartError } from '../errors.ts';
import { said, saidAs } from '../../shared/said.ts';
import type { Direction, FlowEdge, FlowGroup, FlowNode, NodeRole, NodeStyle } from '../model.ts';
import type { GraphBuilder } from './builder.ts';
import { cssColour } from '../../shared/cssColours.ts';
import { isTerminatorWords } from './words.ts';

const HEADER = /^(flowchart|graph)(?:[ \t]+(TD|TB|BT|LR|RL|DT))?\b[ \t]*;?/i;
const FENCE = /^[ \t]*```[ \t]*mermaid[ \t]*$/im;

export interface MermaidSource {
  text: string;
  /** Lines before the Mermaid text in the prompt or document, so errors name the line the author sees. */
  lineOffset: number;
}

/** The Mermaid flowchart in a text: the whole text when it starts with a header, or its first ```mermaid block. */
export function findMermaid(text: string): MermaidSource | null {
  if (startsWithHeader(text)) return { text, lineOffset: 0 };
  // "Render this (it's from the Mermaid docs):" then the flowchart: the words above it ask for it.
  const lines = text.split('\n');
  const header = lines.findIndex((line) => startsWithHeader(line));
  if (header > 0 && !lines.slice(0, header).some((line) => FENCE.test(line))) return { text: lines.slice(header).join('\n'), lineOffset: header };
  const fence = FENCE.exec(text);
  if (!fence) return null;
  const start = fence.index + fence[0].length + 1;
  const close = text.indexOf('```', start);
  const body = text.slice(start, close < 0 ? text.length : close);
  if (!startsWithHeader(body)) return null;
  return { text: body, lineOffset: text.slice(0, start).split('\n').length - 1 };
}

function startsWithHeader(text: string): boolean {
  for (const raw of text.split('\n', 200)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('%%')) continue;
    if (line === '---') return /^\s*---[\s\S]*?\n\s*---\s*\n\s*(?:flowchart|graph)\b/i.test(text.slice(0, 2000));
    // "Flowchart for new cell lines: ..." is a request in words: a header is the keyword alone or with a direction.
    return HEADER.test(line) && /^(?:flowchart|graph)(?:[ \t]+(?:TD|TB|BT|LR|RL|DT))?[ \t]*(?:;|$|[ \t]+\S.*(?:--|==|-\.))/i.test(line);
  }
  return false;
}

const ROLE_OF_SHAPE: Readonly<Record<string, NodeRole>> = {
  rect: 'process', round: 'process', stadium: 'terminator', subroutine: 'subprocess', cylinder: 'database',
  rhombus: 'decision', hexagon: 'preparation', parallelogram: 'data', trapezoid: 'process', asym: 'process',
};

/** Openers, longest first, with the closers that may end them and the shape they draw. */
const SHAPES: ReadonlyArray<{ open: string; close: string[]; shape: string }> = [
  { open: '(((', close: [')))'], shape: 'circle' },
  { open: '((', close: ['))'], shape: 'circle' },
  { open: '([', close: ['])'], shape: 'stadium' },
  { open: '[[', close: [']]'], shape: 'subroutine' },
  { open: '[(', close: [')]'], shape: 'cylinder' },
  { open: '{{', close: ['}}'], shape: 'hexagon' },
  { open: '[/', close: ['/]', '\\]'], shape: 'slant/' },
  { open: '[\\', close: ['\\]', '/]'], shape: 'slant\\' },
  { open: '(', close: [')'], shape: 'round' },
  { open: '[', close: [']'], shape: 'rect' },
  { open: '>', close: [']'], shape: 'asym' },
  { open: '{', close: ['}'], shape: 'rhombus' },
];

interface Link {
  line: FlowEdge['line'];
  arrow: FlowEdge['arrow'];
  label?: string;
  invisible: boolean;
}

const ID_CHAR = /[\p{L}\p{N}_]/u;
const SUBGRAPH_LINK = (id: string) => `${said(id, 'The id linked to')} is a subgraph; link to a node inside it instead (links to subgraphs are not drawn)`;

class MermaidReader {
  private readonly groupStack: FlowGroup[] = [];
  private readonly partEdges: Array<FlowEdge | null> = [];
  private readonly partNodes = new Map<string, FlowNode>();
  private readonly firstMention = new Map<string, number>();
  private readonly linkStyles: Array<{ text: string; line: number }> = [];
  private readonly partGroups = new Set<string>();
  direction: Direction | undefined;
  title: string | undefined;

  private readonly builder: GraphBuilder;

  constructor(builder: GraphBuilder) {
    this.builder = builder;
  }

  read(source: MermaidSource): void {
    const lines = source.text.split('\n');
    let index = 0;
    const lineNo = (i: number) => i + 1 + source.lineOffset;
    while (index < lines.length && lines[index]!.trim() === '') index++;
    if (lines[index]?.trim() === '---') {
      for (index++; index < lines.length && lines[index]!.trim() !== '---'; index++) {
        const title = /^\s*title\s*:\s*(.+)$/.exec(lines[index]!);
        if (title) this.title = unquote(title[1]!.trim());
      }
      index++;
    }
    let headerSeen = false;
    for (; index < lines.length; index++) {
      const line = lines[index]!.trim();
      if (line === '' || line.startsWith('%%')) continue;
      let body = line;
      if (!headerSeen) {
        const header = HEADER.exec(line);
        if (!header) throw syntax(lineNo(index), `a Mermaid flowchart starts with "flowchart TD" (or TB, BT, LR, RL); found ${said(clip(line), 'other text')}`);
        headerSeen = true;
        const dir = header[2]?.toUpperCase();
        if (dir) this.direction = dir === 'TD' ? 'TB' : dir === 'DT' ? 'BT' : (dir as Direction);
        body = line.slice(header[0].length);
      }
      for (const statement of splitStatements(body)) this.statement(statement.trim(), lineNo(index));
    }
    if (this.groupStack.length > 0) throw syntax(lineNo(lines.length - 1), `subgraph ${said(this.groupStack.at(-1)!.label, 'opened last')} is not closed with "end"`);
    for (const { text, line } of this.linkStyles) this.applyLinkStyle(text, line);
    const defaultStyle = this.builder.graph.classDefs?.default;
    if (defaultStyle) for (const node of this.partNodes.values()) node.classes = ['default', ...(node.classes ?? []).filter((c) => c !== 'default')];
  }

  private statement(text: string, line: number): void {
    if (text === '') return;
    const keyword = /^([A-Za-z]+)\b/.exec(text)?.[1] ?? '';
    switch (keyword) {
      case 'subgraph':
        return this.subgraph(text.slice(8).trim(), line);
      case 'end':
        if (text !== 'end') break;
        if (!this.groupStack.pop()) throw syntax(line, '"end" without an open subgraph');
        return;
      case 'direction':
        // A subgraph's own direction is not kept: the layout places a group in the flow's direction.
        if (/^direction\s+(TB|TD|BT|LR|RL)$/i.test(text)) return;
        throw syntax(line, `"direction" takes TB, TD, BT, LR or RL; found ${said(clip(text), 'other text')}`);
      case 'classDef':
        return this.classDef(text.slice(8).trim(), line);
      case 'class':
        return this.classStatement(text.slice(5).trim(), line);
      case 'style':
        return this.styleStatement(text.slice(5).trim(), line);
      case 'linkStyle':
        this.linkStyles.push({ text: text.slice(9).trim(), line });
        return;
      case 'click':
      case 'accTitle':
      case 'accDescr':
        // Interactions and accessibility text are not drawn: the SVG carries no scripts or links.
        return;
    }
    this.chain(new Scanner(text, line));
  }

  private subgraph(rest: string, line: number): void {
    let id: string | undefined;
    let title: string;
    if (rest === '') throw syntax(line, 'a subgraph needs a name: subgraph id [Title]');
    if (rest.startsWith('"')) {
      title = unquote(rest);
    } else {
      const idMatch = /^[\p{L}\p{N}_-]+/u.exec(rest)!;
      const after = idMatch ? rest.slice(idMatch[0].length).trim() : rest;
      if (idMatch && after.startsWith('[') && after.endsWith(']')) {
        id = idMatch[0];
        title = unquote(after.slice(1, -1).trim());
      } else if (idMatch && after === '') {
        id = idMatch[0];
        title = id;
      } else {
        title = unquote(rest);
      }
    }
    if (id && this.partNodes.has(id)) throw syntax(this.firstMention.get(id)!, SUBGRAPH_LINK(id));
    if (id && this.builder.hasId(id)) throw syntax(line, `subgraph id ${said(id, 'given')} is already used by another subgraph or part`);
    const parent = this.groupStack.at(-1)?.id;
    const group = this.builder.addGroup(cleanLabel(title), 'group', parent, id);
    this.partGroups.add(group.id);
    this.groupStack.push(group);
  }

  private classDef(rest: string, line: number): void {
    const m = /^(\S+)\s+(.+)$/.exec(rest);
    if (!m) throw syntax(line, 'classDef needs a name and styles: classDef name fill:#eef,stroke:#333');
    const style = readStyle(m[2]!, line);
    for (const name of m[1]!.split(',')) if (name) this.builder.setClassDef(name, style);
  }

  private classStatement(rest: string, line: number): void {
    const m = /^(\S+)\s+(\S+)$/.exec(rest);
    if (!m) throw syntax(line, 'class takes node ids and a class name: class A,B name');
    for (const id of m[1]!.split(',')) {
      if (!id) continue;
      const node = this.node(id, line);
      for (const name of m[2]!.split(',')) addClass(node, name);
    }
  }

  private styleStatement(rest: string, line: number): void {
    const m = /^(\S+)\s+(.+)$/.exec(rest);
    if (!m) throw syntax(line, 'style takes a node id and styles: style A fill:#eef');
    const node = this.node(m[1]!, line);
    node.style = { ...node.style, ...readStyle(m[2]!, line) };
  }

  private applyLinkStyle(rest: string, line: number): void {
    const m = /^(\S+)\s+(.+)$/.exec(rest);
    if (!m) throw syntax(line, 'linkStyle takes link numbers and styles: linkStyle 0,1 stroke:#c00');
    const style = readStyle(m[2]!, line);
    const edgeStyle: FlowEdge['style'] = {};
    if (style.stroke) edgeStyle.stroke = style.stroke;
    if (style.strokeWidth) edgeStyle.strokeWidth = style.strokeWidth;
    const indices = m[1] === 'default' ? this.partEdges.map((_, i) => i) : m[1]!.split(',').map((s) => Number(s));
    for (const index of indices) {
      if (!Number.isInteger(index) || index < 0 || index >= this.partEdges.length) {
        throw syntax(line, `linkStyle ${m[1]}: there are ${this.partEdges.length} links, numbered from 0`);
      }
      const edge = this.partEdges[index];
      if (edge && Object.keys(edgeStyle).length > 0) edge.style = { ...edge.style, ...edgeStyle };
    }
  }

  private chain(scan: Scanner): void {
    const steps: FlowNode[][] = [];
    const links: Link[] = [];
    for (;;) {
      scan.skipSpace();
      const group = [this.nodeRef(scan)];
      scan.skipSpace();
      while (scan.peek() === '&') {
        scan.pos++;
        scan.skipSpace();
        group.push(this.nodeRef(scan));
        scan.skipSpace();
      }
      steps.push(group);
      if (scan.done()) break;
      links.push(readLink(scan));
    }
    links.forEach((link, k) => {
      for (const from of steps[k]!) {
        for (const to of steps[k + 1]!) {
          if (link.invisible) {
            // An invisible link only nudges Mermaid's layout; ours keeps model order instead.
            this.partEdges.push(null);
            continue;
          }
          const options: { line: FlowEdge['line']; arrow: FlowEdge['arrow']; label?: string } = { line: link.line, arrow: link.arrow };
          if (link.label) options.label = link.label;
          this.partEdges.push(this.builder.addEdge(from.id, to.id, options));
        }
      }
    });
  }

  private nodeRef(scan: Scanner): FlowNode {
    const id = scan.readId();
    if (!id) throw syntax(scan.line, `expected a node id ${saidAs(`at "${clip(scan.rest())}"`, 'there')}`);
    const node = this.node(id, scan.line);
    const shape = readShape(scan);
    if (shape) {
      node.label = shape.label;
      node.role = roleOf(shape.shape, shape.label);
    }
    while (scan.startsWith(':::')) {
      scan.pos += 3;
      const name = scan.readId();
      if (!name) throw syntax(scan.line, 'expected a class name after ":::"');
      addClass(node, name);
    }
    return node;
  }

  /** The node with that id, made when first mentioned; inside a subgraph it joins the innermost one. */
  private node(id: string, line: number): FlowNode {
    if (this.partGroups.has(id)) throw syntax(line, SUBGRAPH_LINK(id));
    let node = this.partNodes.get(id);
    if (!node) {
      if (this.builder.hasId(id)) throw syntax(line, `node id ${said(id, 'given')} is already used by another part of the flowchart`);
      node = this.builder.addNodeWithId(id, id, 'process');
      this.partNodes.set(id, node);
      this.firstMention.set(id, line);
    }
    const current = this.groupStack.at(-1);
    if (current && (!node.group || this.isAncestor(node.group, current))) node.group = current.id;
    return node;
  }

  private isAncestor(candidate: string, group: FlowGroup): boolean {
    for (let g: FlowGroup | undefined = group; g; g = this.builder.graph.groups.find((x) => x.id === g!.parent)) {
      if (g.parent === candidate) return true;
    }
    return false;
  }
}

class Scanner {
  pos = 0;
  readonly text: string;
  readonly line: number;

  constructor(text: string, line: number) {
    this.text = text;
    this.line = line;
  }
  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? '';
  }
  done(): boolean {
    return this.pos >= this.text.length;
  }
  rest(): string {
    return this.text.slice(this.pos);
  }
  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }
  skipSpace(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++;
  }
  /** An id: letters, digits and `_`, with single hyphens between them (`-` before `-`, `.` or `>` starts a link). */
  readId(): string {
    const start = this.pos;
    while (!this.done()) {
      const c = this.peek();
      if (ID_CHAR.test(c)) this.pos++;
      else if (c === '-' && this.pos > start && ID_CHAR.test(this.peek(1))) this.pos++;
      else break;
    }
    return this.text.slice(start, this.pos);
  }
}

/**
 * A Mermaid node body as written after its id ("[Centrifuge]", "{Valid?}", "[(Registry)]"):
 * its label and role, or null when the text is not exactly one shape. Edits read node
 * statements with it, so both sides draw a shape the same way.
 */
export function readNodeShape(body: string): { label: string; role: NodeRole } | null {
  const scan = new Scanner(body.trim(), 1);
  try {
    const found = readShape(scan);
    return found && scan.done() ? { label: found.label, role: roleOf(found.shape, found.label) } : null;
  } catch {
    return null;
  }
}

function readShape(scan: Scanner): { shape: string; label: string } | null {
  const spec = SHAPES.find((s) => scan.startsWith(s.open));
  if (!spec) return null;
  scan.pos += spec.open.length;
  let raw: string;
  let closer: string | undefined;
  const quoted = /^\s*"/.exec(scan.rest());
  if (quoted) {
    const start = scan.pos + quoted[0].length;
    const end = scan.text.indexOf('"', start);
    if (end < 0) throw syntax(scan.line, 'a quoted label is not closed with "');
    raw = scan.text.slice(start, end);
    scan.pos = end + 1;
    scan.skipSpace();
    closer = spec.close.find((c) => scan.startsWith(c));
    if (!closer) throw syntax(scan.line, `expected "${spec.close[0]}" after the quoted label${saidAs(` "${clip(raw)}"`, '')}`);
  } else {
    let best = -1;
    for (const c of spec.close) {
      const at = scan.text.indexOf(c, scan.pos);
      if (at >= 0 && (best < 0 || at < best)) {
        best = at;
        closer = c;
      }
    }
    if (best < 0 || !closer) throw syntax(scan.line, `the shape opened with "${spec.open}" is not closed with "${spec.close[0]}"`);
    raw = scan.text.slice(scan.pos, best);
    scan.pos = best;
  }
  scan.pos += closer.length;
  let shape = spec.shape;
  if (shape === 'slant/') shape = closer === '/]' ? 'parallelogram' : 'trapezoid';
  if (shape === 'slant\\') shape = closer === '\\]' ? 'parallelogram' : 'trapezoid';
  return { shape, label: cleanLabel(raw.replace(/^`|`$/g, '')) };
}

function readLink(scan: Scanner): Link {
  const start = scan.pos;
  const fail = () => syntax(scan.line, `expected a link such as -->, ---, -.->, ==> ${saidAs(`at "${clip(scan.text.slice(start))}"`, 'there')}`);
  if (scan.startsWith('~~~')) {
    while (scan.peek() === '~') scan.pos++;
    scan.skipSpace();
    return { line: 'solid', arrow: 'none', invisible: true };
  }
  let startMarker = false;
  const c0 = scan.peek();
  if (c0 === '<' || ((c0 === 'o' || c0 === 'x') && /[-=]/.test(scan.peek(1)))) {
    startMarker = true;
    scan.pos++;
  }
  let line: FlowEdge['line'];
  let label: string | undefined;
  let open = false;
  const rest = scan.rest();
  const textOpen = /^(--|==|-\.)[ \t]+(?=[^\s>])/.exec(rest);
  if (textOpen) {
    // "-- text -->", "== text ==>", "-. text .->": a label written inside the link.
    line = textOpen[1] === '==' ? 'thick' : textOpen[1] === '--' ? 'solid' : 'dotted';
    const closing = line === 'thick' ? /[ \t]*={2,}/ : line === 'solid' ? /[ \t]*-{2,}/ : /[ \t]*\.-+/;
    const after = rest.slice(textOpen[0].length);
    const m = closing.exec(after);
    if (!m) throw fail();
    label = cleanLabel(unquote(after.slice(0, m.index)));
    scan.pos += textOpen[0].length + m.index + m[0].length;
    open = line !== 'dotted' && m[0].trim().length >= 3;
  } else {
    const body = /^(?:-\.+-|-{2,}|={2,})/.exec(rest);
    if (!body) throw fail();
    scan.pos += body[0].length;
    line = body[0].includes('.') ? 'dotted' : body[0].startsWith('=') ? 'thick' : 'solid';
    open = line === 'dotted' || body[0].length >= 3;
  }
  const endMarker = isEndMarker(scan);
  if (endMarker) scan.pos++;
  if ((!endMarker && !open) || (startMarker && !endMarker)) throw fail();
  scan.skipSpace();
  if (scan.peek() === '|') {
    const end = scan.text.indexOf('|', scan.pos + 1);
    if (end < 0) throw syntax(scan.line, 'a link label opened with "|" is not closed with "|"');
    label = cleanLabel(unquote(scan.text.slice(scan.pos + 1, end).trim()));
    scan.pos = end + 1;
  }
  scan.skipSpace();
  const result: Link = { line, arrow: startMarker ? 'both' : endMarker ? 'end' : 'none', invisible: false };
  if (label) result.label = label;
  return result;
}

/** `>` ends an arrow; `o` and `x` (circle and cross ends) too when no word follows them. */
function isEndMarker(scan: Scanner): boolean {
  const c = scan.peek();
  if (c === '>') return true;
  return (c === 'o' || c === 'x') && !ID_CHAR.test(scan.peek(1));
}

function roleOf(shape: string, label: string): NodeRole {
  if (shape === 'circle') {
    // A circle is a connector when it holds a mark; a longer text in a circle is a start/end or a step.
    if (label.replace(/\s/g, '').length <= 3) return 'connector';
    return isTerminatorWords(label) ? 'terminator' : 'process';
  }
  return ROLE_OF_SHAPE[shape] ?? 'process';
}

function addClass(node: FlowNode, name: string): void {
  if (!name) return;
  node.classes ??= [];
  if (!node.classes.includes(name)) node.classes.push(name);
}

function readStyle(text: string, line: number): NodeStyle {
  const style: NodeStyle = {};
  for (const part of splitOutside(text.replace(/;\s*$/, ''), ',')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const key = part.slice(0, colon).trim().toLowerCase();
    const value = part.slice(colon + 1).trim();
    if (key === 'fill' || key === 'stroke' || key === 'color') {
      const colour = cssColour(value);
      if (!colour) throw syntax(line, `colour ${said(clip(value), 'given')} is not understood; write #rrggbb, #rgb, rgb(r,g,b) or a common name`);
      style[key] = colour;
    } else if (key === 'stroke-width') {
      const width = Number.parseFloat(value);
      if (!Number.isFinite(width) || width < 0 || width > 20) throw syntax(line, `stroke-width ${said(clip(value), 'given')} is not a width between 0 and 20 px`);
      style.strokeWidth = width;
    } else if (key === 'stroke-dasharray') {
      style.dashed = !/^(none|0)$/i.test(value);
    } else if (key === 'font-weight') {
      style.bold = /^(bold|bolder|[6-9]00)$/i.test(value);
    }
    // Other properties (font-size, rx, ...) are not drawn: the figure's type sizes are fixed for legibility.
  }
  return style;
}

/** Statements on one line separated by `;`, not counting those in quotes, shapes or link labels. */
function splitStatements(line: string): string[] {
  return splitOutside(line, ';');
}

function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (quoted) continue;
    else if ('[({'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const ENTITIES: Readonly<Record<string, string>> = { quot: '"', amp: '&', lt: '<', gt: '>', nbsp: ' ', apos: "'" };

/** A Mermaid label as shown: `<br>` a line break, entity codes decoded, inline markup tags dropped. */
export function cleanLabel(raw: string): string {
  return raw
    .replace(/<br\s*\/?>/gi, '\n')
    // Font Awesome icon codes name glyphs neither shipped font has; the words around them stay.
    .replace(/\bfa[bsrl]?:fa-[\w-]+\s*/g, '')
    .replace(/<\/?(?:b|i|u|em|strong|sup|sub|small|span|p|div|font)\b[^<>]{0,200}>/gi, '')
    .replace(/[#&](\w{2,8});/g, (whole, code: string) => {
      if (/^\d+$/.test(code)) return String.fromCodePoint(Math.min(Number(code), 0x10ffff));
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .join('\n')
    .trim();
}

function unquote(text: string): string {
  const t = text.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1) : t;
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}

function syntax(line: number, message: string): FlowchartError {
  return new FlowchartError('MERMAID_SYNTAX', `line ${line}: ${message}`);
}

/** Reads one Mermaid flowchart into the graph; returns what its header and front matter state. */
export function readMermaid(source: MermaidSource, builder: GraphBuilder): { direction?: Direction; title?: string } {
  const reader = new MermaidReader(builder);
  reader.read(source);
  const result: { direction?: Direction; title?: string } = {};
  if (reader.direction) result.direction = reader.direction;
  if (reader.title) result.title = reader.title;
  return result;
}
