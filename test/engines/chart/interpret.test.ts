import { applyInstruction, InstructionError, interpretRequest } from '../../../engines/chart/interpret/index.ts';

const COLUMNS = ['weight', 'height', 'sex', 'age group', 'age', 'Dose (mg)', 'response', 'time', 'status', 'treatment', 'score', 'outcome'];

describe('chart request reader', () => {
  test('"<y> against <x> by <group>" maps y, x and the grouping column', () => {
    const { spec } = interpretRequest('Please plot weight against height by sex.', COLUMNS);
    expect(spec).toMatchObject({ y: ['weight'], x: 'height', group: 'sex' });
  });

  test('longest column name wins: "age group" is not "age"', () => {
    const { spec } = interpretRequest('Show response vs age group', COLUMNS);
    expect(spec).toMatchObject({ y: ['response'], x: 'age group' });
  });

  test('quoted column names with punctuation', () => {
    const { spec } = interpretRequest('response versus "Dose (mg)", log scale on x', COLUMNS);
    expect(spec).toMatchObject({ y: ['response'], x: 'Dose (mg)' });
    expect(spec.xAxis.scale).toBe('log');
    expect(spec.yAxis.scale).toBe('linear');
  });

  test('several series against one x', () => {
    const { spec } = interpretRequest('weight and height against age', COLUMNS);
    expect(spec).toMatchObject({ y: ['weight', 'height'], x: 'age' });
  });

  test('several series over one x ("AAPL and MSFT over Date")', () => {
    const { spec } = interpretRequest('line chart of weight and height over age', COLUMNS);
    expect(spec.y).toEqual(['weight', 'height']);
    expect(spec.x).toBe('age');
  });

  test('chart type words choose the type; chart_types wins over them', () => {
    expect(interpretRequest('a box plot of weight by sex', COLUMNS)).toMatchObject({ spec: { type: 'boxplot', group: 'sex' }, typeGiven: true });
    expect(interpretRequest('Kaplan-Meier curves, time time, status status, by treatment', COLUMNS).spec).toMatchObject({
      type: 'kaplan_meier',
      roles: { time: 'time', event: 'status' },
      group: 'treatment',
    });
    expect(interpretRequest('a box plot of weight by sex', COLUMNS, ['violin']).spec.type).toBe('violin');
    expect(interpretRequest('weight against height', COLUMNS).typeGiven).toBe(false);
  });

  test('roles: "<column> as the outcome", "score column score"', () => {
    const { spec } = interpretRequest('ROC curve with score column score and outcome as the truth', COLUMNS);
    expect(spec.type).toBe('roc');
    expect(spec.roles).toMatchObject({ score: 'score', truth: 'outcome' });
  });

  test('title, axis labels, legend, ranges, reference lines, annotations, summaries', () => {
    const { spec } = interpretRequest(
      'Bar chart of response by treatment. Title "Response to treatment". Y axis label "Response (%)". ' +
        'No legend. y range 0 to 120. Horizontal line at y = 50 labelled "threshold". ' +
        'Annotate "outlier" at (2, 110). Mean with SEM, show points.',
      COLUMNS,
    );
    expect(spec).toMatchObject({
      type: 'bar',
      title: 'Response to treatment',
      yAxis: { label: 'Response (%)', range: [0, 120] },
      legend: 'none',
      referenceLines: [{ axis: 'y', value: 50, label: 'threshold' }],
      annotations: [{ text: 'outlier', x: 2, y: 110 }],
      aggregate: 'mean',
      errorBars: 'sem',
      showPoints: true,
    });
  });

  test('columns named without a role are kept in order for the chart type', () => {
    const { spec } = interpretRequest('histogram of weight', COLUMNS);
    expect(spec).toMatchObject({ type: 'histogram', mentioned: ['weight'] });
  });
});

