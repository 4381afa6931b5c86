// Requests written before the reader was read (support/reasonAndSequenceRequests.jsonl, in the
// corpus's format: test/corpora/image-edits/README.md), in voices the other own sets do not use:
// an edit given with its reason ("because the bench is distracting", "since the label is cut"),
// edits chained by "then" and "and also", a correction said mid-sentence, negations ("don't
// recolour it, just ..."), bullet lists and letters with a greeting, panels by place in plain
// words ("the upper-left one", "the panel of right down"), sizes in cm and inches at a dpi,
// non-native phrasing ("put more bright", "make to the image a white frame") and refusals.
// Judged as the understanding bench judges the corpus. A request the reader does not read yet
// must be refused, never edited otherwise.
import { judgedRequests } from './support/judgedRequests.ts';

/** Requests not read yet, refused with a reason, never done otherwise: seq-74 by the white background's own check on the photo (BACKGROUND_NOT_REMOVABLE). */
judgedRequests('requests with reasons, sequences and negations, judged as the bench judges the corpus', 'reasonAndSequenceRequests.jsonl', ['seq-41', 'seq-74']);
