// The flowchart's title: "title it 'X'", "call the chart X", "set the title to X", "remove the
// title", "no title".
import type { Form } from '../form.ts';
import { ReferenceFailure } from '../references.ts';
import { writtenText } from '../text.ts';

const CHART = 'it|the flowchart|the chart|the diagram|the figure|the graph|the flow|this|this chart|this flowchart|this diagram';

const title: Form = {
  patterns: [
    ['set|change|make', '?the', 'title', '?of it|of the chart|of the flowchart|of the diagram', 'to|as|into', '$title'],
    ['title|call|name|entitle', CHART, '?as', '$title'],
    ['add|give|use|put', '?it', '?a|the', 'title', '?of|saying|reading|:', '$title'],
    ['title', ':', '$title'],
  ],
  resolve(graph, slots) {
    const text = writtenText(slots.title!, 'title');
    return { key: `title ${text}`, run: () => void (graph.title = text) };
  },
};

/**
 * "make the title 'Plasma handling'", "title 'Chest pain pathway'", "a title 'Sepsis'": the
 * title given in quotes, no "to" before it.
 */
const quotedTitle: Form = {
  patterns: [['?set|change|make|and|with|new', '?the|a', 'title|retitle', '$title']],
  resolve(graph, slots) {
    const words = slots.title!;
    if (words.length !== 1 || !words[0]!.quoted) throw new ReferenceFailure(`'${words.map((t) => t.text).join(' ')}' is not a quoted title`);
    const text = writtenText(words, 'title');
    return { key: `title ${text}`, run: () => void (graph.title = text) };
  },
};

const untitled: Form = {
  patterns: [
    ['remove|delete|drop|erase|clear|hide', '?the|its', 'title', '?of it|of the chart|of the flowchart|of the diagram'],
    ['no|without', '?a|the', 'title'],
    ['untitle', '?it'],
  ],
  resolve(graph) {
    if (graph.title === undefined) throw new ReferenceFailure('the flowchart has no title');
    return { key: 'untitle', run: () => delete graph.title };
  },
};

export const TITLE_FORMS: readonly Form[] = [untitled, title, quotedTitle];