describe('columns a request states must be columns of the data', () => {
  const MSFT = { names: ['Date', 'Open', 'High', 'Low', 'Close', 'Volume', 'Adj. Close*'], timeColumns: ['Date'], values: new Set<string>() };
  const refusal = (text: string, columns: Parameters<typeof interpretRequest>[1] = MSFT): InstructionError => {
    try {
      interpretRequest(text, columns);
    } catch (err) {
      if (err instanceof InstructionError) return err;
      throw err;
    }
    throw new Error(`"${text}" was not refused`);
  };

  test('an inflection of exactly one column names it; "time" is the one date column', () => {
    expect(interpretRequest('closing price of MSFT over time', MSFT).spec).toMatchObject({ y: ['Close'], x: 'Date' });
    expect(interpretRequest('opening and closing prices over the date', MSFT).spec).toMatchObject({ y: ['Open', 'Close'], x: 'Date' });
    expect(interpretRequest('histogram of volumes', MSFT).spec.mentioned).toEqual(['Volume']);
    expect(interpretRequest('plot this over time', MSFT).spec).toMatchObject({ y: [], x: 'Date' });
  });

  test('a side that names no column is refused with the words and the columns, never replaced', () => {
    const err = refusal('price of gold over time');
    expect(err.reason).toBe('COLUMN_NOT_FOUND');
    expect(err.message).toContain('"price of gold"');
    expect(err.details).toEqual({ columns: MSFT.names, unmatched: 'price of gold' });
    expect(refusal('Close against bananas').details).toMatchObject({ unmatched: 'bananas' });
    expect(refusal('Close and gold over Date').details).toMatchObject({ unmatched: 'gold' });
    expect(refusal('weight against height coloured by country', COLUMNS).details).toMatchObject({ unmatched: 'country' });
  });

  test('two candidates are a refusal naming both', () => {
    const twoDates = { ...MSFT, names: [...MSFT.names, 'Settled'], timeColumns: ['Date', 'Settled'] };
    expect(refusal('Close over time', twoDates)).toMatchObject({ reason: 'COLUMN_AMBIGUOUS', details: { candidates: ['Date', 'Settled'] } });
    expect(refusal('doses against weight', ['dose', 'dosed', 'weight'])).toMatchObject({ reason: 'COLUMN_AMBIGUOUS', details: { candidates: ['dose', 'dosed'] } });
  });

  test('requests that state no columns, and phrases about values, keep the automatic choice', () => {
    expect(interpretRequest('plot this', MSFT).spec).toMatchObject({ y: [], mentioned: [] });
    expect(interpretRequest('plot this', MSFT).spec.x).toBeUndefined();
    expect(interpretRequest('a histogram', MSFT).spec.type).toBe('histogram');
    expect(interpretRequest('show points over the boxes', MSFT).spec.y).toEqual([]);
    expect(interpretRequest('compare drug vs placebo', { names: ['arm', 'value'], timeColumns: [], values: new Set(['drug', 'placebo']) }).spec.y).toEqual([]);
    expect(interpretRequest('mean weight and SEM against sex', COLUMNS).spec).toMatchObject({ y: ['weight'], x: 'sex', errorBars: 'sem' });
    expect(interpretRequest('differential expression of treated vs control', COLUMNS).spec.y).toEqual([]);
    expect(interpretRequest('a dendrogram of the cars labelled by sex', COLUMNS).spec.y).toEqual([]);
    expect(() => interpretRequest('bananas vs apples', COLUMNS)).toThrow(expect.objectContaining({ reason: 'COLUMN_NOT_FOUND' }));
    expect(() => interpretRequest('box plot of weight, height and girth', COLUMNS)).toThrow(expect.objectContaining({ details: expect.objectContaining({ unmatched: 'girth' }) }));
  });

  test('an edit naming a column the data lacks fails the same way', () => {
    const parent = interpretRequest('Close over Date', MSFT).spec;
    expect(() => applyInstruction(parent, 'plot price of gold against Date', MSFT)).toThrow(expect.objectContaining({ reason: 'COLUMN_NOT_FOUND' }));
  });
});

