// Requests written in researchers' voices before the reader was read (support/ownEditRequests.jsonl,
// in the corpus's format: test/corpora/image-edits/README.md), judged as the understanding bench
// judges the corpus: each runs on a figure of its kind as a client sends it, and the result is the
// steps a careful assistant would run, or a refusal that names what would do it. A request the
// reader does not read yet must be refused, never edited otherwise.
import { judgedRequests } from './support/judgedRequests.ts';

/** Requests not read yet: refused with a reason, never done otherwise. */
judgedRequests("requests in researchers' voices, judged as the bench judges the corpus", 'ownEditRequests.jsonl', ['own-28', 'own-40']);
