// `npm run explain -- chart DATA_FILE "REQUEST" ["EDIT"...]` or `npm run explain -- flowchart
// "PROMPT" ["EDIT"...]`: how a reader reads a request: which words made which part of the figure,
// what it would draw, or the refusal a client would get, word for word. Each EDIT is applied in turn.
import { explainChart } from './explain/chart.ts';
import { explainFlowchart } from './explain/flowchart.ts';

const [kind, ...args] = process.argv.slice(2);
if (kind === 'chart' && args.length >= 2) await explainChart(args[0]!, args[1]!, args.slice(2));
else if (kind === 'flowchart' && args.length >= 1) explainFlowchart(args[0]!, args.slice(1));
else {
  console.error('usage: npm run explain -- chart DATA_FILE "REQUEST" ["EDIT" ...]\n       npm run explain -- flowchart "PROMPT" ["EDIT" ...]');
  process.exit(2);
}