describe('edit instructions', () => {
  const parent = interpretRequest('scatter of weight against height by sex', COLUMNS).spec;

  test('an edit changes what it says and nothing else', () => {
    const edited = applyInstruction(parent, 'Use a log scale on the y axis; title "Allometry"', COLUMNS);
    expect(edited).toEqual({ ...parent, title: 'Allometry', yAxis: { ...parent.yAxis, scale: 'log' } });
    expect(parent.title).toBeUndefined();
  });

  test('legend position and removing reference lines', () => {
    const withLine = applyInstruction(parent, 'add a horizontal line at y = 3', COLUMNS);
    expect(withLine.referenceLines).toEqual([{ axis: 'y', value: 3 }]);
    const moved = applyInstruction(withLine, 'move the legend to the bottom. remove the reference lines', COLUMNS);
    expect(moved).toMatchObject({ legend: 'bottom', referenceLines: [] });
  });

  test('an instruction it cannot apply fails with a reason, never a silent no-op', () => {
    expect(() => applyInstruction(parent, 'make it pop', COLUMNS)).toThrow(InstructionError);
    try {
      applyInstruction(parent, 'title "ok". make it sparkle', COLUMNS);
    } catch (err) {
      expect(err).toBeInstanceOf(InstructionError);
      expect((err as InstructionError).reason).toBe('INSTRUCTION_NOT_UNDERSTOOD');
      expect((err as InstructionError).message).toContain('make it sparkle');
    }
    expect.assertions(4);
  });

  test('an edit may ask for another chart type among those its request allowed, never one outside them', () => {
    expect(applyInstruction(parent, 'make it a pie chart', COLUMNS).type).toBe('pie');
    expect(() => applyInstruction(parent, 'make it a pie chart', COLUMNS, ['scatter', 'line'])).toThrow(expect.objectContaining({ reason: 'CHART_TYPE_FIXED', details: expect.objectContaining({ asked: 'pie', chart_types: ['scatter', 'line'] }) }));
  });
});

describe('method words', () => {
  const read = (text: string) => interpretRequest(text, COLUMNS).spec.methods ?? {};
  test('correlation coefficients', () => {
    expect(read('scatter of weight against height with Spearman rho').correlation).toBe('spearman');
    expect(read("weight vs height, Kendall's tau").correlation).toBe('kendall');
    expect(read('Pearson correlation of weight and height').correlation).toBe('pearson');
    expect(read('tau-c of weight and height').unavailable).toBe('tau-c');
  });
  test('meta-analysis models', () => {
    expect(read('forest plot, fixed effects').meta).toBe('fixed');
    expect(read('forest plot, common-effect model').meta).toBe('fixed');
    expect(read('forest plot, random effects (DerSimonian-Laird)').meta).toBe('random');
    expect(read('forest plot with REML').unavailable).toMatch(/REML/);
  });
  test('fits: a linear fit is a model, not a linear axis', () => {
    expect(read('weight against height with LOESS').fit).toBe('loess');
    expect(read('weight against height, cubic').fit).toBe('cubic');
    expect(read('weight against height, polynomial of degree 2').fit).toBe('quadratic');
    expect(read('scatter with a trend line').fit).toBe('linear');
    expect(read('weight against height, polynomial').unavailable).toMatch(/degree/);
    const parent = interpretRequest('regression of weight against height, log scale', COLUMNS).spec;
    const edited = applyInstruction(parent, 'use a linear fit', COLUMNS);
    expect(edited.yAxis.scale).toBe('log');
    expect(edited.methods?.fit).toBe('linear');
  });
  test('z-scores and clustering', () => {
    expect(read('heatmap, z-score by row')).toMatchObject({ zScore: 'row' });
    expect(read('heatmap, z-scored within columns')).toMatchObject({ zScore: 'column' });
    expect(read('heatmap, cluster rows and columns').cluster).toEqual({ rows: true, columns: true });
    expect(read('heatmap, cluster the rows').cluster).toEqual({ rows: true, columns: false });
    expect(read('clustered heatmap').cluster).toEqual({ rows: true, columns: true });
  });
  test('edits accept method words; "count" as a column name is not a summary', () => {
    const parent = interpretRequest('forest plot', COLUMNS).spec;
    expect(applyInstruction(parent, 'random effects', COLUMNS).methods?.meta).toBe('random');
    expect(applyInstruction(parent, 'use Spearman', COLUMNS).methods?.correlation).toBe('spearman');
    expect(applyInstruction(parent, 'cluster rows', COLUMNS).methods?.cluster).toEqual({ rows: true, columns: false });
    expect(interpretRequest('count against date', ['count', 'date']).spec.aggregate).toBeUndefined();
  });
});
