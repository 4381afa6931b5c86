// Builders for the scenes a careful reader would draw (test/corpora/illustrations/README.md), so
// each round of own prompts states only what differs: subjects, parts, arrows, labels, title.
import type { ExpectedScene } from '../../../../bench/understanding/illustrationsJudge.ts';

type Extra = Partial<ExpectedScene>;

export const chain = (subjects: string[]): Array<[string, string]> => subjects.slice(1).map((s, i) => [subjects[i]!, s]);
export const flow = (subjects: string[], arrows: Array<[string, string]>, extra: Extra = {}): ExpectedScene => ({ layout: 'flow', title: null, subjects, parts: {}, arrows, labels: {}, ...extra });
export const loop = (subjects: string[], extra: Extra = {}): ExpectedScene => ({ layout: 'cycle', title: null, subjects, parts: {}, arrows: [...chain(subjects), [subjects.at(-1)!, subjects[0]!]], labels: {}, ...extra });
export const set = (subjects: string[], extra: Extra = {}): ExpectedScene => ({ layout: 'set', title: null, subjects, parts: {}, arrows: [], labels: {}, ...extra });
export const single = (subject: string, parts: string[] = [], extra: Extra = {}): ExpectedScene => ({ layout: 'single', title: null, subjects: [subject], parts: parts.length > 0 ? { [subject]: parts } : {}, arrows: [], labels: {}, ...extra });
export const compare = (a: string, b: string, extra: Extra = {}): ExpectedScene => ({ layout: 'comparison', title: null, subjects: [a, b], parts: {}, arrows: [], labels: {}, ...extra });
/** A comparison of any number of subjects. */
export const compareAll = (subjects: string[], extra: Extra = {}): ExpectedScene => ({ layout: 'comparison', title: null, subjects, parts: {}, arrows: [], labels: {}, ...extra });
