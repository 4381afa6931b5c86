// Restyling: colours of steps (fill, text, border), bold, dashed borders, shapes (roles), and
// edges' line, colour and arrowheads (edges named by their ends, "all edges", or as loops).
import type { EdgeLine, FlowEdge, FlowGraph, FlowNode, NodeStyle } from '../../model.ts';
import { branchEdges } from '../branchEdges.ts';
import { parseColour, textColourOn } from '../colours.ts';
import type { Change, Form } from '../form.ts';
import { isFlowEdge } from '../graph.ts';
import { LOOP_NAMES, namedLoops } from '../loops.ts';
import { describeNode, findGroup, ReferenceFailure, resolveNode } from '../references.ts';
import { resolveSelection, resolveSelectionExcept, withExcept } from '../selection.ts';
import { joinTokens, type Slots, type Token } from '../tokens.ts';
import { ROLE_ALTERNATIVES, ROLE_WORDS } from '../vocabulary.ts';
import { edgesBetween } from './remove.ts';

/** A colour said; with the graph, also "the same colour as the placebo" (that step's fill). */
function colour(tokens: readonly Token[], graph?: FlowGraph): string {
  const copied = graph ? copiedFill(graph, tokens) : undefined;
  if (copied) return copied;
  const hex = parseColour(joinTokens(tokens));
  if (!hex) throw new ReferenceFailure(`'${joinTokens(tokens)}' is not a colour this grammar knows (a colour name from the table, or #rrggbb)`);
  return hex;
}

function restyle(nodes: FlowNode[], key: string, change: (style: NodeStyle) => void): Change {
  return {
    key: `${key} ${nodes.map((n) => n.id).join(',')}`,
    run() {
      for (const n of nodes) {
        n.style ??= {};
        change(n.style);
      }
    },
  };
}

const role: Form = {
  patterns: [['make|turn|change|convert', '$nodes', '?into|to', '?a|an|the', `=role:${ROLE_ALTERNATIVES}`, '?shape|node|step|box']],
  resolve(graph, slots) {
    const nodes = resolveSelection(graph, slots.nodes!);
    const word = slots.role!.map((t) => t.lower).join(' ');
    const newRole = ROLE_WORDS[word]!;
    return {
      key: `role ${newRole} ${nodes.map((n) => n.id).join(',')}`,
      run() {
        for (const n of nodes) n.role = newRole;
      },
    };
  },
};

const SAME_AS = /^(?:the\s+)?same\s+(?:colou?r|fill|shade)\s+as\s+(.+)$/i;

/** The fill of the step "the same colour as X" names, or undefined when the words say no such thing. */
function copiedFill(graph: FlowGraph, tokens: readonly Token[]): string | undefined {
  const m = SAME_AS.exec(joinTokens(tokens));
  if (!m) return undefined;
  const at = tokens.findIndex((t) => !t.quoted && t.lower === 'as');
  const node = resolveNode(graph, tokens.slice(at + 1));
  const paint = { ...Object.assign({}, ...(node.classes ?? []).map((c) => graph.classDefs?.[c] ?? {})), ...node.style } as NodeStyle;
  if (!paint.fill) throw new ReferenceFailure(`${describeNode(node)} has no colour of its own to copy`);
  return paint.fill;
}

/**
 * "remove the colours", "reset the styling", "no colours on the decisions": colours (and, for
 * styling, bold and dashed outlines) go from the steps named, or every step, and colours from
 * every arrow when no steps are named.
 */
const unstyle: Form = {
  patterns: [
    ['remove|clear|reset|drop|delete|undo|strip|get rid of|take off|take away', '?all|all the|the|any|all of the', '=what:colours|colors|colour|color|fills|fill|highlighting|styling|styles|style|formatting|shading'],
    ['remove|clear|reset|drop|delete|undo|strip|get rid of|take off|take away', '?all|all the|the|any|all of the', '=what:colours|colors|colour|color|fills|fill|highlighting|styling|styles|style|formatting|shading', 'from|on|of', '$nodes'],
    ['no|without', '=what:colours|colors|colour|color|styling|formatting|highlighting', '?on|for', '?$nodes'],
  ],
  resolve(graph, slots) {
    const nodes = slots.nodes ? resolveSelection(graph, slots.nodes) : graph.nodes;
    const all = /^(?:styling|styles|style|formatting)$/.test(slots.what![0]!.lower);
    const ids = new Set(nodes.map((n) => n.id));
    return {
      key: `unstyle ${all} ${[...ids].join(',')}`,
      run() {
        for (const n of graph.nodes) {
          if (!ids.has(n.id)) continue;
          delete n.classes;
          if (!n.style) continue;
          delete n.style.fill;
          delete n.style.color;
          delete n.style.stroke;
          if (all) delete n.style;
          else if (Object.keys(n.style).length === 0) delete n.style;
        }
        if (!slots.nodes) for (const e of graph.edges) if (e.style) delete e.style.stroke;
      },
    };
  },
};

