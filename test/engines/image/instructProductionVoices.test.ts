// Requests in the corpus's format (support/productionVoiceRequests.jsonl; test/corpora/image-edits/
// README.md): pv-01 to pv-80 written before the reader was read, pv-81 on after, on words with two
// meanings ("drop", "cut", "lose", "portrait", "soft") and edits of one part. Voices the other own sets do not
// use: a technician's lab-log shorthand ("rot 90 cw", "pnl C only", "invert LUT"), reviewers'
// comments and journal production emails pasted whole with greeting and signature, a journal's
// requirement with the figure as its subject ("Figure must be 3.5 inches wide at 300 dpi"),
// non-native English ("the picture of down left"), dictated speech ("comma", "new line",
// "open brackets"), typos, and refusals. Judged as the understanding bench judges the corpus. A
// request the reader does not read yet must be refused, never edited otherwise.
import { judgedRequests } from './support/judgedRequests.ts';

/**
 * Requests not read yet: refused with a reason, never done otherwise. "rot" is an English word
 * (pv-01); "autocrop" (pv-08) and "invert LUT" (pv-10) are a tool's words; "the picture of down
 * left" and "the two figures of below" (pv-27, pv-31); a lone dictated "comma" or "new line"
 * (pv-37, pv-38: one spoken mark alone may be a word); "make the room disappear" (pv-55); "look
 * photocopied" (pv-56); "A+B only, drop bottom row" (pv-75: the row is dropped from the crop's
 * result); a panel supplied "as Figure S2" (pv-78).
 */
judgedRequests('requests from technicians, reviewers and production offices, judged as the bench judges the corpus', 'productionVoiceRequests.jsonl', [
  'pv-01', 'pv-08', 'pv-10', 'pv-27', 'pv-31', 'pv-37', 'pv-38', 'pv-55', 'pv-56', 'pv-75', 'pv-78',
]);
