// How a chart version's request or instruction was read, from what its job stored: each phrase
// and the part of the chart it made, and who read it (the rules, or a configured model). Older
// versions kept no reading.
import { readingPhrases, storedReading, type ChartSpec, type ReadingPhrase } from '../../engines/chart/index.ts';

export interface ChartReading {
  phrases: ReadingPhrase[];
  by: string;
}

/** `params` as job_inputs keeps them; an edit was read from its instruction, a generation from its request. */
export function chartReadingOf(params: Record<string, unknown>, isEdit: boolean): ChartReading | undefined {
  const read = storedReading(params.reading);
  if (!read) return undefined;
  const text = isEdit ? params.instruction : params.request;
  const phrases = readingPhrases(typeof text === 'string' ? text : undefined, read, params.spec as ChartSpec | undefined);
  return phrases.length === 0 ? undefined : { phrases, by: read.by };
}