const PART = '=part:the text of|the text in|the text inside|the label of|the label in|the font of|the font in|the writing in|the text colour of|the text color of|the border of|the outline of|the stroke of|the frame of|the fill of|the background of|the colour of|the color of';

function partOf(slots: Slots): keyof NodeStyle {
  const words = slots.part?.map((t) => t.lower) ?? [];
  if (words.some((w) => ['text', 'label', 'font'].includes(w))) return 'color';
  if (words.some((w) => ['border', 'outline', 'stroke', 'frame'].includes(w))) return 'stroke';
  return 'fill';
}

const nodeColour: Form = {
  patterns: withExcept([
    ['make|colour|color|paint|fill|shade|turn|set|change', PART, '$nodes', '?to|in|with|into', '$colour'],
    ['make|colour|color|paint|fill|shade|turn|highlight', '$nodes', '?with|in|to|into', '$colour'],
  ]),
  resolve(graph, slots) {
    // "... in light blue": the shade belongs to the colour, not to the steps named before it.
    const last = slots.nodes![slots.nodes!.length - 1]!;
    if (!last.quoted && parseColour(`${last.text} ${joinTokens(slots.colour!)}`)) throw new ReferenceFailure(`'${last.text}' belongs to the colour`, true);
    const nodes = resolveSelectionExcept(graph, slots.nodes!, slots.except);
    const hex = colour(slots.colour!, graph);
    const part = partOf(slots);
    return restyle(nodes, `${part} ${hex}`, (style) => {
      if (part === 'fill') {
        style.fill = hex;
        // The text keeps reading on the new fill, whatever the renderer's default text colour.
        style.color = textColourOn(hex);
      } else if (part === 'color') style.color = hex;
      else style.stroke = hex;
    });
  },
};

/** "red border on X", "a blue outline around X", "outline X in red", "green text in X". */
const partColour: Form = {
  patterns: [
    ['?give|use|put|add|draw|with', '?a|an', '$colour', '=part:border|borders|outline|outlines|frame|stroke|text|font|lettering', 'on|for|around|round|to|in|of', '?the', '$nodes'],
    ['=part:outline|border|frame|ring|circle', '$nodes', 'in|with', '$colour'],
  ],
  resolve(graph, slots) {
    const nodes = resolveSelection(graph, slots.nodes!);
    const hex = colour(slots.colour!);
    const text = ['text', 'font', 'lettering'].includes(slots.part![0]!.lower);
    return restyle(nodes, `${text ? 'color' : 'stroke'} ${hex}`, (style) => {
      if (text) style.color = hex;
      else style.stroke = hex;
    });
  },
};

const TEXT_OF = '?the text of|the text in|the text inside|the label of|the label in|the writing in';

const bold: Form = {
  patterns: withExcept([
    ['=verb:bold|embolden|unbold', TEXT_OF, '$nodes'],
    ['make|set', TEXT_OF, '$nodes', '=how:bold|not bold|normal weight|regular|unbold'],
    ['make|set|turn|put', '?all|all of', '?the', 'text|labels|writing|font|lettering|words', '?in all boxes|in every box|everywhere|in all the boxes', '?in', '=how:bold|not bold|normal weight|regular|unbold'],
  ]),
  resolve(graph, slots) {
    // "make all the text bold": the text of every step.
    const nodes = slots.nodes ? resolveSelectionExcept(graph, slots.nodes, slots.except) : graph.nodes.filter((n) => n.role !== 'note');
    const on = slots.how ? slots.how[0]!.lower === 'bold' && slots.how.length === 1 : slots.verb![0]!.lower !== 'unbold';
    return restyle(nodes, `bold ${on}`, (style) => {
      if (on) style.bold = true;
      else delete style.bold;
    });
  },
};

