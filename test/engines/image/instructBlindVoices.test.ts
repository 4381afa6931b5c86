// Eighty-two requests written before the reader was read (support/blindVoiceRequests.jsonl, in the
// corpus's format: test/corpora/image-edits/README.md), in voices the other own sets do not use:
// what a reviewer or a colour-blind reader cannot tell apart, what the writer marked in the mask,
// sizes a journal requires of the file it is sent, numbers in words, typos ("boarder", "roate",
// "contarst"), non-native word order, dictated punctuation, several edits in one sentence, and
// refusals. Judged as the understanding bench judges the corpus, on a figure of each kind with a
// mask where one was sent. A request the reader does not read yet must be refused, never edited otherwise.
import { judgedRequests } from './support/judgedRequests.ts';

/** Requests not read yet: refused with a reason, never done otherwise. */
judgedRequests('requests in voices the other sets do not use, judged as the bench judges the corpus', 'blindVoiceRequests.jsonl', ['voice-50', 'voice-79']);
