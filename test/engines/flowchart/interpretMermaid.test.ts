import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edge, edgeList, fixture, node } from './support.ts';

const mermaid = (body: string) => interpret(`flowchart TD\n${body}`, []);

function mermaidError(text: string): { reason: string; message: string } {
  try {
    interpret(text, []);
  } catch (error) {
    return { reason: (error as { reason: string }).reason, message: (error as Error).message };
  }
  throw new Error('no error');
}

describe('Mermaid flowcharts', () => {
  test('the header states the direction: TD is top to bottom, LR left to right', () => {
    expect(interpret('flowchart TD\nA --> B', []).direction).toBe('TB');
    expect(interpret('graph LR; A-->B', []).direction).toBe('LR');
    expect(interpret('flowchart BT\nA --> B', []).direction).toBe('BT');
  });

  test('each node shape gives its role, and ids are kept as written', () => {
    const g = mermaid(
      [
        'a[rect] --> b(round) --> c([stadium]) --> d[[subroutine]] --> e[(cylinder)]',
        'e --> f((X)) --> g>asym] --> h{rhombus} --> i{{hexagon}}',
        'i --> j[/parallelogram/] --> k[\\alt\\] --> l[/trapezoid\\] --> m((Start)) --> n((A long label here))',
      ].join('\n'),
    );
    const roles = Object.fromEntries(g.nodes.map((x) => [x.id, [x.label, x.role]]));
    expect(roles).toEqual({
      a: ['rect', 'process'],
      b: ['round', 'process'],
      c: ['stadium', 'terminator'],
      d: ['subroutine', 'subprocess'],
      e: ['cylinder', 'database'],
      f: ['X', 'connector'],
      g: ['asym', 'process'],
      h: ['rhombus', 'decision'],
      i: ['hexagon', 'preparation'],
      j: ['parallelogram', 'data'],
      k: ['alt', 'data'],
      l: ['trapezoid', 'process'],
      m: ['Start', 'terminator'],
      n: ['A long label here', 'process'],
    });
  });

  test('quoted labels keep brackets; <br> is a line break; entity codes are decoded', () => {
    const g = mermaid('A["text with (parens) and [brackets]"] --> B["two<br/>lines #quot;quoted#quot;"]');
    expect(node(g, 'text with (parens) and [brackets]').id).toBe('A');
    expect(node(g, 'two\nlines "quoted"').id).toBe('B');
  });

  test('chains and & make every edge they name, in order', () => {
    const g = mermaid('A --> B --> C\nA & B --> D & E');
    expect(edgeList(g)).toEqual(['A -> B', 'B -> C', 'A -> D', 'A -> E', 'B -> D', 'B -> E']);
    expect(g.edges.map((e) => e.id)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'e6']);
  });

  test('edge styles: solid, open, dotted, thick, both ends, circle and cross ends', () => {
    const g = mermaid('A --> B\nA --- C\nA -.-> D\nA ==> E\nA <--> F\nA --o G\nA --x H\nA -.- I\nA === J');
    expect(g.edges.map((e) => `${e.to}:${e.line}/${e.arrow}`)).toEqual([
      'B:solid/end',
      'C:solid/none',
      'D:dotted/end',
      'E:thick/end',
      'F:solid/both',
      'G:solid/end',
      'H:solid/end',
      'I:dotted/none',
      'J:thick/none',
    ]);
  });

  test('edge labels: -->|yes|, -- yes -->, -. maybe .->, == sure ==>', () => {
    const g = mermaid('Q{OK?} -->|yes| A\nQ -- no --> B\nQ -. maybe .-> C\nQ == "sure" ==> D');
    expect(edgeList(g)).toEqual(['OK? -> A [yes]', 'OK? -> B [no]', 'OK? -> C [maybe]', 'OK? -> D [sure]']);
    expect(edge(g, 'OK?', 'C')!.line).toBe('dotted');
    expect(edge(g, 'OK?', 'D')!.line).toBe('thick');
  });

  test('nested subgraphs become nested groups; a subgraph direction is read and not kept', () => {
    const g = mermaid('c1 --> a2\nsubgraph one [Sample prep]\n  direction LR\n  a1 --> a2\n  subgraph inner\n    b1\n  end\nend\nsubgraph "Data analysis"\n  d1\nend');
    expect(g.groups).toEqual([
      { id: 'one', label: 'Sample prep', kind: 'group' },
      { id: 'inner', label: 'inner', kind: 'group', parent: 'one' },
      { id: 'g1', label: 'Data analysis', kind: 'group' },
    ]);
    expect(node(g, 'a2').group).toBe('one');
    expect(node(g, 'c1').group).toBeUndefined();
    expect(node(g, 'b1').group).toBe('inner');
    expect(node(g, 'd1').group).toBe('g1');
    expect(g.direction).toBe('TB');
  });

  test('classDef, class, ::: and style set colours as #rrggbb; linkStyle styles links by number', () => {
    const g = mermaid(
      [
        'A:::hot --> B --> C',
        'classDef hot fill:#f96,stroke:#333,stroke-width:4px,color:white',
        'class B,C cool',
        'classDef cool fill:rgb(200, 220, 255),stroke-dasharray: 5 5',
        'style C fill:#ABCDEF,font-weight:bold',
        'linkStyle 1 stroke:#ff3,stroke-width:2px',
      ].join('\n'),
    );
    expect(g.classDefs).toEqual({ hot: { fill: '#ff9966', stroke: '#333333', strokeWidth: 4, color: '#ffffff' }, cool: { fill: '#c8dcff', dashed: true } });
    expect(node(g, 'A').classes).toEqual(['hot']);
    expect(node(g, 'C')).toMatchObject({ classes: ['cool'], style: { fill: '#abcdef', bold: true } });
    expect(g.edges[1]!.style).toEqual({ stroke: '#ffff33', strokeWidth: 2 });
    expect(g.edges[0]!.style).toBeUndefined();
  });

  test('%% comments and click lines are skipped; front matter gives the title', () => {
    const g = interpret('---\ntitle: Sample flow\n---\nflowchart LR\n%% a comment\nA --> B\nclick A "https://example.org"', []);
    expect(g.title).toBe('Sample flow');
    expect(g.nodes.map((n) => n.id)).toEqual(['A', 'B']);
  });

  test('a ```mermaid block in a prompt is read as Mermaid (copied from GitHub docs)', () => {
    const g = interpret(fixture('mermaid-github-docs.md'), []);
    expect(g.direction).toBe('LR');
    expect(edgeList(g)).toEqual(['Hard edge -> Round edge [Link text]', 'Round edge -> Decision', 'Decision -> Result one [One]', 'Decision -> Result two [Two]']);
  });

  test('a Mermaid attachment is read as Mermaid when the prompt only asks for the drawing', () => {
    const g = interpret('Draw the attached diagram as a flowchart', [{ name: 'flow.mmd', text: 'flowchart TD\n  X[Collect] --> Y[Analyse]' }]);
    expect(edgeList(g)).toEqual(['Collect -> Analyse']);
  });

  test('bad Mermaid fails with MERMAID_SYNTAX naming the line', () => {
    expect(mermaidError('flowchart TD\n  A[Start] --> B{Is it?\n  B --> C')).toEqual({ reason: 'MERMAID_SYNTAX', message: expect.stringMatching(/^line 2: .*"\{"/) });
    expect(mermaidError('flowchart TD\nA --> B\nsubgraph x\nC')).toMatchObject({ reason: 'MERMAID_SYNTAX', message: expect.stringMatching(/^line \d+: subgraph "x" is not closed/) });
    expect(mermaidError('flowchart TD\nA --> B\nend')).toMatchObject({ reason: 'MERMAID_SYNTAX', message: 'line 3: "end" without an open subgraph' });
    expect(mermaidError('flowchart TD\nA -- B')).toMatchObject({ reason: 'MERMAID_SYNTAX', message: expect.stringMatching(/^line 2: expected a link/) });
    expect(mermaidError('flowchart TD\nA --> B\nstyle A fill:notacolour')).toMatchObject({ reason: 'MERMAID_SYNTAX', message: expect.stringMatching(/^line 3: colour "notacolour"/) });
    expect(mermaidError('Intro text\n\n```mermaid\nflowchart TD\nA --> B -->\n```')).toMatchObject({ reason: 'MERMAID_SYNTAX', message: expect.stringMatching(/^line 5: /) });
  });

  test('a link to a subgraph is refused rather than drawn to a made-up node', () => {
    expect(mermaidError('flowchart TD\nA --> one\nsubgraph one\nB\nend')).toMatchObject({ reason: 'MERMAID_SYNTAX', message: expect.stringMatching(/^line 2: "one" is a subgraph/) });
  });
});