const dashedNode: Form = {
  patterns: withExcept([
    ['make|set', '?the border of|the outline of', '$nodes', '=how:dashed|dotted|solid'],
    ['give', '$nodes', '?a|an', '=how:dashed|dotted|solid', 'outline|border|frame'],
  ]),
  resolve(graph, slots) {
    const nodes = resolveSelectionExcept(graph, slots.nodes!, slots.except);
    const dashed = slots.how![0]!.lower !== 'solid';
    return restyle(nodes, `dashed ${dashed}`, (style) => {
      if (dashed) style.dashed = true;
      else delete style.dashed;
    });
  },
};

const EDGE_LOOKS: Readonly<Record<string, (edge: FlowEdge) => void>> = {
  dashed: (e) => void (e.line = 'dotted'),
  dotted: (e) => void (e.line = 'dotted'),
  thick: (e) => void (e.line = 'thick'),
  thicker: (e) => void (e.line = 'thick'),
  bold: (e) => void (e.line = 'thick'),
  bolder: (e) => void (e.line = 'thick'),
  heavy: (e) => void (e.line = 'thick'),
  heavier: (e) => void (e.line = 'thick'),
  solid: (e) => void (e.line = 'solid' satisfies EdgeLine),
  thin: (e) => void (e.line = 'solid'),
  thinner: (e) => void (e.line = 'solid'),
  normal: (e) => {
    e.line = 'solid';
    e.arrow = 'end';
    delete e.style;
  },
  'two-way': (e) => void (e.arrow = 'both'),
  'double-headed': (e) => void (e.arrow = 'both'),
  bidirectional: (e) => void (e.arrow = 'both'),
  undirected: (e) => void (e.arrow = 'none'),
  'without an arrowhead': (e) => void (e.arrow = 'none'),
  'without arrowheads': (e) => void (e.arrow = 'none'),
};
const EDGE = 'edge|arrow|link|connection|line';
const EDGES = 'edges|arrows|links|connections|lines';

function edgeChange(graph: FlowGraph, edges: FlowEdge[], look: readonly Token[]): Change {
  const words = look.map((t) => t.lower).join(' ');
  const apply = EDGE_LOOKS[words];
  const hex = apply ? undefined : colour(look);
  return {
    key: `edge ${words} ${edges.map((e) => e.id).join(',')}`,
    run() {
      for (const e of edges) {
        if (apply) apply(e);
        else e.style = { ...e.style, stroke: hex! };
      }
    },
  };
}

const edgeLook: Form = {
  patterns: [
    ['make|set|turn|colour|color|draw', '?the', EDGE + '|' + EDGES, '=how:from|between', '$a', 'to|and', '$b', '?to|in|as', '$look'],
    ['make|set|turn|colour|color|draw', '=all:all|every|all the', EDGE + '|' + EDGES, '?to|in|as', '$look'],
    ['make|set|turn|colour|color|draw', '=all:the', EDGES, '?to|in|as', '$look'],
    // "thicker arrows", "dashed lines", "use thick edges": every edge.
    ['?use|draw|with', '?=all:all', '$look', EDGES],
  ],
  resolve(graph, slots) {
    const edges = slots.a === undefined ? graph.edges.filter((e) => isFlowEdge(graph, e)) : edgesBetween(graph, slots.a!, slots.b!, slots.how![0]!.lower === 'between');
    if (edges.length === 0) throw new ReferenceFailure('the flowchart has no edges');
    return edgeChange(graph, edges, slots.look!);
  },
};

const RESTYLE_EDGE = 'make|set|turn|colour|color|draw|paint';

/** "make the arrows into the cath lab thick", "colour the arrows out of the decision red". */
const edgesAtStep: Form = {
  patterns: [
    [RESTYLE_EDGE, '?the|all the|all|every', `=noun:${EDGE}|${EDGES}`, '=way:into|to|going into|going to|leading to|leading into|entering|coming into|out of|from|leaving|coming out of|going out of|coming from', '?the', '$nodes', '?to|in|as', '$look'],
  ],
  resolve(graph, slots) {
    const ids = new Set(resolveSelection(graph, slots.nodes!).map((n) => n.id));
    const into = /^(?:into|to|going into|going to|leading to|leading into|entering|coming into)$/.test(slots.way!.map((t) => t.lower).join(' '));
    const edges = graph.edges.filter((e) => isFlowEdge(graph, e) && ids.has(into ? e.to : e.from));
    if (edges.length === 0) throw new ReferenceFailure(`no arrow goes ${into ? 'into' : 'out of'} '${joinTokens(slots.nodes!)}'`);
    if (/^(?:edge|arrow|link|connection|line)$/.test(slots.noun![0]!.lower) && edges.length > 1) throw new ReferenceFailure(`${edges.length} arrows go ${into ? 'into' : 'out of'} '${joinTokens(slots.nodes!)}'; say "the arrows", or name both ends`);
    return edgeChange(graph, edges, slots.look!);
  },
};

/** "make the feedback loop dashed", "dashed line for the feedback loop", "use a red arrow for the loops". */
const loopLook: Form = {
  patterns: LOOP_NAMES.flatMap((loops) => [
    [RESTYLE_EDGE, ...loops, '?to|in|as', '$look'],
    ['?use|draw|give|make', '?a|an', '$look', `${EDGE}|${EDGES}|style`, 'for|on', ...loops],
  ]),
  resolve(graph, slots) {
    return edgeChange(graph, namedLoops(graph, slots), slots.look!);
  },
};

/**
 * "make the yes arrows green", "the no branch dashed", "make the ST elevation yes arrow thick":
 * the arrows an answer names (branchEdges.ts).
 */
const branchLook: Form = {
  patterns: [[RESTYLE_EDGE, '$edges', '?to|in|as', '$look']],
  resolve(graph, slots) {
    const edges = branchEdges(graph, slots.edges!);
    if (!edges) throw new ReferenceFailure(`'${joinTokens(slots.edges!)}' names no arrow by its answer`, true);
    return edgeChange(graph, edges, slots.look!);
  },
};

const DETOUR = 'detour|detours|bypass|side path|side branch|side route|diversion|excursion';

/**
 * "dashed arrows for the extra PCR detour", "make the repeat-test detour red": the arrows into
 * and out of the steps the detour is named by (the way through them).
 */
const detourLook: Form = {
  patterns: [
    ['?use|draw|give|make', '?a|an', '$look', `${EDGE}|${EDGES}|style|lines`, 'for|on|along|around|through|in', '?the', '$nodes', DETOUR],
    [RESTYLE_EDGE, '?the', '$nodes', DETOUR, '?arrows|edges|lines|arrow|edge|line', '?to|in|as', '$look'],
  ],
  resolve(graph, slots) {
    const ids = new Set(resolveSelection(graph, slots.nodes!).map((n) => n.id));
    const edges = graph.edges.filter((e) => isFlowEdge(graph, e) && (ids.has(e.from) || ids.has(e.to)));
    if (edges.length === 0) throw new ReferenceFailure(`no arrow leads into or out of '${joinTokens(slots.nodes!)}'`);
    return edgeChange(graph, edges, slots.look!);
  },
};

/**
 * "colour the Discovery group blue", "make the lab lane light blue": lanes and groups are drawn
 * in the chart's one group colour, so this is refused, saying what can be coloured instead
 * (never the steps in its stead, which were not asked for).
 */
const groupColour: Form = {
  patterns: [
    ['make|colour|color|paint|fill|shade|turn|highlight|set', '?the', '?background of|box of|box around|box round|fill of|the background of', '?the', '$group', '=kind:group|lane|swimlane|phase|section|subgraph|box|band|column', '?background|box', '?to|in|with|into', '$colour'],
  ],
  resolve(graph, slots) {
    const group = findGroup(graph, slots.group!);
    if (!group || (slots.kind![0]!.lower === 'box' && !/(?:around|round)/.test(joinTokens(slots.group!)))) throw new ReferenceFailure(`'${joinTokens(slots.group!)}' names no lane or group`, true);
    colour(slots.colour!);
    throw new ReferenceFailure(`${group.kind === 'lane' ? 'lanes' : 'groups'} are drawn in the chart's one colour, so '${group.label}' cannot be coloured; to colour its steps, say "make the steps in ${group.kind} '${group.label}' ${joinTokens(slots.colour!)}"`);
  },
};

export const STYLE_FORMS: readonly Form[] = [unstyle, groupColour, edgeLook, edgesAtStep, loopLook, detourLook, branchLook, role, bold, dashedNode, partColour, nodeColour];
