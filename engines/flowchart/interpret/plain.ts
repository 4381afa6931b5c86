// Plain-language steps (docs/flowchart-requests.md, "Steps in words"): lists and sentences read
// in order into one flow. The flow's open ends ("tails") are what the next step joins; decisions,
// parallel branches and loops change them. Every split is a plain scan or a regex without nested
// repetition, so an 8,000-character prompt is read in milliseconds whatever it holds.
import { isAdjective, isNumberSignStop, restoreSpans, sameWord, threshold, tokens } from '../../language/index.ts';
import { FlowchartError } from '../errors.ts';
import { said as quoting, saidAs } from '../../shared/said.ts';
import { nodeById, type EdgeLine, type FlowNode, type NodeRole } from '../model.ts';
import type { EdgeOptions, GraphBuilder } from './builder.ts';
import type { Block } from './outline.ts';
import { coordinateClauses, imperativeClauses, isVerb, leadingVerb, leadsWithStepVerb, startsWithVerb, withoutNarration } from './verbs.ts';
import { asOrder, asOrders, nounLedSteps, passiveSteps, verbAndVerb, withVerbLeftOut } from './actions.ts';
import { alternativeAction, areOpposites, asQuestion, conditionSplit, firstMatch, opensWithConditionHolding, OTHERS_LEAD, OTHERWISE, withIfLead } from './conditions.ts';
import { ASSESSING, outcomePhrase, questionOn } from './outcomes.ts';
import { outcomeRun, SEQUENCE_NAME } from './oneStepPerBox.ts';
import { CLAUSE_COMMA, splitOutsideBrackets } from './brackets.ts';
import { capitalise, isGenericIntro, isTerminatorWords, normalise, roleFromWords, TITLE_WORDS } from './words.ts';
import { stripConnectives } from './connectives.ts';
import { thenBeforeSubject } from './subjectThen.ts';
import { withReferent } from './referents.ts';
import { isRetry } from './retry.ts';

interface Tail {
  id: string;
  label?: string;
  line?: EdgeLine;
}

interface PendingReference {
  from: Tail[];
  ref: string;
  /** "go back", "return", "repeat": the step is one already written. */
  backward: boolean;
  /** Nodes that existed when the reference was written (a backward reference looks only at them). */
  before: number;
  label?: string;
}

interface OpenDecision {
  node: FlowNode;
  branchTails: Tail[];
  labels: Set<string>;
  /** Open ways of an outer decision whose branch asked this question: they go on with this one's outcomes. */
  carried?: Tail[];
}

const GOTO = /^(go back to|return to|loop back to|loop to|back to|start again (?:from|at)|restart (?:from|at)|go to|jump to|continue (?:with|to|at|from)|proceed (?:to|with)|move on to|skip to)\s+(.+)$/i;
const CONTINUE = /^(?:continue|proceed|carry on|go on|move on|keep going|next step|continue to the next step|proceed to the next step)$/i;
const REPEAT = /^(?:repeat|iterate|redo)\b\s*(.*)$/i;
/**
 * "measure OD600 every 30 min until it hits 0.6", "take a sample every 4 h, repeating until 12 h":
 * a step done at intervals, or said to repeat, until a condition: a loop, not one box. A step
 * after commas ("soak, change the buffer every 2 h until ...") is left to the comma steps' reading.
 */
const PERIODIC_UNTIL = /^([^,;]+?\bevery\s+(?:other\s+|\d[\d.–-]*\s*)?[a-z]+|[^,;]+?(?=,?\s+(?:and\s+)?repeat(?:ing)?\s+until\b)),?\s+(?:and\s+)?(?:repeat(?:ing)?\s+)?until\s+(\S.*)$/i;
/** "every 4 hours", "every other day", "hourly": a step done at intervals. */
const AT_INTERVALS = /\bevery\s+(?:other\s+|\d[\d.–-]*\s*)?(?:min(?:ute)?s?|hours?|h|hrs?|days?|d|weeks?|months?)\b|\b(?:hourly|daily|weekly|monthly)\b/i;
/** "|yes| resus bay": an arrow's label, as withLinkLabels writes it, before the step it leads to. */
const LINK_LABEL = /^\|([^|]{1,40})\|\s*/;

/**
 * "A --yes--> B", "A -- yes --> B", "A -->|yes| B", "A ==sure==> B": Mermaid's labelled arrows
 * written in prose, as a plain arrow and the label before the step it leads to ("A --> |yes| B").
 */
function withLinkLabels(text: string): string {
  return text
    .replace(/\s*(--|==)\s*([^-=<>|\s][^-=<>|]{0,38}?)\s*(-->|==>)\s*/g, ' $3 |$2| ')
    .replace(/\s*(-{1,2}>|={1,2}>|→)\s*\|\s*([^|]{1,40}?)\s*\|\s*/g, ' $1 |$2| ');
}

/** "go straight to X", "skip to X": the flow goes on at X, leaving out what the other branch does. */
const SKIP_TO = /^(?:(?:go|goes|move|jump|proceed)\s+(?:straight|directly)|skip(?:\s+straight)?)\s+(?:on\s+)?to\s+(\S.*)$/i;
const DEPENDING = /^(?:depending on|based on|according to)\s+/i;
/** "Discharge the same day unless X, in which case admit overnight": a step, then "unless" and its condition, then what is done when it holds. */
const UNLESS_AFTER = /^([^,;]{3,}?)\s*,?\s+unless\s+([^,;]{3,}?)(?:\s*[,;]\s*in\s+which\s+case\s+([^,;]+))?$/i;
const PARALLEL_LEAD = /^(?:in parallel|simultaneously|at the same time|concurrently|meanwhile, in parallel)\s*[:,]?\s*/i;
const PARALLEL_TAIL = /\s+(?:in parallel|at the same time|simultaneously|concurrently)$/i;
/** "FBC, U&Es and ECG done in parallel", "... sent at the same time": steps listed, then said to be done together. */
const PARALLEL_DONE = /\s+(?:(?:are|is|get|gets|all|both)\s+)*(?:done|sent|run|taken|performed|carried out|requested|ordered|processed|drawn)\s+(?:in parallel|at the same time|simultaneously|concurrently)$/i;
const MERGE = /^(?:merge|join|rejoin|converge|combine)(?:\s+(?:them|the branches|branches|the paths|paths|all|both|together|here))?$/i;
/** "(e.g. cauda equina symptoms)", "(such as A or B)": examples in brackets. */
const EXAMPLES = /\s*\((?:e[.\uE002]\s?g[.\uE002]?|eg\b|for example|such as)[^()]*\)/gi;

/** An outcome's words without its examples: what labels its arrow. */
function withoutExamples(outcome: string): string {
  return outcome.replace(EXAMPLES, ' ').replace(/\s{2,}/g, ' ').trim() || outcome;
}
/** "Do not centrifuge", "Don't vortex", "Never let the column dry": what not to do in the step before. */
const CAUTION = /^(?:do\s+not|don['’]t|never|avoid)\s+\S+(?:\s+\S+){0,6}$/i;
const NOTE = /^(?:note|nb|n\.b\.|comment)\s*[:–-]\s*(.+)$/i;
const BRANCH = /^(?:if\s+)?(yes|no|true|false)\b[\s,:–>→=-]*(.*)$/i;

/**
 * "yes: A", "no → B", "if no, B": an answer and its step; not "no rise → discharge", where "no"
 * with only a space after it negates the words before the arrow (a result, not an answer).
 */
function answerBranch(text: string): RegExpExecArray | null {
  const m = BRANCH.exec(text);
  if (!m || !/^(?:no)\s+\S/i.test(text) || /^no\s*[,:–>→=-]/i.test(text)) return m;
  const negated = /^no\s+([\p{L}-]+(?:\s+[\p{L}-]+){0,2})\s*(?:-{1,2}>|={1,2}>|→|⇒)/iu.exec(text);
  return negated && !startsWithVerb(negated[1]!) ? null : m;
}
/** "For a release, tag the version": what the steps are for, not a step. */
const PURPOSE_LEAD = /^for\s+(?:a|an|the|each|every)\s+[\w-]+(?:\s+[\w-]+)?,\s*(?=\S)/i;
/** "After fluids, ...": a sentence that names the step it follows. */
/** "Samples with a call rate below 98% were excluded", "tiles with < 50% tissue were discarded". */
// "Any mouse losing more than 20% of its weight is culled": a participle ("losing", "scoring") says which too.
const DROPPED_WHEN = /^((?:the\s+|all\s+|any\s+)?[\w-]+(?:\s+[\w-]+)?)\s+((?:with|whose|that had|that have|showing|having|[a-z]+ing)\s+.+?)\s+(?:were|was|are|is)\s+(excluded|discarded|removed|dropped|rejected|filtered out|culled|euthani[sz]ed|withdrawn)(\s+(?:from|at)\s+[^,;]+)?$/i;
const PARTICIPLE_BASE: Readonly<Record<string, string>> = {
  excluded: 'exclude',
  discarded: 'discard',
  removed: 'remove',
  dropped: 'drop',
  rejected: 'reject',
  'filtered out': 'filter out',
  culled: 'cull',
  euthanised: 'euthanise',
  euthanized: 'euthanize',
  withdrawn: 'withdraw',
};
/** "Samples whose reported sex does not match go to the exclusion list", "Heterozygosity outliers (> 3 SD) also go to the exclusion list". */
const SENT_WHEN =
  /^((?:the\s+|all\s+|any\s+)?[\w-]+(?:\s+[\w-]+)?(?:\s+\([^)]*\))?)\s+((?:with|whose|that|which|showing|having)\s+.+?)?\s*(also\s+)?(?:go|are sent|are moved|are added|are referred|get sent)\s+(?:straight\s+)?(?:to|into|onto)\s+(.{2,60})$/i;
/** "Review the scan: | abnormal | → | discuss at MDT |, | normal | → | discharge": a step, then two outcomes in arrows. */
const STEP_THEN_PAIR = /^([^:→;]{3,60}?):\s*([^:→;,]{1,40}?)\s*(?:-{1,2}>|→)\s*([^;→,]+?)\s*[,;]\s*([^:→;,]{1,40}?)\s*(?:-{1,2}>|→)\s*([^;→,]+)$/;
/** "Abstracts averaging 7 or more | are accepted", "Referrals with red flags | go to ...": things picked out by a condition, and what is done to them. */
const PICKED_OUT = /^((?:the\s+|all\s+|any\s+)?[\w-]+(?:\s+[\w-]+)?)\s+((?:with|without|whose|that|which|who|showing|having|[a-z]+ing)\s+.+?)\s+(?:also\s+)?((?:are|is|were|was|get|gets|go|goes)\s+\S.*)$/i;
/** "the rest are rejected", "the others are booked routinely": what is done to those not picked out. */
const THE_REST = /^(?:(?:while|whereas|and)\s+)?(?:the\s+)?(?:rest|others|remainder|remaining(?:\s+[\w-]+)?)\s+(\S.*)$/i;
/** "The others continue", "the rest go on": the flow goes on from the last decision's No. */
const OTHERS_GO_ON = /^(?:the\s+)?(?:others|rest|remaining(?:\s+\w+)?)\s+(?:continue|go on|proceed|carry on|move on|stay)(?:\s+to the next step|\s+(?:on|in)\s+the\s+(?:study|trial|diet|protocol|flow))?$/i;
/** "Patients are randomised (1:1:1) to three arms: A, B or C". */
const ARMS =
  /^(.*?\b(?:randomi[sz]ed|allocated|assigned|split|divided))\s+(?:\(?\s*\d(?:\s*:\s*\d)+\s*\)?\s+)?(?:to|into|between)\s+(?:(two|three|four|five|six|seven|eight|\d)\s+)?(?:(?:treatment|study|parallel)\s+)?(?:arms|groups)\s*[:,(-]?\s*(\S.*?)\)?$/i;
/** "then randomised 1:1 to physiotherapy or a booklet": arms named as alternatives, with no word "arms". */
const ARMS_OR = /^(.*?\b(?:randomi[sz]ed?|randomly (?:assign|allocate)d?|allocated?|assign(?:ed)?))\s+(\(?\s*\d(?:\s*[:\uE003]\s*\d)+\s*\)?\s+)?(?:to|between)\s+(?:receive\s+|either\s+)*((?:[^,;]{1,40},\s*)*[^,;]{1,40}\s+or\s+[^,;]{1,40})$/i;
/** The verbs that send what the flow carries down several arms at once. */
const FANS_OUT = /^(?:randomi[sz](?:e|ed|ation)|allocat(?:e|ed|ion)|assign(?:ed|ment)?|split)\b/i;
/** "139, 140 and 138 were allocated to placebo, 10 mg and 20 mg respectively". */
const RESPECTIVELY = /^(.+?)\s+(?:were|was|are|is)\s+(.+?)\s+(?:to|into|in|as|for)\s+(.+?),?\s+respectively$/i;
/** Steps that end the path they are on when they are a decision's outcome. */
const ENDS_ITS_PATH = /^(?:discard|dispose of|exclude|euthani[sz]e|terminate|abort|withdraw|reject|cancel)\b|^stop(?=\s+and\b|\s*$)/i;
/** "For both consider/offer: ...", "For the urgent and routine groups, ...": steps for some of the open branches only. */
const FOR_BRANCHES = /^for\s+(?:both|all|each(?:\s+of)?)?\s*(?:the\s+)?([^:,]{1,60}?)(?:\s+(?:branches|arms|groups|paths|outcomes|cases))?\s*[:,]\s*(\S.*)$/i;
/** "Urgent and routine both go to initial assessment": where some of the open branches go next. */
const BRANCHES_GO = /^(.{1,80}?)\s+(?:both|all)\s+(?:go|proceed|continue|move|are sent)\s+(?:on\s+)?(?:to|into)\s+(\S.*)$/i;
/** "- urgent → appointment within 2 weeks": an item that is an outcome and what follows it. */
const OUTCOME_ITEM = /^(.{1,60}?)\s*(?:-{1,2}>|={1,2}>|→|⇒)\s*(\S.*)$/;
/** "urgent: see within 2 weeks": an outcome of one to four words with no number, and what follows it. */
const OUTCOME_NAMED = /^((?:[^\s:\d]+\s+){0,3}[^\s:\d]+)\s*:\s*(\S.*)$/;
/** "into one of four outcomes", "into three grades": how many outcomes the items below give. */
const ONE_OF = /\s+(?:in)?to\s+(?:one of\s+)?(two|three|four|five|six|seven|eight|\d)\s+((?:[a-z-]+\s+)?[a-z-]+s)\s*:?\s*$/i;
/** "it is above the 99th centile", "they match": a condition whose subject is the thing just named. */
const PRONOUN_SUBJECT = /^(?:it|they|this|these)\b(?!\s+(?:is|are)\s+(?:not\s+)?(?:possible|necessary|needed|required|unclear|likely|unlikely)\b)/i;
/** "they " in "if they match": the subject standing for the thing just asked about. */
const PRONOUN_SUBJECT_WORD = /^(?:it|they|he|she)\s+/i;
/** "do", "is", "can" alone: the question asked again, answered yes. */
const AUXILIARY_ALONE = /^(?:is|are|does|do|did|can|has|have|will|was|were)$/i;
/** "do not", "isn't", "cannot": the question asked again, answered no. */
const AUXILIARY_NOT = /^(?:(?:is|are|does|do|did|can|has|have|will|was|were)\s+not|isn['’]t|aren['’]t|doesn['’]t|don['’]t|didn['’]t|can['’]t|cannot|hasn['’]t|haven['’]t|won['’]t|wasn['’]t|weren['’]t)$/i;
/** "Everyone ends with ...", "In all cases ...": every branch, those set aside included. */
const EVERYONE = /^(?:everyone|everybody|all (?:patients|participants|samples|subjects|of them)|in (?:all|every) cases?|whatever the (?:outcome|result))\b/i;
/** "While the column is still coloured, wash it": a condition, then the step done as long as it holds. */
const WHILE_STATE = /^while\s+([^,]{3,80}?),\s*(\S.*)$/i;
/** A state that holds or not: "is still coloured", "remains cloudy", "is above 5", "there are images left". */
const STATE = /\b(?:still|remains?|persists?|left)\b|^there\s+(?:is|are)\b|\b(?:is|are)\s+(?:not\s+)?(?:above|below|over|under|greater|less|higher|lower|more|fewer)\b|\b(?:is|are)\s+(?:not\s+)?[a-z-]+(?<!ing)\s*$/i;
/** "while the samples are incubating", "while it spins": what goes on meanwhile, no loop. */
const DURING = /\b(?:is|are)\s+(?:still\s+)?[a-z-]+ing\b|\b(?:waiting|meanwhile)\b/i;
/** "and recheck", "and re-measure": an earlier step's verb with "re-", after "and". */
const REDO = /(\band\s+)re-?(check|test|measure|assess|weigh|scan|count|stain|image|culture|sample|titrate|examine|review|score)\b/gi;
/** "If so, ...", "If it has, ...": an answer to a question, or to the check just read. */
const ANSWER_TO_CHECK = /^if\s+(?:so|yes|it\s+(?:is|does|has|did|was)|they\s+(?:are|do|have|did|were))\s*[,:]\s*(?=\S)/i;
/** "Check whether the sample is haemolysed", "See if it has lost weight": a step that asks a question. */
const CHECK_WHETHER = /^(?:check|see|determine|assess|confirm|find\s+out|establish|verify|ask)\s+(?:whether|if)\s+(\S.{2,})$/i;
const SEE_DOCS = ' (see docs/flowchart-requests.md).';
/** "In both cases, give the leaflet", "Either way, ...": words that lead the next step from every branch, no part of its box. */
const BRANCHES_MEET = /^(?:in\s+(?:both|either|all|any|every)\s+cases?|whatever\s+the\s+(?:outcome|result)|regardless(?:\s+of\s+the\s+(?:outcome|result))?)\b[\s,:]*(?=\S)/i;
/** "The call is logged in every case": the same words ending the step. */
const BRANCHES_MEET_AFTER = /,?\s+(?:in\s+(?:both|either|all|any|every)\s+cases?|whatever\s+the\s+(?:outcome|result)|regardless(?:\s+of\s+the\s+(?:outcome|result))?)$/i;
/** "If X, A; then C", "...; in both cases C": a clause after a semicolon that goes on after every branch of the decision. */
const AFTER_EVERY_BRANCH = /\s*;\s*(?=(?:and\s+)?then\b|in\s+(?:both|either|all|any|every)\s+cases?\b|whatever\s+the\s+(?:outcome|result)\b|regardless\b)/i;
/** "goals met → discharge; not met → refer" (also "-> A; if not met -> B"). */
const NEGATED_PAIR = /^(?!if\b)([^;→>]{3,80}?)\s*(?:-{1,2}>|→)\s*([^;]+?)\s*;\s*(?:if\s+)?(not|no)\s+(\w+)[^;→>]{0,40}?\s*(?:-{1,2}>|→)\s*(\S[^;]*)$/i;
/** "all three paths finish at End", "both branches go to discharge": where every open way goes. */
const ALL_PATHS = /^(?:all|both|the)\s+(?:(two|three|four|five|six|\d)\s+)?(?:paths|branches|routes|arms|outcomes)\s+(?:then\s+)?(?:finish|end|go|lead|converge|join|meet|continue|rejoin)\s+(?:up\s+)?(?:at|in|to|into|with|on\s+to)\s+(\S.*)$/i;
/** "merge", "merge straight away": a verb alone, perhaps with when. */
const SHORT_STEP = /^([a-z-]+)(?:\s+(?:straight away|right away|now|directly|immediately|at once|straight))?$/i;
/** "the locus goes to functional follow-up", "all three arms then go into the analysis": what the flow carries is sent on, a jump as "go to" is. */
const SUBJECT_GOES = /^(?:(?:the|this|that|each|every|such\s+a)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:goes|is sent|is passed|is referred|moves on|proceeds|passes)\s+(?:straight\s+)?(?:on\s+)?to|(?:all|both|all the|all of the|the)\s+(?:two|three|four|five|six)?\s*(?:arms|branches|groups|paths|streams)\s+(?:then\s+)?(?:go|feed|flow|lead|continue|proceed|move)\s+(?:on\s+)?(?:in)?to)\s+(?=\S)/i;
const AFTER_STEP = /^after\s+([^,]{1,60}),\s*(\S.*)$/i;
const LANE = /^lane\s+([^:]{1,60}):\s*(.*)$/i;
const GROUP = /^(?:group|phase|stage|section)\s+([^:]{1,60}):\s*(.*)$/i;
const LANES_FORM =
  /^(?:(?:please\s+)?(?:use|with|draw|add|make|have|show|in|create)\s+)?(?:(?:two|three|four|five|six|seven|eight|\d)\s+)?(?:swim\s?)?lanes(?:\s+please)?(?:\s+(?:for|called|named))?\s*[:—–-]?\s*(.*)$|^(?:swim\s?)?lane\s*(?::\s*(.*))?$/i;
/** "Sample pathway, lanes Ward | Lab", "Outpatient bloods with swimlanes Patient, Nurse": a name, then its lanes. */
const NAME_THEN_LANES = /^([^,]{2,60}?),?\s+(?:with\s+|in\s+)?(?:(?:two|three|four|five|six|\d)\s+)?(?:swim\s?)?lanes\s*(?:for\s+)?[:—–-]?\s*(\S.*)$/i;
const RESERVED_PREFIX = /^(?:note|nb|yes|no|if|otherwise|else|input|output|step\s*\d+|title|then|next|finally|first(?:\s+thing|\s+of\s+all)?|to\s+(?:start|begin)|after\s+that|lastly|depending on .*|based on .*|reagents|materials|equipment|supplies|timing|time|duration|references?|source|critical|caution|important|warning|tip)$/i;
/** "Critical: do not let the cells dry": a warning's own word before how to do the step just read. */
const WARNING_LEAD = /^(?:critical|caution|important|warning|tip|careful)\s*[:!–-]\s*/i;
const TITLE = /^title\s*:\s*(.+)$/i;
/** "then", "followed by", "; " and arrows join steps in a sentence; "next", "finally" ... only at a clause start. */
const THEN_SPLIT = /(?<!\b(?:we|i|they|are|is|was|were|will|get|gets)\s{0,3})\s*,?\s*\b(?:and then|then|followed by|after which)\b[\s,]*|,?\s+and\s+(?=(?:go back|return|go to|loop|proceed|restart|start again|jump)\b|[a-z-]+\s+(?:(?:it|them|this|that)\s+)?again$)|\s*;\s*|\s*(?:-{1,2}>|={1,2}>|→|⟶|⇒|➔|➜)\s*|,\s*(?:and\s+)?(?=(?:next|finally|afterwards|after that|subsequently|lastly)\b)/gi;
const EXCLUDED_COUNT = /^(?!.*\bafter\b).*\b(?:excluded|withdrawn)\b.*\(\s*n\s*=\s*[\d,]+\s*\)$/i;
const ARROW = /^\s*(?:-{1,2}>|={1,2}>|→|⟶|⇒|➔|➜)\s*$/;
const ABBREVIATIONS = /\b(?:e\.g|i\.e|vs|approx|ca|cf|fig|figs|dr|incl|resp|sp|spp|al)\.$/i;

export class PlainReader {
  tails: Tail[] = [];
  private readonly numbered = new Map<number, string>();
  private readonly ordinal: string[] = [];
  private readonly references: PendingReference[] = [];
  private readonly declaredLanes: string[] = [];
  private lanesMode = false;
  private lastStep: FlowNode | undefined;
  private open: OpenDecision | undefined;
  /** A decision with one branch written; the next sentence may be its other branch. */
  private awaitingElse: { node: FlowNode; thenTails: Tail[]; condition: string; otherLabel: string } | undefined;
  private group: string | undefined;
  private arrowFollows = false;
  /** The decision the last statement gave an outcome of, and the ends of its outcomes so far. */
  private outcomeDecision: FlowNode | undefined;
  private outcomeEnds: Tail[] = [];
  /** Every sentence given to the reader, as written: what the graph must account for. */
  readonly sentencesRead: string[] = [];
  /** The sentence each step was read from, by node id (what `npm run explain` shows). */
  readonly madeFrom = new Map<string, string>();
  private reading = '';
  /** Steps read from list items: their length is the author's choice, not a paragraph misread. */
  readonly itemSteps = new Set<string>();
  private inItem = false;
  /** Branches a sentence left aside ("for both A/B: ..." named others): they rejoin only where "everyone" does. */
  private parked: Tail[] = [];
  /** The condition of the last "if" read: a second bare one right after it is ambiguous. */
  private lastCondition: string | undefined;
  /** Sentences begun since the last decision was drawn or given a branch: "in both cases" names the branches of the one just read. */
  private sentencesSinceDecision = Infinity;
  /** Steps the text sent several ways at once (parallel steps, arms): their unlabelled ways out are meant. */
  readonly fannedOut = new Set<string>();
  title: string | undefined;

  private readonly b: GraphBuilder;

  constructor(builder: GraphBuilder) {
    this.b = builder;
  }

  /** Reads an outline's blocks in order; headings name groups of the steps under them. */
  readBlocks(written: Block[], listsOnly = false): void {
    let blocks = withHeadingLines(written);
    const headingGroups: Array<{ level: number; id: string }> = [];
    const titleHeading = blocks[0]?.kind === 'heading' && !blocks.slice(1).some((x) => x.kind === 'heading' && x.level <= blocks[0]!.level) ? blocks[0] : undefined;
    const outerGroup = this.group;
    blocks = this.takeTitle(blocks);
    blocks.forEach((block, index) => {
      if (index === 0 && this.ordinal.length === 0 && block.kind === 'text' && /^[^.!?;:]{1,60}:$/.test(block.text.trim()) && blocks.length > 1 && blocks.slice(1).every((x) => x.kind === 'item') && !isGenericIntro(block.text.slice(0, -1)) && !LANES_FORM.test(block.text.slice(0, -1))) {
        // "Gel check after PCR:" over the whole list names the flow: a group round everything is its title.
        this.title ??= block.text.trim().slice(0, -1).trim();
        return;
      }
      if (block.kind === 'text' && block.text.endsWith(':') && blocks[index + 1]?.kind === 'item' && !isGenericIntro(block.text.slice(0, -1))) {
        // "Sample preparation:" above a list names the group of the steps that follow, like a heading.
        this.closeDecision();
        while (headingGroups.length > 0 && headingGroups.at(-1)!.level >= 7) headingGroups.pop();
        const group = this.b.addGroup(capitalise(block.text.slice(0, -1).trim()), 'group', headingGroups.at(-1)?.id ?? outerGroup);
        headingGroups.push({ level: 7, id: group.id });
        this.group = group.id;
        return;
      }
      if (block.kind === 'text' && block.text.endsWith(':') && isGenericIntro(block.text.slice(0, -1))) return;
      if (block.kind === 'heading') {
        this.closeDecision();
        if (block === titleHeading) {
          this.title ??= block.text;
          return;
        }
        while (headingGroups.length > 0 && headingGroups.at(-1)!.level >= block.level) headingGroups.pop();
        const parent = headingGroups.at(-1)?.id ?? outerGroup;
        // "## 3.2 RNA isolation", "# Section 4: Analysis": the name, not the document's numbering.
        const group = this.b.addGroup(capitalise(block.text.replace(/^(?:section\s+)?\d+(?:\.\d+)*[.:]?\s+(?=\S)/i, '')), 'group', parent);
        headingGroups.push({ level: block.level, id: group.id });
        this.group = group.id;
        return;
      }
      // In a document with lists, paragraphs are its prose (context, safety notes), not steps.
      if (listsOnly && block.kind === 'text' && !NOTE.test(block.text)) return;
      this.block(block);
    });
    this.closeDecision();
    this.group = outerGroup;
    this.dropEmptyGroups();
  }

  /** A short first line naming the flow ("Sample handling SOP", "RNA-seq pipeline: A -> B") is its title, not a step. */
  private takeTitle(blocks: Block[]): Block[] {
    const first = blocks[0];
    if (!first || first.kind !== 'text' || this.ordinal.length > 0) return blocks;
    const labelled = TITLE.exec(first.text.trim());
    if (labelled) {
      // "Title: Testing rule. Test everyone ...": the label names the flow; its first sentence is the name.
      const [name, ...rest] = sentences(labelled[1]!.trim());
      this.title ??= name!.replace(/[.:]$/, '');
      return rest.length > 0 ? [{ ...first, text: rest.join(' ') }, ...blocks.slice(1)] : blocks.slice(1);
    }
    const text = first.text.trim();
    const whole = text.replace(/[:.]$/, '');
    // "Sample handling SOP." on a line of its own names the flow; "Store the pipeline." is a step.
    const named = !/[?!;]$/.test(text) && (!text.endsWith('.') || (!/[.]/.test(whole) && !(leadsWithStepVerb(whole) && !/^\S+\s+\S+ing\b/i.test(whole))));
    if (blocks.length > 1 && named && whole.split(/\s+/).length <= 8 && TITLE_WORDS.test(whole) && !/->|→|=>/.test(whole) && !/^if\b/i.test(whole)) {
      this.title ??= withoutIntroTail(whole.replace(/[,\s]+$/, ''));
      return blocks.slice(1);
    }
    // "Cloning workflow. Digest the vector ...": a first sentence that only names the flow.
    const opening = sentences(text);
    const name = withoutIntroTail(opening[0]?.replace(/[.:]$/, '') ?? '');
    // ... or a first sentence with no verb at all ("CRISPR KO clone validation. Start with ...").
    // A gerund or participle inside a noun phrase ("staining of fixed cells") is not a verb of a step.
    const finite = (t: ReturnType<typeof tokens>[number], k: number) => t.pos === 'AUX' || (t.pos === 'VERB' && (k === 0 || !/(?:ing|ed)$/i.test(t.text)));
    const namesFlow = ((TITLE_WORDS.test(name) && name.split(/\s+/).length <= 5) || (name.split(/\s+/).length <= 8 && !tokens(name).some(finite))) && !actsOnAnObject(name);
    if (opening.length > 1 && opening[0]!.endsWith('.') && namesFlow && !/[,:;]/.test(name) && !(leadsWithStepVerb(name) && !/^\S+\s+\S+ing\b/i.test(name))) {
      this.title ??= name;
      return [{ ...first, text: text.slice(text.indexOf(opening[1]!)) }, ...blocks.slice(1)];
    }
    // "HeLa passaging: aspirate ...", "nightly ETL job — ingest ...": a name, then a colon or a spaced dash.
    const dashed = /^([^:—–]{1,60}?)\s+[—–]\s+(\S.*)$/.exec(text);
    // A name is no sentence and does not declare lanes ("Triage the call. Priority 1: ...", "Swimlanes: A, B").
    const colonName = /^([^:]{1,60}):\s+(\S.*)$/.exec(text);
    const prefix = (colonName && !/[.!?]\s/.test(colonName[1]!) && !LANES_FORM.test(colonName[1]!.trim()) ? colonName : null) ?? (dashed && !LANES_FORM.test(dashed[1]!) && !/\bplease\b/i.test(dashed[1]!) ? dashed : null);
    const laned = prefix && NAME_THEN_LANES.exec(prefix[1]!);
    if (laned) {
      // "Sample pathway, lanes Ward | Lab: ward nurse takes sample; ...": the name, its lanes, then the steps.
      this.title ??= laned[1]!.trim();
      this.declareLanes(laned[2]!);
      return [{ ...first, text: prefix![2]! }, ...blocks.slice(1)];
    }
    // "HeLa passaging: aspirate medium, wash with PBS, ...": a name before a list of steps names them.
    // A noun phrase by the model: no finite verb, its first word no verb ("Sample processing after surgery").
    const nounPhrase = (name: string) => {
      const words = tokens(name);
      // A listed verb first is a name's noun only when a noun follows it ("Sample processing", not "Check the labels").
      const nounFirst = !leadsWithStepVerb(name) || (/^(?:NOUN|PROPN)$/.test(words[0]?.pos ?? '') && /^(?:NOUN|PROPN|VERB)$/.test(words[1]?.pos ?? '') && /(?:ing|ion|ment|al)$/i.test(words[1]?.text ?? ''));
      return nounFirst && !/[.!?]\s/.test(name) && !words.some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && t !== words[1] && !/(?:ing|ed)$/i.test(t.text)));
    };
    // "Sample processing after surgery: the tumour piece is split. In parallel ...": a name over several sentences of steps.
    const namesSentences = (name: string, rest: string) => nounPhrase(name) && sentences(rest).length > 1 && outcomeRun(sentences(text), 0, () => false) === 0;
    // "Review the scan: abnormal → ..." is a step and its outcomes: a verb on its object ("the scan") orders, whatever noun it is too.
    const orders = (name: string) => leadsWithStepVerb(name) && /^\S+\s+(?:the|a|an|each|every|all|this|these|their|its|his|her)\s/i.test(name.trim());
    const namesSteps = (name: string, rest: string) =>
      (TITLE_WORDS.test(name) && !orders(name)) ||
      (!/[?]|^(?:group|lane|phase|stage|section|step|day|week)\b/i.test(name) &&
        ((!leadsWithStepVerb(name) && (imperativeClauses(rest).length > 1 || laterClausesAreSteps(rest) || /->|→|=>|;|\bthen\b/.test(rest) || (startsWithVerb(rest) && sentences(rest).length > 1))) || namesSentences(name, rest)));
    if (prefix && (prefix[1]!.split(/\s+/).length <= 6 || (prefix[1]!.split(/\s+/).length <= 8 && nounPhrase(prefix[1]!) && startsWithVerb(prefix[2]!))) && namesSteps(prefix[1]!, prefix[2]!) && !/->|→|=>/.test(prefix[1]!) && !RESERVED_PREFIX.test(prefix[1]!.trim())) {
      this.title ??= prefix[1]!.replace(/[,\s]+$/, '');
      return [{ ...first, text: prefix[2]! }, ...blocks.slice(1)];
    }
    return blocks;
  }

  /** "Clinic, Lab and Pharmacy", "Ward | Lab": each name a lane, in order. */
  private declareLanes(list: string): void {
    this.lanesMode = true;
    for (const name of list.split(/\s*(?:,|\||\/|\band\b)\s*/).filter(Boolean)) {
      this.declaredLanes.push(name);
      this.b.groupNamed(capitalise(name), 'lane');
    }
  }

  hasSteps(): boolean {
    return this.ordinal.length > 0;
  }

  private block(block: Block): void {
    const text = block.text.trim();
    const title = TITLE.exec(text);
    if (title) {
      this.title ??= title[1]!.trim();
      return;
    }
    // "Use three lanes: Patient, Nurse, Lab. Patient: arrives ...": the first sentence declares the lanes.
    const [first, ...others] = sentences(text);
    const lanes = LANES_FORM.exec((first ?? '').replace(/[.]$/, ''));
    if (lanes) {
      this.lanesMode = true;
      this.declareLanes(lanes[1] ?? lanes[2] ?? '');
      if (others.length > 0) this.block({ ...block, text: others.join(' ') });
      return;
    }
    this.inItem = block.kind === 'item';
    if (block.children.length > 0) return this.parentItem(block);
    this.laneLines(text).forEach((line, k) => this.unit(line, k === 0 ? block.number : undefined));
  }

  /**
   * "lane Clinic: take consent. lane Lab: spin, aliquot.": a lane or group marker (or a declared
   * lane's name and colon) after a sentence end starts a new line of its own.
   */
  private laneLines(text: string): string[] {
    const names = this.declaredLanes.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const marker = `(?:lane|group)\\s+[^:.;!?]{1,60}${names.length > 0 ? `|${names.join('|')}` : ''}`;
    return text.split(new RegExp(`(?<=[.!?;])\\s+(?=(?:${marker}):)`, 'i')).filter((line) => line.trim() !== '');
  }

  /** An item with sub-items: a question's outcomes, parallel branches, or a named group of steps. */
  private parentItem(block: Block): void {
    const text = stripConnectives(block.text.trim());
    if (/\?\s*$/.test(text) || DEPENDING.test(text)) {
      this.unit(text, block.number);
      for (const child of block.children) this.unit(child.text, undefined, true);
      return;
    }
    const arrows = block.children.map((child) => OUTCOME_ITEM.exec(child.text.trim()));
    // "- urgent: see within 2 weeks", "- routine: add to waiting list" under a step that names no group: outcomes as "label: action".
    // (Under a step that randomises or splits, "a) intervention: ..." items are its arms, read below.)
    const named = !text.endsWith(':') && !this.lanesMode && !/\b(?:randomi[sz]|allocat|assign|split)/i.test(text) && block.children.length >= 2 && block.children.every((c) => c.children.length === 0) ? block.children.map((child) => OUTCOME_NAMED.exec(child.text.trim())) : [];
    const byName = named.length > 0 && named.every((o) => o && !startsWithVerb(o[1]!) && !SEQUENCE_NAME.test(o[1]!.trim()) && !this.declaredLanes.some((l) => l.toLowerCase() === o[1]!.trim().toLowerCase()));
    const outcomes = byName && !arrows.every(Boolean) ? named : arrows;
    const into = ONE_OF.exec(text);
    // An item that announces its outcomes ("into one of three grades") is followed by outcomes, whatever their words ("clear").
    if (outcomes.every((o) => o && (into || !startsWithVerb(o[1]!)) && o[1]!.split(/\s+/).length <= 8)) {
      // "physio triages the referral into one of four outcomes:" over "- urgent → ..." items: one question, a branch an item.
      const asked = text.replace(ONE_OF, '').replace(/[:.\s]+$/, '');
      if (into) checkCount(into[1], block.children.map((c) => c.text), text);
      const decision = this.stepAfterTails(`${capitalise(asked)}${into ? `: ${into[2]!.replace(/ies$/, 'y').replace(/s$/, '')}` : ''}?`, 'decision');
      this.open = { node: decision, branchTails: [], labels: new Set() };
      for (const o of outcomes) this.branch(capitalise(o![1]!.trim()), o![2]!);
      this.closeDecision();
      if (block.number !== undefined) this.numbered.set(block.number, decision.id);
      return;
    }
    // "160 randomised" over "80 to drug", "80 to placebo": the sub-items of a step that sends the flow down several arms are its arms.
    const fans = /\b(?:randomi[sz]ed?|allocated?|assigned|split)\b/i.test(text) && !/\bthen\b|->|→/i.test(text) && block.children.length >= 2 && block.children.every((c) => c.children.length === 0);
    if (fans) {
      this.unit(text, block.number);
      this.closeDecision();
      const start = this.tails;
      for (const t of start) this.fannedOut.add(t.id);
      const ends: Tail[] = [];
      for (const child of block.children) {
        this.tails = start;
        this.unit(child.text);
        ends.push(...this.tails);
      }
      this.tails = ends;
      return;
    }
    if (PARALLEL_LEAD.test(text) && text.replace(PARALLEL_LEAD, '').trim() === '') {
      this.closeDecision();
      const start = this.tails;
      for (const t of start) this.fannedOut.add(t.id);
      const ends: Tail[] = [];
      const first = this.ordinal.length;
      for (const child of block.children) {
        this.tails = start;
        this.unit(child.text);
        ends.push(...this.tails);
      }
      if (block.number !== undefined && this.ordinal[first]) this.numbered.set(block.number, this.ordinal[first]);
      this.tails = ends;
      return;
    }
    // "1. Collect blood" over "1a. Draw ...", "1b. Invert ...": the parts numbered within it are how it is done, it names them.
    const namesParts = block.children.every((child) => child.part) && !/[.!?;]\s/.test(text);
    if (text.endsWith(':') || namesParts) {
      const outer = this.group;
      this.closeDecision();
      this.group = this.b.addGroup(capitalise(text.replace(/[:.]$/, '').trim()), 'group', outer).id;
      const first = this.ordinal.length;
      for (const child of block.children) this.block(child);
      this.closeDecision();
      if (block.number !== undefined && this.ordinal[first]) this.numbered.set(block.number, this.ordinal[first]);
      this.group = outer;
      return;
    }
    this.unit(text, block.number);
    for (const child of block.children) this.block(child);
  }

  /** One list item or line of prose: its sentences read in order. */
  private unit(raw: string, number?: number, underQuestion = false): void {
    let text = raw.trim();
    const outer = this.group;
    const lane = LANE.exec(text);
    const group = lane ? null : GROUP.exec(text);
    if (lane) {
      this.group = this.b.groupNamed(capitalise(lane[1]!.trim()), 'lane').id;
      text = lane[2]!;
    } else if (group) {
      this.group = this.b.groupNamed(capitalise(group[1]!.trim()), 'group', outer).id;
      text = group[2]!;
    } else if (this.lanesMode) {
      const prefix = /^([^:]{1,40}):\s*(.+)$/.exec(text);
      const name = prefix?.[1]!.trim();
      if (prefix && name && !RESERVED_PREFIX.test(name) && name.split(/\s+/).length <= 4 && this.isLaneName(name)) {
        this.group = this.b.groupNamed(capitalise(name), 'lane').id;
        text = asOrders(prefix[2]!);
      }
    }
    const held = this.group !== outer ? this.handOver(this.group!, text) : [];
    const first = this.ordinal.length;
    const written = sentences(text);
    for (let k = 0; k < written.length; k++) {
      const run = this.lanesMode ? 0 : outcomeRun(written, k, (name) => outcomePhrase(name) !== undefined);
      if (run > 0 && this.outcomeSentences(written.slice(k, k + run))) k += run - 1;
      else if (k + 1 < written.length && this.oppositeOutcomes(written[k]!, written[k + 1]!)) k += 1;
      // "Files with missing headers are skipped. The remaining files are converted.": the pick and the rest, in two sentences as in one.
      else if (k + 1 < written.length && !DROPPED_WHEN.test(written[k]!.replace(/[.!]+$/, '')) && this.restOutcomes(written[k]!.replace(/[.!]+$/, ''), written[k + 1]!.replace(/[.!]+$/, ''), `${written[k]!} ${written[k + 1]!}`)) k += 1;
      else this.sentence(written[k]!, underQuestion);
    }
    if (held.length > 0) {
      this.closeDecision();
      this.tails = [...this.tails, ...held];
    }
    if (number !== undefined && this.ordinal[first] && !this.numbered.has(number)) this.numbered.set(number, this.ordinal[first]);
    this.group = outer;
  }

  /**
   * "Positive clones are grown for miniprep; negatives are discarded", "Eligible patients are
   * consented. Ineligible patients get a leaflet.": two statements led by a result and its
   * opposite are the Yes and No of a question on that result, asked after the step before.
   * False (nothing read) when the two do not start so. `whole` is the sentence both came from.
   */
  private oppositeOutcomes(first: string, second: string, whole?: string): boolean {
    const [a, b] = [first, second].map((x) => /^[\p{L}-]+/u.exec(stripConnectives(x.trim()))?.[0] ?? '');
    if (!a || !b || !areOpposites(a, b) || /\?/.test(first + second) || /^(?:if|when|unless|yes|no)$/i.test(a)) return false;
    if (whole === undefined) {
      this.sentencesRead.push(first, second);
    } else if (this.sentencesRead.at(-1) !== whole) this.sentencesRead.push(whole);
    this.reading = whole ?? `${first} ${second}`;
    this.closeDecision();
    const decision = this.stepAfterTails(`${capitalise(a.toLowerCase().replace(/(?<=[a-z]{4})s$/, ''))}?`, 'decision');
    this.open = { node: decision, branchTails: [], labels: new Set() };
    this.branch('Yes', first.replace(/[.!]+$/, ''));
    this.branch('No', second.replace(/[.!]+$/, ''));
    this.closeDecision();
    return true;
  }

  /**
   * "Abstracts averaging 7 or more are accepted; the rest are rejected", "Referrals with red flags
   * go to the urgent clinic; the others are booked routinely": things picked out by what they
   * have or do, then "the rest": a question on the pick, its Yes what is done to them, its No
   * what is done to the rest. Each action as an order ("are accepted" -> "Accept").
   */
  private restOutcomes(first: string, second: string, whole: string): boolean {
    const picked = PICKED_OUT.exec(stripConnectives(first.trim()));
    const rest = THE_REST.exec(stripConnectives(second.trim()));
    if (!picked || !rest || /\?/.test(first + second) || /^(?:if|when|unless|once)$/i.test(picked[1]!.trim())) return false;
    if (this.sentencesRead.at(-1) !== whole) this.sentencesRead.push(whole);
    this.reading = whole;
    this.closeDecision();
    const decision = this.stepAfterTails(`${capitalise(`${picked[1]!.trim()} ${picked[2]!.trim()}`)}?`, 'decision');
    this.open = { node: decision, branchTails: [], labels: new Set() };
    this.branch('Yes', asOrder(picked[3]!));
    this.branch('No', asOrder(rest[1]!));
    this.closeDecision();
    return true;
  }

  /**
   * "What grade is the damage? Grade 1: reposition. Grade 2: dress.", "Calculate the FeverPAIN
   * score. Score 0–1: no antibiotic. Score 2–3: ...": sentences naming outcomes before their steps
   * are the branches of the question just asked, or of a question on what the step before
   * measured. False (nothing read) when neither is there.
   */
  private outcomeSentences(list: string[]): boolean {
    const asked = this.open && this.open.labels.size === 0 ? this.open.node : undefined;
    if (!asked) this.closeDecision();
    const decision = asked ?? (this.tails.length === 1 && !this.tails[0]!.label && ASSESSING.test(nodeById(this.b.graph, this.tails[0]!.id)?.label ?? '') ? this.decisionFor(undefined, this.tails) : undefined);
    if (!decision) return false;
    // "Priority 1: ... Priority 2: ..." after "Triage the call": the word the outcomes share is what is asked.
    const shared = /^\p{L}+/u.exec(list[0]!)?.[0];
    if (!asked && shared && list.every((x) => x.toLowerCase().startsWith(`${shared.toLowerCase()} `)) && !normalise(decision.label).split(' ').includes(shared.toLowerCase())) decision.label = `${capitalise(shared)}?`;
    this.open ??= { node: decision, branchTails: [], labels: new Set() };
    for (const sentence of list) {
      this.sentencesRead.push(sentence);
      this.reading = sentence;
      const colon = sentence.indexOf(':');
      this.branch(capitalise(sentence.slice(0, colon).trim()), sentence.slice(colon + 1).replace(/[.!]+$/, ''));
    }
    this.closeDecision();
    return true;
  }

  /**
   * "Pharmacist: ... yes: contact doctor; no: dispense" then "Doctor: amend ...": of several open
   * branches, only those whose last step names the lane go on into its line; the others are held
   * for the line after it. Returns the held ends.
   */
  private handOver(laneId: string, text: string): Tail[] {
    const lane = this.b.graph.groups.find((g) => g.id === laneId);
    if (!lane || lane.kind !== 'lane' || BRANCH.test(text)) return [];
    this.closeDecision();
    const name = normalise(lane.label);
    const names = (t: Tail) => ` ${normalise(this.b.graph.nodes.find((n) => n.id === t.id)?.label ?? '')} `.includes(` ${name} `);
    const handing = this.tails.filter(names);
    if (handing.length === 0 || handing.length === this.tails.length) return [];
    const held = this.tails.filter((t) => !names(t));
    this.tails = handing;
    return held;
  }

  private isLaneName(name: string): boolean {
    if (this.declaredLanes.length === 0) return true;
    return this.declaredLanes.some((l) => l.toLowerCase() === name.toLowerCase());
  }

  private sentence(raw: string, underQuestion: boolean): void {
    this.sentencesRead.push(raw);
    this.reading = raw;
    this.sentencesSinceDecision += 1;
    const afterDecision = this.sentencesSinceDecision <= 1;
    const text = withIfLead(withLinkLabels(this.thenBeforeActor(stripConnectives(withoutNarration(stripConnectives(raw.replace(/[.!]+$/, '').trim()))))));
    if (text === '') return;
    // "Look at them under the scope: if organoids are budding, passage", "Check the ID — if it
    // does not match, reject": the step, then its decision.
    const lead = /^(?!if\b|unless\b)([^:]{3,}?)(?::|\s[—–]\s|\s-\s)\s*(?=(?:if|unless)\b)/i.exec(text);
    if (lead && conditionSplit(text.slice(lead[0].length + 2))) {
      this.sentence(lead[1]!, underQuestion);
      return this.sentence(text.slice(lead[0].length), underQuestion);
    }
    const paired = STEP_THEN_PAIR.exec(text);
    if (paired && areOpposites(paired[2]!.split(/\s+/)[0]!, paired[4]!.split(/\s+/)[0]!)) {
      // "Review the scan: abnormal → discuss at MDT, normal → discharge": the step, then a question on
      // its result, the outcome and its opposite its Yes and No.
      this.closeDecision();
      this.tails = this.chain(paired[1]!, this.tails);
      const decision = this.stepAfterTails(`${capitalise(paired[2]!.trim())}?`, 'decision');
      this.open = { node: decision, branchTails: [], labels: new Set() };
      this.branch('Yes', paired[3]!);
      this.branch('No', paired[5]!);
      return this.closeDecision();
    }
    const negatedPair = NEGATED_PAIR.exec(text);
    if (negatedPair && new RegExp(`\\b${negatedPair[4]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(negatedPair[1]!)) {
      // "goals met → discharge; not met → refer": a statement and its negation are the Yes and No of one question.
      // "Check the gel: band present → A; no band → B": the step named before the colon comes first.
      const named = /^([^:]{3,}?):\s*(\S.*)$/.exec(negatedPair[1]!.trim());
      if (named) this.tails = this.chain(named[1]!, this.tails);
      return this.ifThen(`${(named?.[2] ?? negatedPair[1]!).trim()}, ${negatedPair[2]!.trim()}; otherwise ${negatedPair[5]!.trim()}`);
    }
    if (!/^if\b/i.test(text) && !DEPENDING.test(text) && !text.includes('?') && text.includes(';')) {
      // "Wash with PBS; repeat until clear": clauses read one after the other; "...: if X, A; otherwise B" is one.
      const clauses: string[] = [];
      for (const clause of text.split(/\s*;\s*/)) {
        if (clauses.length > 0 && OTHERWISE.test(clause) && /\bif\b/i.test(clauses.at(-1)!)) clauses[clauses.length - 1] += `; ${clause}`;
        else clauses.push(clause);
      }
      if (clauses.length === 2 && this.oppositeOutcomes(clauses[0]!, clauses[1]!, raw)) return;
      if (clauses.length === 2 && this.restOutcomes(clauses[0]!, clauses[1]!, raw)) return;
      if (clauses.length > 1 && this.outcomeClauses(clauses)) return;
      if (clauses.length > 1) {
        for (const clause of clauses) this.sentence(clause, underQuestion);
        return;
      }
    }

    const note = NOTE.exec(text);
    if (note) return this.note(note[1]!);
    const last = this.tails.length === 1 && !this.tails[0]!.label ? nodeById(this.b.graph, this.tails[0]!.id) : undefined;
    const caution = text.replace(WARNING_LEAD, '');
    if (CAUTION.test(caution) && last?.role === 'process' && !this.open) {
      // "Mix by pipetting. Do not centrifuge.": how to do the step just read, in its box.
      last.label += ` (${caution.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())})`;
      return;
    }

    // Outcomes of the question just asked: "yes: A", "If no, B", "positive: C" under the question.
    if (this.open) {
      const branch = answerBranch(text);
      const outcome = underQuestion && !branch ? /^(?:if\s+)?([^:]{1,40}):\s*(.+)$/.exec(text) : null;
      if (branch) return this.branch(capitalise(branch[1]!.toLowerCase()), branch[2]!);
      const arrowed = this.outcomeArrow(text);
      if (arrowed) return this.branch(arrowed.label, arrowed.action);
      const otherwise = OTHERWISE.exec(text);
      if (otherwise && this.open.labels.size === 1 && /^(?:yes|no)$/.test([...this.open.labels][0]!)) {
        // "Is lactate above 4? If yes, give fluids. Otherwise, reassess.": the outcome not yet written.
        return this.branch(this.open.labels.has('yes') ? 'No' : 'Yes', otherwise[1]!);
      }
      if (outcome) return this.branch(outcome[1]!.trim(), outcome[2]!);
      this.closeDecision();
    }
    if (this.awaitingElse) {
      const pending = this.awaitingElse;
      this.awaitingElse = undefined;
      // "Unless X is allergic, A; allergic patients get B": those for whom the condition holds take its Yes, the other way.
      const alternative = alternativeAction(text, pending.condition) ?? (pending.otherLabel === 'Yes' && opensWithConditionHolding(text, pending.condition) ? text : undefined);
      if (alternative !== undefined) {
        // The open tail left by "if X then A" is replaced by the written alternative.
        this.sentencesSinceDecision = 0;
        this.tails = pending.thenTails;
        this.tails.push(...this.action(alternative, [{ id: pending.node.id, label: pending.otherLabel }]));
        return;
      }
    }

    const chosen = this.branchesNamed(text);
    if (chosen) return;
    const allPaths = ALL_PATHS.exec(text);
    if (allPaths) {
      // "all three paths finish at End": every open way, those set aside included, goes on to the step named.
      this.closeDecision();
      const ways = [...this.tails, ...this.parked];
      checkCount(allPaths[1], ways.map((t) => nodeById(this.b.graph, t.id)?.label ?? t.id), text);
      this.parked = [];
      this.tails = this.chain(allPaths[2]!, ways);
      return;
    }
    if (EVERYONE.test(text) && this.parked.length > 0) {
      // "Everyone ends with an annual review": the branches set aside rejoin here.
      this.closeDecision();
      this.tails = [...this.tails, ...this.parked];
      this.parked = [];
    }
    // "Consented patients get a questionnaire" after "if they agree, take consent; if not, record why":
    // a subject named by what one branch did goes on from that branch only.
    // "Allergic patients", "Febrile children": any adjective names the way it holds on, not only a participle's ending.
    // "Fixed tissue is embedded": a singular noun with its verb after it too.
    const described = /^(?:the\s+|all\s+|any\s+)?([a-z-]+)\s+(?:[a-z-]+s\b|[a-z-]+\s+(?=(?:is|was|gets|goes|has)\b))/i.exec(text);
    const property = described && (/(?:ed|en|wn|ible|able|ive)$/i.test(described[1]!) || (isAdjective(described[1]!) && !startsWithVerb(text))) ? described : null;
    // Lower-cased: a capitalised participle alone ("Randomised") is a proper noun to the tagger.
    // "Non-urgent samples" after "If it is urgent, ...": the question's word negated names its No.
    const negatedWord = described && /^(?:non-?|not-)([a-z]{3,})$/i.exec(described[1]!);
    if (negatedWord) this.followTheNo(negatedWord[1]!.toLowerCase());
    if (property) this.followTheSubject(property[1]!.toLowerCase(), /^(?:ADJ|VERB|NOUN)$/);
    // "Majors patients are seen ..." after "No - wait in majors", "Blood samples are spun" after "take blood": a noun
    // before the subject's own noun names the branch whose step holds it.
    else if (described && !negatedWord && tokens(text).slice(0, 2).every((t) => /^(?:NOUN|PROPN)$/.test(t.pos))) this.followTheSubject(described[1]!.toLowerCase(), /^(?:NOUN|PROPN)$/);
    if (property) this.refuseOffBranch(property[1]!.toLowerCase(), raw);
    const purpose = PURPOSE_LEAD.exec(text);
    if (purpose) return this.sentence(text.slice(purpose[0].length), underQuestion);
    const beforeStep = /^before\s+([^,]{1,60}),\s*(\S.*)$/i.exec(text);
    if (beforeStep && /^[\p{L}-]+ing\b/u.test(beforeStep[1]!.trim()) && this.find(beforeStep[1]!.trim(), this.b.graph.nodes.length, true)) {
      // "Image the plates. Before imaging, fix the cells.": a step put before one already read; which order is meant is asked, not guessed.
      throw new FlowchartError(
        'FLOWCHART_TEXT_UNPLACED',
        `${quoting(clipped(restoreSpans(raw.replace(/[.!]+$/, '').trim())), 'A sentence')} puts a step before a step already read ("${restoreSpans(beforeStep[1]!.trim())}"); write the steps in the order they are done (see docs/flowchart-requests.md).`,
      );
    }
    const after = AFTER_STEP.exec(text);
    const anchor = after ? this.find(after[1]!.trim(), this.b.graph.nodes.length) : undefined;
    if (after && anchor && anchor.role !== 'decision') {
      // "After fluids, is MAP >= 65?": the step named, not the branch written last, leads on.
      this.closeDecision();
      this.tails = [{ id: anchor.id }];
      return this.sentence(after[2]!, underQuestion);
    }
    if (after && !anchor && this.b.graph.nodes.length === 0 && this.tails.length === 0 && !startsWithVerb(after[1]!) && !/\d|^(?:that|this|which|it|them)\b/i.test(after[1]!.trim()) && after[1]!.trim().split(/\s+/).length <= 4) {
      // "After baseline assessment, participants are randomised ...", first of all: the step named is done first.
      this.tails = this.chain(capitalise(after[1]!.trim()), this.tails);
      return this.sentence(after[2]!, underQuestion);
    }
    if (after && !anchor && this.isLastStepsVerb(after[1]!)) {
      // "... then digest with trypsin overnight. After digestion, desalt ...": the step just done, named by its noun, only says the order.
      return this.sentence(after[2]!, underQuestion);
    }

    // Only right after a decision: "in any case" elsewhere names no branches, and is refused as words left in a step.
    const meet = afterDecision ? BRANCHES_MEET.exec(text) : null;
    // "The call is logged in every case": said after the step, the same as before it.
    const meetsLast = afterDecision && !meet ? BRANCHES_MEET_AFTER.exec(text) : null;
    if (meet || meetsLast) {
      // "In both cases, give the leaflet": every branch, those set aside included, goes on to the step.
      this.closeDecision();
      this.awaitingElse = undefined;
      this.tails = [...this.tails, ...this.parked];
      this.parked = [];
      return this.sentence(capitalise(meet ? text.slice(meet[0].length) : text.slice(0, meetsLast!.index)), underQuestion);
    }
    const answering = this.open ? null : ANSWER_TO_CHECK.exec(text);
    if (answering) {
      // "Check whether the sample is haemolysed. If so, ...": the check is the question "if so" answers.
      const checked = this.checkAsQuestion();
      if (checked) {
        this.awaitingElse = undefined;
        this.open = { node: checked, branchTails: [], labels: new Set() };
        return this.branch('Yes', text.slice(answering[0].length));
      }
      if (/^if\s+so\b/i.test(text) && !this.awaitingElse) {
        throw new FlowchartError('FLOWCHART_TEXT_UNPLACED', `${quoting(clipped(restoreSpans(raw.replace(/[.!]+$/, '').trim())), 'A sentence')} answers "if so" to no question or check the reader could find before it; write the question ("Is X? If so, A")${SEE_DOCS}`);
      }
    }
    const whileState = WHILE_STATE.exec(text);
    if (whileState && STATE.test(whileState[1]!) && !DURING.test(whileState[1]!)) {
      // "While the column is still coloured, wash it": the question, its Yes the step and back, its No onward.
      this.closeDecision();
      const decision = this.stepAfterTails(asQuestion(whileState[1]!), 'decision');
      for (const t of this.action(whileState[2]!, [{ id: decision.id, label: 'Yes' }], false)) this.edge(t, decision.id);
      this.tails = [{ id: decision.id, label: 'No' }];
      return;
    }
    const unlessAfter = UNLESS_AFTER.exec(text);
    // "... in which case deparaffinise it first": the step said for the case comes before the other, not instead of it; read no further here.
    if (unlessAfter && leadsWithStepVerb(unlessAfter[1]!) && !/\b(?:first|beforehand|before|too|also|as\s+well|then|additionally)\b/i.test(unlessAfter[3] ?? '')) {
      // "Discharge the same day unless X, in which case admit": the step done unless X is X's No, the "in which case" step its Yes.
      const [, step, condition, instead] = unlessAfter;
      return instead ? this.ifThen(`${condition}, ${instead}; otherwise ${step}`) : this.ifThen(`${condition}, ${step}`, true);
    }
    if (/^if\b/i.test(text)) return this.ifThen(text.slice(2).trim());
    if (/^unless\b/i.test(text)) return this.ifThen(text.slice(6).trim(), true);
    if (DEPENDING.test(text)) return this.depending(text);
    const question = text.indexOf('?');
    if (question > 0) {
      // "Patient arrives -> triage -> Is the patient stable?", "check interactions; found?": the steps before the question come first.
      const lead = lastSeparator(text.slice(0, question));
      if (lead) {
        this.tails = this.chain(text.slice(0, lead.index), this.tails);
        return this.question(text.slice(lead.index + lead.length, question + 1), text.slice(question + 1));
      }
      return this.question(text.slice(0, question + 1), text.slice(question + 1));
    }
    const dropped = DROPPED_WHEN.exec(text);
    if (dropped && !/^(?:if|when|unless)\b/i.test(text)) return this.droppedWhen(dropped);
    const sent = SENT_WHEN.exec(text.replace(/^[^:]{1,40}:\s*(?=\S)/, ''));
    // Only some of them go there: a condition ("whose ..."), or "also" after another such filter.
    if (sent && (sent[2] || sent[3]) && !/^(?:if|when|unless)\b/i.test(text)) return this.sentWhen(sent);
    if (OTHERS_GO_ON.test(text)) return;
    const arms = ARMS.exec(text);
    if (arms) return this.arms(arms);
    const alternatives = ARMS_OR.exec(text);
    const named = alternatives ? listItems(alternatives[3]!).map((n) => n.replace(/^(?:a|an|the)\s+/i, '')) : [];
    if (alternatives && named.length >= 2 && named.every((n) => n.split(/\s+/).length <= 5 && !startsWithVerb(n))) {
      // "then randomised 1:1 to physiotherapy or a booklet": the step (with its ratio), then one arm each.
      this.tails = this.chain(`${alternatives[1]!}${alternatives[2] ? ` ${alternatives[2].trim()}` : ''}`, this.tails);
      this.tails = this.fanOut(named.map(capitalise));
      return;
    }
    const respectively = RESPECTIVELY.exec(text);
    if (respectively) return this.respectively(respectively);
    if (PARALLEL_LEAD.test(text)) return this.parallel(text.replace(PARALLEL_LEAD, ''));
    if (PARALLEL_TAIL.test(text) && /,|\band\b/.test(text)) return this.parallel(text.replace(PARALLEL_TAIL, ''));
    if (MERGE.test(text)) return;
    const repeat = REPEAT.exec(text);
    if (repeat) return this.repeat(repeat[1]!.trim());
    this.tails = this.chain(text, this.tails);
  }

  /**
   * "if X then A else B", "if X, A; otherwise B", "if X: A", "if X, A; if it is Y, B" (the else
   * may be the next sentence). "unless X, A" is the same decision with A on its No branch.
   */
  /**
   * "... and recheck" after "Check the INR": a verb with "re-" whose plain verb leads an earlier
   * step is that step again ("and check again"), read as every "again" is.
   */
  private redoneAsAgain(text: string): string {
    return text.replace(REDO, (whole, and: string, verb: string) =>
      this.b.graph.nodes.some((n) => n.role !== 'decision' && new RegExp(`^${verb}\\b`, 'i').test(n.label)) ? `${and}${verb} again` : whole,
    );
  }

  /** The step just read, when it checks whether something holds ("Check whether X", "See if X"), made the question "X?". */
  private checkAsQuestion(): FlowNode | undefined {
    const last = this.tails.length === 1 && !this.tails[0]!.label ? nodeById(this.b.graph, this.tails[0]!.id) : undefined;
    const m = last?.role === 'process' ? CHECK_WHETHER.exec(last.label) : null;
    if (!last || !m) return undefined;
    last.label = asQuestion(m[1]!);
    last.role = 'decision';
    this.sentencesSinceDecision = 0;
    return last;
  }

  private ifThen(rest: string, unless = false): void {
    const after = AFTER_EVERY_BRANCH.exec(rest);
    if (after && conditionSplit(rest.slice(0, after.index))) {
      // "If positive, isolate and inform; then continue care": the decision, then a step after all its branches.
      this.ifThen(rest.slice(0, after.index), unless);
      const next = rest.slice(after.index + after[0].length);
      return this.sentence(BRANCHES_MEET.test(next) ? next : `In every case, ${stripConnectives(next)}`, false);
    }
    const split = conditionSplit(rest);
    if (!split) return void (this.tails = this.chain(`${unless ? 'Unless' : 'If'} ${rest}`, this.tails));
    const condition = rest.slice(0, split.index);
    const actions = rest.slice(split.index + split.length);
    const [taken, other] = unless ? ['No', 'Yes'] : ['Yes', 'No'];
    const before = this.lastCondition;
    if (before && this.sentencesSinceDecision <= 1 && isBareCondition(before) && isBareCondition(condition)) {
      // "If urgent, A; if routine, B": one question's outcomes, or two questions in turn? Only the world knows.
      throw new FlowchartError(
        'FLOWCHART_TEXT_UNPLACED',
        `"${restoreSpans(before.trim())}" and "${restoreSpans(condition.trim())}" are conditions with no subject, one after the other: they may be two outcomes of one question or two questions asked in turn; write the question ("Priority? ${restoreSpans(before.trim())}: A; ${restoreSpans(condition.trim())}: B") or name what each asks about ("If the referral is ...")${SEE_DOCS}`,
      );
    }
    this.lastCondition = condition;
    this.followTheSubject(condition);
    const decision = this.stepAfterTails(this.namedReferent(condition, asQuestion(condition)), 'decision');
    const otherwise = firstMatch(actions, /\s*[,;]?\s*\b(?:else|otherwise|if not|or else)\b[\s,:]*/i) ?? firstMatch(actions, new RegExp(String.raw`\s*[,;]\s*(?:${OTHERS_LEAD})\b[\s,:]*`, 'i'));
    // "...; if it is normal, B": a second condition on the same subject is the other outcome.
    // "if valid load it, if invalid log an error": after a comma too, when it is the other outcome.
    const sibling = otherwise ? null : (firstMatch(actions, /\s*[;]\s*(?:and\s+|but\s+)?(?=if\b)/i) ?? firstMatch(actions, /\s*,\s*(?:and\s+|but\s+)?(?=if\b)/i));
    // "If it is urgent, process it the same day; non-urgent samples are batched weekly": the condition's word negated leads its other outcome.
    const negatedOther = otherwise || sibling ? null : negatedSubjectClause(actions, condition);
    const alternative = negatedOther
      ? actions.slice(negatedOther.index + negatedOther.length)
      : otherwise
      ? actions.slice(otherwise.index + otherwise.length)
      : sibling
        ? alternativeAction(actions.slice(sibling.index + sibling.length), condition)
        : undefined;
    // "If febrile, take cultures; if the lactate is above 4, give fluids": a question on something
    // else after a semicolon is asked next, after both ways, as the next sentence would be.
    const next = sibling && alternative === undefined && actions[sibling.index + (/^\s*/.exec(actions.slice(sibling.index))![0].length)] === ';' ? actions.slice(sibling.index + sibling.length) : undefined;
    const end = negatedOther?.index ?? otherwise?.index ?? (alternative !== undefined || next !== undefined ? sibling!.index : actions.length);
    // "→ if X, discard → seed": with no other branch written, the arrow after is the other branch's step, and a disposal ends.
    const thenTails = this.action(actions.slice(0, end), [{ id: decision.id, label: taken }], !this.arrowFollows || alternative === undefined);
    const skip = alternative === undefined ? null : SKIP_TO.exec(stripConnectives(alternative.trim().replace(/[.!]+$/, '')));
    const skipped = skip ? this.find(skip[1]!, this.b.graph.nodes.length) : undefined;
    if (skip && !skipped && thenTails.length > 0) {
      // "If input < 10 ng, do 4 extra cycles, otherwise go straight to bead clean-up": the step skipped
      // to is where the other branch goes on too, the next step of the flow.
      const next = this.step(capitalise(skip[1]!.replace(/^the\s+/i, '')), roleFromWords(skip[1]!));
      for (const t of [...thenTails, { id: decision.id, label: other }]) this.edge(t, next.id);
      this.tails = [{ id: next.id }];
    } else if (alternative !== undefined) {
      this.tails = [...thenTails, ...this.action(alternative, [{ id: decision.id, label: other }])];
    } else {
      this.awaitingElse = { node: decision, thenTails: [...thenTails], condition, otherLabel: other };
      this.tails = [...thenTails, { id: decision.id, label: other }];
      if (next !== undefined) this.sentence(next, false);
    }
  }

  /**
   * "If ST elevation, activate the cath lab. Otherwise, send a troponin. If the troponin is above
   * 52 ng/L, ...": a condition on a thing only one open branch's step made is asked on that branch
   * alone; the other branches are set aside (they rejoin only where "everyone" does).
   */
  /** "If it rises above 1%" straight after "Watch the error rate": the condition asked of what that step acts on. */
  private namedReferent(condition: string, question: string): string {
    const [tail] = this.tails;
    if (this.tails.length !== 1 || tail!.label !== undefined || !PRONOUN_SUBJECT.test(condition)) return question;
    const before = nodeById(this.b.graph, tail!.id);
    return before?.role === 'process' ? withReferent(question, before.label) : question;
  }

  private followTheSubject(condition: string, kinds: RegExp = /^(?:NOUN|PROPN)$/): void {
    // Two or three branches are what a sentence picks between; many open ends are no such choice.
    if (this.tails.length < 2 || this.tails.length > 6) return;
    if (PRONOUN_SUBJECT.test(condition)) return this.followTheLastStep();
    const things = tokens(condition).filter((t) => kinds.test(t.pos) && t.lower.length > 2);
    if (things.length === 0) return;
    const holds = (text: string) => {
      const words = tokens(text);
      return things.some((w) => words.some((l) => sameWord({ lower: w.lower, lemma: w.lemma }, { lower: l.lower, lemma: l.lemma })));
    };
    // "Withdrawn samples are destroyed" after "Unless the participant withdraws consent, ...": the way on which the question's words hold, its Yes.
    const onYesOf = (t: Tail) => {
      const branch = this.branchOfTail(t);
      return branch !== undefined && /^yes$/i.test(branch.label) && holds(branch.question);
    };
    const names = (t: Tail) => (!t.label && holds(nodeById(this.b.graph, t.id)?.label ?? '')) || onYesOf(t);
    const on = this.tails.filter(names);
    if (on.length === 0 || on.length === this.tails.length) return;
    this.parked.push(...this.tails.filter((t) => !names(t)));
    this.tails = on;
  }

  /**
   * "Non-urgent samples are batched" when "Is it urgent?" has its No open: the step goes on from
   * that No alone; the other open ways are set aside (they rejoin only where "everyone" does).
   */
  private followTheNo(word: string): void {
    const [w] = tokens(word);
    if (!w) return;
    const holds = (text: string) => tokens(text).some((l) => sameWord({ lower: w.lower, lemma: w.lemma }, { lower: l.lower, lemma: l.lemma }));
    // "If it is urgent, process it the same day; non-urgent ...": the question still open is closed, its No left open.
    if (this.open && holds(this.open.node.label)) this.closeDecision();
    if (this.tails.length < 2) return;
    const onNo = (t: Tail) => {
      const branch = this.branchOfTail(t);
      return branch !== undefined && /^no$/i.test(branch.label) && holds(branch.question);
    };
    const on = this.tails.filter(onNo);
    if (on.length === 0 || on.length === this.tails.length) return;
    this.parked.push(...this.tails.filter((t) => !onNo(t)));
    this.tails = on;
  }

  /**
   * "If ST elevation, activate the cath lab. Otherwise take a troponin; if it is raised, admit":
   * a condition on "it" asks about the thing of the step written last, so it is asked on that
   * step's branch alone; the other branches are set aside (they rejoin only where "everyone" does).
   */
  private followTheLastStep(): void {
    const order = (t: Tail) => this.b.graph.nodes.findIndex((n) => n.id === t.id);
    const last = this.tails.reduce((a, b) => (order(b) > order(a) ? b : a));
    const lastNode = nodeById(this.b.graph, last.id);
    if (last.label || !lastNode || lastNode.role === 'decision') return;
    if (this.tails.filter((t) => t.id === last.id).length !== 1) return;
    this.parked.push(...this.tails.filter((t) => t !== last));
    this.tails = [last];
  }

  /**
   * "For both consider/offer: check bleeding risk", "urgent and routine both go to assessment":
   * when every name given is an open branch (by its branch label or its step's words) and some
   * open branches are not named, the words go on from the named ones only; the others are set aside.
   */
  private branchesNamed(text: string): boolean {
    const lead = FOR_BRANCHES.exec(text);
    const going = lead ? null : BRANCHES_GO.exec(text);
    const m = lead ?? going;
    if (!m) return false;
    const names = m[1]!.split(/\s*(?:\/|,|\band\b|\bor\b)\s*/i).map((n) => stems(normalise(n))).filter((n) => n.length > 0);
    this.closeDecision();
    const open = this.tails.map((t) => ({ tail: t, words: new Set(stems(normalise(`${this.branchLabel(t.id)} ${nodeById(this.b.graph, t.id)?.label ?? ''}`))) }));
    const named = (words: Set<string>) => names.some((n) => n.every((w) => words.has(w)));
    if (names.length < 2 || !names.every((n) => open.some((o) => n.every((w) => o.words.has(w))))) return false;
    const chosen = open.filter((o) => named(o.words)).map((o) => o.tail);
    if (chosen.length === open.length) return false;
    this.parked.push(...open.filter((o) => !named(o.words)).map((o) => o.tail));
    this.tails = chosen;
    this.sentence(lead ? m[2]! : m[2]!.replace(/^(?:the|a|an)\s+/i, ''), false);
    return true;
  }

  /** The label of the decision's arrow a branch's step was reached by (through single steps), or ''. */
  private branchLabel(id: string): string {
    const seen = new Set<string>();
    for (let at = id; !seen.has(at); ) {
      seen.add(at);
      const into = this.b.graph.edges.filter((e) => e.to === at);
      if (into.length !== 1) return '';
      if (into[0]!.label) return into[0]!.label;
      at = into[0]!.from;
    }
    return '';
  }

  /** "Is X? yes: A; no: B", or a question whose outcomes follow. */
  private question(question: string, rest: string): void {
    if (rest.trim() === '' && this.negatedQuestion(question)) return;
    // "Stable? yes: ..." on the line after "... -> Is the patient stable?": the outcomes of that question.
    const asked = this.find(question.replace(/\?\s*$/, ''), this.b.graph.nodes.length);
    const unanswered = asked?.role === 'decision' && !this.b.graph.edges.some((e) => e.from === asked.id) && this.tails.length === 1 && this.tails[0]!.id === asked.id;
    const node = unanswered ? asked : this.stepAfterTails(capitalise(question.trim()), 'decision');
    this.open = { node, branchTails: [], labels: new Set() };
    for (const part of rest.split(/[;]|,(?=\s*(?:if\s+)?(?:yes|no)\b)/i)) {
      // "FIT >= 10? -> yes: A; no: B": an arrow from the question to its outcomes adds nothing.
      const text = stripConnectives(part.trim().replace(/^(?:-{1,2}>|={1,2}>|→|⇒)\s*/, '').replace(LINK_LABEL, '$1: ').replace(/[.!]+$/, ''));
      if (text === '') continue;
      const branch = answerBranch(text);
      const outcome = branch ? null : this.outcomeArrow(text);
      if (branch) this.branch(capitalise(branch[1]!.toLowerCase()), branch[2]!);
      else if (outcome) this.branch(outcome.label, outcome.action);
      else {
        this.closeDecision();
        this.tails = this.chain(text, this.tails);
      }
    }
  }

  /**
   * "Bands? Sequence them. No bands? Optimise and rerun.": a question asked again negated, after
   * the steps that followed it with no answer, is its No; those steps were its Yes. The Yes ways
   * are set aside (they rejoin where "everyone" does), the flow goes on from the No. False when
   * no earlier question, answered by nothing yet but one unlabelled way, is negated so.
   */
  private negatedQuestion(question: string): boolean {
    const m = /^(?:(?:is|are)\s+there\s+)?(?:no|not|none|non-)\s*(.+?)\s*\?$/i.exec(question.trim());
    if (!m) return false;
    const asked = normalise(m[1]!);
    const graph = this.b.graph;
    const earlier = graph.nodes.find((n) => n.role === 'decision' && normalise(n.label.replace(/^(?:is|are)\s+there\s+(?:any\s+)?|^any\s+/i, '')) === asked);
    const ways = earlier ? graph.edges.filter((e) => e.from === earlier.id) : [];
    if (!earlier || ways.length !== 1 || ways[0]!.label) return false;
    this.closeDecision();
    ways[0]!.label = 'Yes';
    this.parked.push(...this.tails);
    this.tails = [{ id: earlier.id, label: 'No' }];
    return true;
  }

  /** "depending on X: a -> A, b -> B": one decision, one labelled edge an outcome. */
  private depending(text: string): void {
    const colon = text.indexOf(':');
    if (colon < 0) return void (this.tails = this.chain(text, this.tails));
    const subject = text.slice(0, colon).replace(DEPENDING, '').trim();
    const node = this.stepAfterTails(`${capitalise(subject)}?`, 'decision');
    this.open = { node, branchTails: [], labels: new Set() };
    for (const part of text.slice(colon + 1).split(/[;,]|\bor\b/)) {
      const m = firstMatch(part, /\s*(?:-{1,2}>|={1,2}>|→|⇒|:)\s*/);
      if (!m) continue;
      this.branch(part.slice(0, m.index).trim(), part.slice(m.index + m.length));
    }
  }

  /**
   * Whether a passive sentence's subject only names the branch the flow is on: "Negative lines
   * are expanded" on the branch of "Is the result negative?" (a word of the subject is in the
   * question or the branch's label).
   */
  private namesBranch(subject: string, tails: Tail[]): boolean {
    const words = normalise(subject).split(' ').filter((w) => w.length >= 4);
    return tails.some((t) => {
      const branch = this.branchOfTail(t);
      const asked = ` ${normalise(`${branch?.question ?? ''} ${branch?.label ?? ''}`)} `;
      return branch !== undefined && words.some((w) => asked.includes(` ${w} `));
    });
  }

  /** The decision and branch label a step was reached by (through single steps), or undefined. */
  /** The question and answer a loose end goes on from: its own label on a question's way out, else the branch its step is on. */
  private branchOfTail(t: Tail): { question: string; label: string } | undefined {
    return t.label ? { question: nodeById(this.b.graph, t.id)?.label ?? '', label: t.label } : this.branchOf(t.id);
  }

  private branchOf(id: string): { question: string; label: string } | undefined {
    const seen = new Set<string>();
    for (let at = id; !seen.has(at); ) {
      seen.add(at);
      const into = this.b.graph.edges.filter((e) => e.to === at);
      if (into.length !== 1) return undefined;
      if (into[0]!.label) return { question: nodeById(this.b.graph, into[0]!.from)?.label ?? '', label: into[0]!.label };
      at = into[0]!.from;
    }
    return undefined;
  }

  /** Whether a short phrase with no verb ("digestion", "the spin") names the last step by its verb's family ("Digest with trypsin"). */
  private isLastStepsVerb(phrase: string): boolean {
    const words = tokens(phrase);
    const verb = tokens(this.lastStep?.label ?? '')[0];
    if (!verb || words.length > 4 || words.some((t) => t.pos === 'VERB' && !/(?:ion|ing|sis)$/i.test(t.lower))) return false;
    return words.some((t) => /^(?:NOUN|PROPN|VERB)$/.test(t.pos) && sameWord({ lower: t.lower, lemma: t.lemma }, { lower: verb.lower, lemma: verb.lemma }));
  }

  /**
   * "Red features -> refer; amber -> review in 24 h; green -> home": clauses each led by a short
   * phrase that is no step (no verb first, no step's words) and an arrow are the outcomes of one
   * question on the step just done ("Traffic light assessment?"), not steps in a row. A question
   * already answered yes and no is not theirs: its other open ways are set aside. False when the
   * clauses are not all so, or no single step was just done.
   */
  private outcomeClauses(clauses: string[]): boolean {
    const items = clauses.map((c) => OUTCOME_ITEM.exec(c.trim()));
    const outcome = (m: RegExpExecArray | null) =>
      m !== null &&
      !leadsWithStepVerb(m[1]!) &&
      !/\?$|^(?:if\s+)?(?:yes|no)$/i.test(m[1]!.trim()) &&
      m[1]!.split(/\s+/).length <= 6 &&
      // "Determine whether the patient is eligible. Eligible → ...": a result of the step just done, not that step.
      [undefined, this.lastStep].includes(this.find(m[1]!, this.b.graph.nodes.length));
    // "positive -> A; negative -> B", "CTPA positive -> ...": outcome words the chain reads itself.
    if (!items.every(outcome) || items.every((m) => outcomePhrase(m![1]!) !== undefined)) return false;
    const answered = this.open && this.open.labels.has('yes') && this.open.labels.has('no');
    if (this.open && !answered) return false;
    const last = this.lastStep;
    const ends = this.open ? [...(this.open.carried ?? []), ...this.open.branchTails] : this.tails;
    const tail = last && ends.find((t) => t.id === last.id && !t.label);
    if (!last || !tail || last.role === 'decision' || this.b.graph.edges.some((e) => e.from === last.id)) return false;
    this.closeDecision();
    this.parked.push(...this.tails.filter((t) => t !== tail && !(t.id === tail.id && !t.label)));
    this.tails = [tail];
    const decision = this.decisionFor(undefined, this.tails)!;
    this.open = { node: decision, branchTails: [], labels: new Set() };
    for (const m of items) this.branch(capitalise(m![1]!.trim()), m![2]!);
    this.closeDecision();
    return true;
  }

  /** "non-severe allergy → meropenem" after a question: an outcome, not a step, leads the arrow. */
  private outcomeArrow(text: string): { label: string; action: string } | undefined {
    const m = /^(.{1,60}?)\s*(?:-{1,2}>|={1,2}>|→|⇒)\s*(\S.*)$/.exec(text.trim()) ?? (this.open ? /^if\s+([^,]{1,40}),\s*(\S.*)$/i.exec(text.trim()) : null);
    if (!m) return undefined;
    const label = m[1]!.trim().replace(/^if\s+/i, '');
    // "eligible? -> yes -> consent" on a later line: the question named again, then its outcome.
    const answered = label.endsWith('?') ? (/^(yes|no)\s*(?:-{1,2}>|={1,2}>|→|⇒|:)\s*(\S.*)$/i.exec(m[2]!.trim()) ?? /^\|\s*([^|]{1,40}?)\s*\|\s*(\S.*)$/.exec(m[2]!.trim())) : null;
    if (answered && this.open && this.find(label.replace(/\?$/, ''), this.b.graph.nodes.length)?.id === this.open.node.id) {
      const said = answered[1]!.trim();
      return { label: capitalise(/^(?:yes|no)$/i.test(said) ? said.toLowerCase() : said), action: answered[2]! };
    }
    const named = this.outcomeNamed(label);
    if (named) return { label: named, action: m[2]! };
    // "Red flags? ... If not better at review, refer": an "if" on words the question did not ask is a new question.
    if (/^if\s/i.test(m[0]) && !/(?:-{1,2}>|={1,2}>|→|⇒)/.test(m[0].slice(0, m[1]!.length + 4))) {
      // "If the bloods are abnormal, ..." under "Is the patient stable?": a result of another thing is a new question.
      const phrase = outcomePhrase(label);
      const asked = new Set(stems(normalise(this.open?.node.label ?? '')));
      const subject = phrase?.subject ? stems(normalise(phrase.subject)).filter((w) => !/^(?:is|are|was|were|it|they|there)$/.test(w)) : [];
      if (phrase === undefined || (subject.length > 0 && !subject.some((w) => asked.has(w)))) return undefined;
      // "If the culture is negative" under "Is the culture positive?": the question's own result is Yes, its opposite No.
      const result = phrase.label.toLowerCase();
      const questionWords = normalise(this.open?.node.label ?? '').split(' ');
      if (questionWords.includes(result)) return { label: 'Yes', action: m[2]! };
      if (questionWords.some((w) => areOpposites(w, result))) return { label: 'No', action: m[2]! };
    }
    if (label.split(/\s+/).length > 8 || startsWithVerb(label) || this.find(label, this.b.graph.nodes.length)) return undefined;
    return { label: capitalise(label), action: m[2]! };
  }

  /**
   * "if not", "none" -> No; "if adequate" under "Bowel prep adequate?", "if AEs" under "Any AEs?"
   * (the question's own words) -> Yes; otherwise undefined.
   */
  private outcomeNamed(label: string): string | undefined {
    if (/^not?$/i.test(label)) return 'No';
    if (/^(?:so|yes|any)$/i.test(label)) return 'Yes';
    const open = this.open?.node;
    if (!open) return undefined;
    // "If they do", "if it is not", "if they match" under the question: the pronoun is the thing asked about.
    const pronounless = label.replace(PRONOUN_SUBJECT_WORD, '');
    if (pronounless !== label) {
      if (AUXILIARY_ALONE.test(pronounless)) return 'Yes';
      if (AUXILIARY_NOT.test(pronounless)) return 'No';
    }
    const asked = new Set(stems(normalise(open.label)));
    const words = stems(normalise(pronounless));
    return words.length > 0 && words.every((w) => asked.has(w)) ? 'Yes' : undefined;
  }

  private branch(written: string, action: string): void {
    const open = this.open;
    // "red flags (e.g. cauda equina symptoms)": the outcome labels its arrow; examples of it do not.
    const label = withoutExamples(written);
    // "...; no: B" after the question's outcomes were closed by a step: an outcome of no question.
    if (!open) throw new FlowchartError('FLOWCHART_TEXT_UNPLACED', `${quoting(clipped(restoreSpans(`${label}: ${action}`)), 'An outcome')} answers no question the reader could find before it; write the question and its outcomes together ("Is X? yes: A; no: B") (see docs/flowchart-requests.md).`);
    open.labels.add(label.toLowerCase());
    this.sentencesSinceDecision = 0;
    // "No red flags: analgesia": the question's words restated after the answer are not the step's.
    const restated = /^([^:,;]{1,40}?)\s*[:,]\s*(?=\S)/.exec(action);
    if (restated) {
      const asked = new Set(stems(normalise(open.node.label)));
      const words = stems(normalise(restated[1]!));
      if (words.length > 0 && words.every((w) => asked.has(w))) action = action.slice(restated[0].length);
    }
    const asks = action.indexOf('?');
    if (asks > 0) {
      // "if adequate → do the colonoscopy; polyp found? yes → A, no → B": the branch's steps, then
      // a question of its own; the decision's other outcomes stay open beside it.
      const lead = lastSeparator(action.slice(0, asks));
      const ends = lead ? this.action(action.slice(0, lead.index), [{ id: open.node.id, label }]) : [{ id: open.node.id, label }];
      const from = lead ? lead.index + lead.length : 0;
      const again = action.slice(asks + 1).trim() === '' ? this.answeredBefore(action.slice(from, asks)) : undefined;
      if (again) {
        // "no: re-extract → QC pass?": the question already answered, asked again: the branch loops back to it.
        for (const t of ends) this.edge(t, again.id);
        return;
      }
      this.closeDecision();
      const others = this.tails;
      this.tails = ends;
      this.question(action.slice(from, asks + 1), action.slice(asks + 1));
      this.open!.carried = others;
      return;
    }
    open.branchTails.push(...this.action(action, [{ id: open.node.id, label }]));
  }

  /**
   * "Contaminated samples are logged" when the only way open is the No of "Is the sample
   * contaminated?" (its Yes ended at "Discard it"): the subject names a way that is closed, so
   * joining the step to the open one would say the opposite. Refused, named.
   */
  private refuseOffBranch(word: string, raw: string): void {
    const [w] = tokens(word);
    if (!w || this.tails.length === 0) return;
    const holds = (text: string) => tokens(text).some((l) => sameWord({ lower: w.lower, lemma: w.lemma }, { lower: l.lower, lemma: l.lemma }));
    const off = this.tails.map((t) => this.branchOfTail(t));
    if (!off.every((b) => b !== undefined && /^no$/i.test(b.label) && holds(b.question))) return;
    throw new FlowchartError(
      'FLOWCHART_TEXT_UNPLACED',
      `${quoting(clipped(restoreSpans(raw.replace(/[.!]+$/, '').trim())), 'A sentence')} is about what "${restoreSpans(off[0]!.question)}" answers yes to, but that way has ended and only its "no" way goes on; write where the step belongs ("If X, A, then B")${SEE_DOCS}`,
    );
  }

  /** Whether a label holds every noun of a subject ("tested for high-risk HPV" holds "HPV"). */
  private namesThing(label: string, subject: string): boolean {
    const words = tokens(subject).filter((t) => /^(?:NOUN|PROPN)$/.test(t.pos));
    const held = tokens(label);
    return words.length > 0 && words.every((w) => held.some((l) => sameWord({ lower: w.lower, lemma: w.lemma }, { lower: l.lower, lemma: l.lemma })));
  }

  /** Whether a result's subject is a thing ("nitrites", not "still") that no step read so far names ("tested for HPV" names HPV). */
  private unasked(subject: string): boolean {
    const words = tokens(subject).filter((t) => /^(?:NOUN|PROPN)$/.test(t.pos));
    if (words.length === 0 || !/^(?:NOUN|PROPN|ADJ|DET)$/.test(tokens(subject)[0]?.pos ?? '')) return false;
    return !this.b.graph.nodes.some((n) => {
      const label = tokens(n.label);
      return words.some((w) => label.some((l) => sameWord({ lower: w.lower, lemma: w.lemma }, { lower: l.lower, lemma: l.lemma })));
    });
  }

  /** The decision with these words whose outcomes are already drawn, if any. */
  private answeredBefore(question: string): FlowNode | undefined {
    const asked = this.find(question.trim(), this.b.graph.nodes.length);
    return asked?.role === 'decision' && this.b.graph.edges.some((e) => e.from === asked.id) ? asked : undefined;
  }

  /** A decision with all its outcomes read: the flow goes on from the outcomes' ends. */
  private closeDecision(): void {
    const open = this.open;
    if (!open) return;
    this.open = undefined;
    // "Any AEs? if none, A; if AEs, B": beside a Yes, "none" is the No of a yes-or-no question.
    const none = [...open.labels].find((l) => /^(?:none|nothing|never)$/.test(l));
    if (none && open.labels.has('yes') && open.labels.size === 2) {
      for (const e of this.b.graph.edges) if (e.from === open.node.id && e.label?.toLowerCase() === none) e.label = 'No';
      for (const t of open.branchTails) if (t.id === open.node.id && t.label?.toLowerCase() === none) t.label = 'No';
      open.labels.delete(none);
      open.labels.add('no');
    }
    const tails = [...open.branchTails];
    if (open.labels.size === 0) tails.push({ id: open.node.id });
    else if (open.labels.has('yes') && !open.labels.has('no')) tails.push({ id: open.node.id, label: 'No' });
    else if (open.labels.has('no') && !open.labels.has('yes')) tails.push({ id: open.node.id, label: 'Yes' });
    this.tails = [...(open.carried ?? []), ...tails];
  }

  /** A branch's words from `from`: a chain of steps, a jump, an end, or "continue"; returns its open ends. */
  private action(raw: string, from: Tail[], mayEnd = !this.arrowFollows): Tail[] {
    const text = stripConnectives(raw.trim().replace(/[.!]+$/, ''));
    if (text === '' || CONTINUE.test(text)) return from;
    const first = this.ordinal.length;
    const tails = this.chain(text, from);
    // "Unless viability is above 90%, discard it", "... discard the line and decontaminate the
    // hood": a branch that disposes of what the flow carries ends after the steps it names.
    const made = this.ordinal.slice(first).map((id) => nodeById(this.b.graph, id)?.label ?? '');
    return tails.length === 1 && mayEnd && from.every((t) => t.label) && made.some((label) => ENDS_ITS_PATH.test(label)) ? [] : tails;
  }

  /**
   * "Samples with a uniquely mapped rate below 70% were excluded", as methods write a filter: a
   * decision on the condition, its Yes branch the exclusion (which ends there), the flow going on from No.
   */
  private droppedWhen(m: RegExpExecArray): void {
    const subject = m[1]!.replace(/^(?:the|all|any)\s+/i, '');
    const decision = this.stepAfterTails(asQuestion(`${subject} ${m[2]!}`), 'decision');
    const verb = PARTICIPLE_BASE[m[3]!.toLowerCase()] ?? m[3]!;
    const object = /^[A-Z][a-z]+\b/.test(subject) ? subject[0]!.toLowerCase() + subject.slice(1) : subject;
    this.joinStep(this.step(capitalise(`${verb} ${object}${m[4] ?? ''}`.trim()), 'process'), [{ id: decision.id, label: 'Yes' }], undefined);
    this.tails = [{ id: decision.id, label: 'No' }];
  }

  /**
   * "Samples whose reported sex does not match go to the exclusion list", "outliers also go to
   * the exclusion list": a decision on the condition, Yes to the place named (one box however
   * often it is named), the flow going on from No.
   */
  private sentWhen(m: RegExpExecArray): void {
    const subject = m[1]!.replace(/^(?:the|all|any)\s+/i, '');
    const condition = m[2] ? `${subject} ${m[2]}` : subject;
    // "Samples whose sex does not match?": the items in question, as the text names them.
    const decision = this.stepAfterTails(`${capitalise(condition.replace(/[.?!,;:]+$/, ''))}?`, 'decision');
    const place = capitalise(m[4]!.replace(/^(?:the|a|an)\s+/i, '').trim());
    const existing = this.find(place, this.b.graph.nodes.length) ?? this.jumpedTo(place);
    // "Loci with PP4 > 0.8 also go to functional follow-up": those already there are not asked again.
    if (existing) this.tails = this.tails.filter((t) => t.id !== existing.id);
    this.joinStep(existing ?? this.step(place, roleFromWords(place)), [{ id: decision.id, label: 'Yes' }], undefined);
    this.tails = [{ id: decision.id, label: 'No' }];
  }

  /**
   * "the locus goes to functional follow-up (CRISPR screen)" written before "loci ... also go to
   * functional follow-up": a jump forward to words no step has yet, named again by a leading
   * phrase, is that step; it is made now, from the jump's words.
   */
  private jumpedTo(place: string): FlowNode | undefined {
    const wanted = normalise(place);
    const jump = this.references.find((r) => !r.backward && ` ${normalise(r.ref)} `.startsWith(` ${wanted} `));
    if (!jump) return undefined;
    const node = this.step(capitalise(jump.ref), roleFromWords(jump.ref));
    jump.ref = node.label;
    return node;
  }

  /** "Patients are randomised to three arms: placebo, low dose or high dose": the step, then one branch per arm. */
  private arms(m: RegExpExecArray): void {
    const names = listItems(m[3]!);
    checkCount(m[2], names, m[0]);
    this.tails = this.chain(m[1]!, this.tails);
    this.tails = this.fanOut(names.map(capitalise));
  }

  /** "139, 140 and 138 were allocated to placebo, 10 mg and 20 mg respectively": each pair one box. */
  private respectively(m: RegExpExecArray): void {
    const counts = listItems(m[1]!);
    const names = listItems(m[3]!);
    if (counts.length !== names.length || counts.length < 2) {
      throw new FlowchartError('FLOWCHART_TEXT_UNPLACED', `${quoting(clipped(restoreSpans(m[0])), 'A sentence with "respectively"')} pairs ${counts.length} with ${names.length} by "respectively"; give one for each.`);
    }
    const numeric = counts.every((c) => /^[\d\uE000]+$/.test(c));
    this.tails = this.fanOut(names.map((name, i) => (numeric ? `${capitalise(name)} (n = ${counts[i]})` : `${capitalise(name)}: ${counts[i]}`)));
  }

  /** One step per label, each joined from the flow's open ends; returns their ends. */
  private fanOut(labels: string[]): Tail[] {
    const from = this.tails;
    for (const t of from) this.fannedOut.add(t.id);
    return labels.flatMap((label) => this.joinStep(this.step(label, roleFromWords(label)), from, undefined));
  }

  /** "in parallel: A, B and C": each branch from the current ends; the next step joins them all. */
  private parallel(list: string): void {
    this.tails = this.branches(list, this.tails);
  }

  /** Each item of "A, B and C" a branch from `start`; returns the branches' ends. */
  private branches(list: string, start: Tail[]): Tail[] {
    const ends: Tail[] = [];
    for (const t of start) this.fannedOut.add(t.id);
    // "at the same time after dosing: A and B": the step they follow, named again, is no branch.
    const after = /^after\s+([^:,]{1,40})[:,]\s*(?=\S)/i.exec(list);
    const covers = (t: Tail) => after !== null && stems(normalise(after[1]!)).every((w) => stems(normalise(nodeById(this.b.graph, t.id)?.label ?? '')).includes(w));
    const items = after && start.some(covers) ? list.slice(after[0].length) : list;
    // "PK sampling at 0.5, 1, 2, 4 h and safety labs": a comma before a number continues a list of numbers.
    for (const item of items.split(/\s*,(?!\s*[\d\uE000])\s*(?:and\s+)?|\s+and\s+/)) {
      const text = stripConnectives(item.trim());
      if (text) ends.push(...this.chain(text, start));
    }
    return ends;
  }

  /** "repeat until X", "repeat steps 2-4 until X", "repeat step 3 three times". */
  /**
   * "measure OD600 every 30 min until it hits 0.6": the step done again and again after `tails`,
   * then the question that ends it; the tails the loop leaves.
   */
  private periodicLoop(periodic: RegExpExecArray, tails: Tail[]): Tail[] {
    const outer = this.tails;
    this.tails = this.chain(periodic[1]!, tails);
    this.repeat(`until ${withItNamed(periodic[2]!, periodic[1]!)}`);
    const left = this.tails;
    this.tails = outer;
    return left;
  }

  private repeat(rest: string): void {
    const until = firstMatch(rest, /\b(?:until|till|while)\b\s*/i);
    const what = (until ? rest.slice(0, until.index) : rest).trim();
    const ending = until ? rest.slice(until.index + until.length).trim() : '';
    // "until you have 20 flasks, then harvest": the question ends where the next step begins.
    const next = firstMatch(ending, /\s*,?\s*\b(?:and\s+)?then\b[\s,]*/i);
    const condition = next ? ending.slice(0, next.index).trim() : ending;
    const ref = /^(?:steps?|stages?)\s+(\d+)/i.exec(what)?.[0] ?? (what && !/^(?:this|these|it|them|the above|the previous steps?|\d+\s*(?:times|x)|(?:two|three|four|five|twice|thrice)\b.*)$/i.test(what) ? what.replace(/\s+\d+\s*times$/i, '') : '');
    const times = /(\d+|two|three|four|five|six|twice|thrice)\s*(?:times|x)?$/i.exec(what)?.[0];
    const target = ref ? undefined : this.lastSentenceStart()?.id;
    if (condition) {
      const word = /^while\b/i.test(rest.slice(until!.index)) ? 'Yes' : 'No';
      const decision = this.stepAfterTails(asQuestion(condition), 'decision');
      this.loopBack([{ id: decision.id, label: word }], ref, target);
      this.tails = [{ id: decision.id, label: word === 'No' ? 'Yes' : 'No' }];
      if (next) this.tails = this.chain(capitalise(ending.slice(next.index + next.length)), this.tails);
      return;
    }
    const label = times ? `Repeat ${times}` : undefined;
    const from = this.tails.map((t) => ({ ...t, ...(label ? { label } : {}) }));
    this.loopBack(from, ref, target);
  }

  /**
   * What a "repeat" sentence of its own repeats: the steps of the sentence before it ("Split the
   * cells and grow them. Repeat until ...": both), from the first; the last step when that
   * sentence asked anything, or when "repeat" ends the same sentence.
   */
  private lastSentenceStart(): FlowNode | undefined {
    const last = this.lastStep;
    const sentence = last ? this.madeFrom.get(last.id) : undefined;
    if (!last || sentence === undefined || sentence === restoreSpans(this.reading)) return last;
    const made = this.b.graph.nodes.filter((n) => this.madeFrom.get(n.id) === sentence);
    return made.every((n) => n.role === 'process') ? made[0] : last;
  }

  private loopBack(from: Tail[], ref: string, target: string | undefined): void {
    if (ref) this.references.push({ from, ref, backward: true, before: this.b.graph.nodes.length });
    else if (target) for (const t of from) this.edge(t, target);
  }

  private note(text: string): void {
    // "Note: all samples are handled in a hood." before any step stands beside nothing: a box on its own would be a stray step.
    if (!this.lastStep) {
      throw new FlowchartError('FLOWCHART_TEXT_UNPLACED', `${quoting(clipped(restoreSpans(text.trim().replace(/[.]$/, ''))), 'A note')} is a note written before any step, so there is no step to set it beside; put it after the step it is about, or in the title${SEE_DOCS}`);
    }
    const note = this.b.addNode(capitalise(text.trim().replace(/[.]$/, '')), 'note', this.lastStep?.group ?? this.group);
    if (this.lastStep) this.b.addEdge(this.lastStep.id, note.id, { line: 'dotted', arrow: 'none' });
  }

  /**
   * Steps joined by "then" or arrows, starting from `from`; returns the open ends. In an arrow
   * statement the same words as an earlier step join it ("QC -> Report: failed").
   */
  private chain(text: string, from: Tail[]): Tail[] {
    text = this.redoneAsAgain(text);
    const parts = withQuantitiesKept(splitKeeping(text, THEN_SPLIT));
    const arrows = parts.some((p) => ARROW.test(p.separator));
    let tails = from;
    let first = true;
    // Outcomes of one decision written one per statement ("positive → CTPA; negative → ...") share it.
    let outcomes: Tail[] | undefined;
    // "→ 3× PBS → secondary → 3× PBS →": a step written again in the same chain is done again, a box of its own.
    const madeHere = new Set<string>();
    for (let index = 0; index < parts.length; index++) {
      const part = parts[index]!;
      let words = stripConnectives(part.text.trim().replace(/[.!]+$/, ''));
      let label: string | undefined;
      const linked = LINK_LABEL.exec(words);
      if (linked && arrows) {
        // "resus? --yes--> resus bay": the arrow's own label.
        label = capitalise(linked[1]!.trim());
        words = words.slice(linked[0].length);
      }
      const leadsOn = arrows && index < parts.length - 1 && ARROW.test(parts[index + 1]!.separator);
      const looked = leadsOn && index === 0 ? this.resultLookedFor(words, tails) : undefined;
      const outcome = leadsOn ? (looked ?? outcomePhrase(words) ?? this.resultNamed(words, index, tails)) : undefined;
      if (outcome && (looked || !this.find(words, this.b.graph.nodes.length))) {
        // "D-dimer → positive → CTPA", "Wells ≤ 4 → ...", "• 0 in men → no anticoagulation": an outcome, the label of a branch.
        const sibling = first && !outcome.subject && this.outcomeDecision !== undefined;
        const decision = sibling ? this.outcomeDecision! : this.decisionFor(outcome.subject, tails);
        if (decision) {
          outcomes = sibling ? this.outcomeEnds : [];
          this.outcomeDecision = decision;
          tails = [{ id: decision.id, label: capitalise(withoutExamples(outcome.label)) }];
          first = false;
          continue;
        }
        if (outcome.subject && !looked && tails.length > 0) {
          // "dipstick → nitrites or leukocytes positive → send MSU": a result no question was drawn for; a box "... positive" would hide the question.
          const whose = this.unasked(outcome.subject) ? `of "${restoreSpans(outcome.subject)}", which no step before it asks about` : `of "${restoreSpans(outcome.subject)}", but no question on it could be drawn after the step before`;
          throw new FlowchartError(
            'FLOWCHART_TEXT_UNPLACED',
            `${quoting(clipped(restoreSpans(words)), 'An outcome')} is an outcome ("${restoreSpans(outcome.label)}") ${whose}; write the question before it ("${capitalise(restoreSpans(outcome.subject))} ${restoreSpans(outcome.label)}? yes → ...; no → ...")${SEE_DOCS}`,
          );
        }
      }
      if (index === 0) {
        this.outcomeDecision = undefined;
        this.outcomeEnds = [];
      }
      const named = /^([^:,]{1,40}):\s*(?=if\b)/i.exec(words);
      if (named && conditionSplit(words.slice(named[0].length + 2).trim())) {
        // "Filter: if QD < 2, flag; otherwise keep": the named step, then its decision.
        tails = this.joinStep(this.step(capitalise(named[1]!.trim()), roleFromWords(named[1]!)), tails, undefined);
        words = words.slice(named[0].length);
      }
      if (/^if\b/i.test(words) && conditionSplit(words.slice(2).trim())) {
        // "... -> if the best AUC > 0.8, deploy, otherwise collect more data and go back to X -> ...":
        // a decision is one element of the chain, up to the next arrow (in words, the rest of the sentence).
        let end = index + 1;
        while (end < parts.length && !(arrows && ARROW.test(parts[end]!.separator))) end++;
        const element = words + parts.slice(index + 1, end).map((p) => p.separator + p.text).join('');
        tails = this.decisionElement(element.replace(/[.!]+$/, '').slice(2).trim(), tails, end < parts.length);
        index = end - 1;
        first = false;
        continue;
      }
      const periodic = PERIODIC_UNTIL.exec(words);
      if (periodic) {
        tails = this.periodicLoop(periodic, tails);
        first = false;
        continue;
      }
      const looped = REPEAT.exec(words);
      if (looped && /\b(?:until|till|while|times|twice|thrice)\b/i.test(looped[1]!)) {
        // "wash -> repeat until clear -> dry": the loop's decision is an element of the chain.
        const outer = this.tails;
        this.tails = tails;
        this.repeat(looped[1]!.trim());
        tails = this.tails;
        this.tails = outer;
        first = false;
        continue;
      }
      const doneTogether = first ? null : PARALLEL_DONE.exec(words);
      if (doneTogether && /,|\band\b/.test(words.slice(0, doneTogether.index))) {
        // "then FBC, U&Es and ECG done in parallel, then anaesthetic review": a fan-out and its join.
        tails = this.branches(words.slice(0, doneTogether.index), tails);
        continue;
      }
      if (arrows && !first) {
        const parallel = PARALLEL_LEAD.exec(words);
        if (parallel && /,|\band\b/.test(words.slice(parallel[0].length))) {
          // "DESeq2 -> in parallel: GO enrichment, volcano plot and heatmap -> report": a fan-out and its join.
          tails = this.branches(words.slice(parallel[0].length), tails);
          continue;
        }
        // "→ Stage 2: interviews (60 min) →": a step in a sequence named before its colon is one box, its name and what is done.
        const colon = SEQUENCE_NAME.test(words) && /^[^:]{1,20}\d[^:]{0,6}:/.test(words) ? -1 : words.lastIndexOf(':');
        if (colon > 0 && leadsOn && words.slice(colon + 1).trim().split(/\s+/).length <= 3 && !startsWithVerb(words.slice(colon + 1).trim())) {
          // "referral → triage: urgent → seen in 2 weeks": "urgent" may label the arrow into triage or be its outcome, out of it.
          throw new FlowchartError(
            'FLOWCHART_TEXT_UNPLACED',
            `${quoting(clipped(restoreSpans(words)), 'A step')} has words after its colon and an arrow after them: they may label the arrow into the step or be its outcome; write the outcome as a question's answer ("${capitalise(restoreSpans(words.slice(0, colon).trim()))}? ${restoreSpans(words.slice(colon + 1).trim())} → ...")${SEE_DOCS}`,
          );
        }
        if (colon > 0) {
          label = words.slice(colon + 1).trim();
          words = words.slice(0, colon).trim();
        }
      }
      const before = tails.length === 1 ? nodeById(this.b.graph, tails[0]!.id) : undefined;
      // "randomise → drug / placebo": arms named as alternatives, by "or" or a spaced slash.
      const armsNamed = before && FANS_OUT.test(before.label) ? (/\s\/\s/.test(words) && !/\bor\b/i.test(words) ? words.split(/\s+\/\s+/).map((w) => w.trim()) : /\bor\b/i.test(words) ? listItems(words) : []) : [];
      if (armsNamed.length >= 2 && armsNamed.every((n) => n.split(/\s+/).length <= 5 && !startsWithVerb(n))) {
        // "randomise -> drug A or drug B -> week 12": the arms the step sends the flow down; the next arrow joins them.
        this.fannedOut.add(before!.id);
        tails = armsNamed.flatMap((n) => this.joinStep(this.step(capitalise(n), roleFromWords(n)), tails, undefined));
        first = false;
        continue;
      }
      // Arrows state the steps exactly; in words, "X and end" and "amend it, return to step 2" are several.
      for (const written of arrows ? [words] : this.byActor(words).flatMap((w) => stepsOf(w, (subject) => this.namesBranch(subject, tails)))) {
        if (written === '') continue;
        const step = this.inActorsLane(written).replace(SUBJECT_GOES, 'go to ');
        const jump = this.jumpIn(step);
        if (jump && !CONTINUE.test(step)) {
          const backward = /back|return|again|restart/i.test(jump[1]!);
          const target = jump[2]!.replace(/^the\s+/i, '').trim();
          if (/^(?:the\s+)?next step$/i.test(target)) continue;
          const withLabel = label ? tails.map((t) => ({ ...t, label })) : tails;
          this.references.push({ from: withLabel, ref: target, backward, before: this.b.graph.nodes.length });
          tails = [];
          first = false;
          continue;
        }
        if (CONTINUE.test(step)) continue;
        const periodicStep = arrows ? null : PERIODIC_UNTIL.exec(step);
        if (periodicStep) {
          // "soak the membrane, change the buffer every 2 h until ...": the loop on the step it ends.
          tails = this.periodicLoop(periodicStep, tails);
          first = false;
          continue;
        }
        const again = this.doneBefore(step);
        if (again) {
          // "CI runs again", "sonicate again": back to the step with that verb, a loop.
          for (const t of tails) this.edge(label ? { ...t, label } : t, again.id);
          tails = [];
          first = false;
          continue;
        }
        const found = arrows || isTerminatorWords(step) ? this.find(step, this.b.graph.nodes.length) : undefined;
        // A step is no question: "-> theatre" does not join "Fit for theatre?" unless written as it is.
        const asked = found?.role === 'decision' && !step.trim().endsWith('?') && normalise(found.label.replace(/\?$/, '')) !== normalise(step);
        // A question written again in the same chain ("QC pass? → no: re-extract → QC pass?") is asked again: a loop, not a second diamond.
        const existing = found && !asked && !(madeHere.has(found.id) && !isTerminatorWords(step) && found.role !== 'decision') ? found : undefined;
        if (existing && first && arrows) {
          // An arrow statement that starts at a known step starts there, not after the last one: a branch the author drew.
          if (` ${normalise(existing.label)} `.startsWith(` ${normalise(step)} `)) this.fannedOut.add(existing.id);
          tails = [{ id: existing.id }];
          first = false;
          continue;
        }
        first = false;
        if (!existing && tails.length === 1 && EXCLUDED_COUNT.test(step)) {
          // "Records excluded (n=760)" in a flow of counts: those who leave the flow, beside it, not a step on it.
          const aside = this.b.addNode(capitalise(step), 'note', this.group);
          this.edge(tails[0]!, aside.id);
          continue;
        }
        const previous = !arrows && tails.length === 1 && !tails[0]!.label ? nodeById(this.b.graph, tails[0]!.id) : undefined;
        const whole = previous?.role === 'process' ? withVerbLeftOut(step, previous.label) : step;
        const next = existing ?? this.step(capitalise(whole), roleFromWords(whole));
        madeHere.add(next.id);
        tails = this.joinStep(next, tails, label);
        label = undefined;
      }
    }
    if (outcomes === undefined) return tails;
    this.outcomeEnds = [...outcomes, ...tails];
    return this.outcomeEnds;
  }

  /**
   * "Assess for red flags. Red flags → ...", "Check the wound for pus. Pus → ... No pus → ...": a
   * short name of a result, its words all in the step just read, which looks for it, leading an
   * arrow is an outcome of a question on that result ("Red flags?"), made here; "None", "No pus"
   * after it are that question's other outcomes.
   */
  private resultLookedFor(words: string, tails: Tail[]): { subject?: string; label: string } | undefined {
    const text = words.trim();
    if (startsWithVerb(text) || text.split(/\s+/).length > 4 || !/\p{L}/u.test(text)) return undefined;
    const asked = this.outcomeDecision ? nodeById(this.b.graph, this.outcomeDecision.id) : undefined;
    if (asked && /^(?:no|none|not|nothing)\b/i.test(text)) return { label: text };
    const open = tails.length === 1 && !tails[0]!.label ? nodeById(this.b.graph, tails[0]!.id) : undefined;
    if (!open || open.role !== 'process' || !ASSESSING.test(open.label)) return undefined;
    const own = new Set(stems(normalise(open.label)));
    const said = stems(normalise(text));
    if (said.length === 0 || !said.every((w) => own.has(w))) return undefined;
    const decision = this.step(`${capitalise(text)}?`, 'decision');
    this.edge(tails[0]!, decision.id);
    this.outcomeDecision = decision;
    this.outcomeEnds = [];
    return { label: text };
  }

  /**
   * "- No band → run a gradient PCR" as a list item after "look at the result": a short phrase
   * that is not a step, leading an arrow, after a step that assesses something (or after another
   * such outcome) is one of its results.
   */
  private resultNamed(words: string, index: number, tails: Tail[]): { subject?: string; label: string } | undefined {
    if (!this.inItem || index !== 0 || startsWithVerb(words) || words.split(/\s+/).length > 6) return undefined;
    const open = tails.length === 1 ? nodeById(this.b.graph, tails[0]!.id) : undefined;
    const assessed = open !== undefined && ASSESSING.test(open.label);
    return this.outcomeDecision !== undefined || assessed ? { label: words } : undefined;
  }

  /**
   * The decision whose outcome a branch label names: the step the subject names ("CTPA positive"),
   * or the open step itself when it names a test rather than an action ("D-dimer"), or a question
   * on what the open step measured ("Calculate CHA2DS2-VASc" -> "CHA2DS2-VASc?"), added after it.
   */
  private decisionFor(subject: string | undefined, tails: Tail[]): FlowNode | undefined {
    const named = subject ? this.find(subject, this.b.graph.nodes.length) : undefined;
    const open = tails.length === 1 && !tails[0]!.label ? nodeById(this.b.graph, tails[0]!.id) : undefined;
    const node = named ?? open;
    if (subject && (!named || named === open) && open && open.role === 'process' && !this.unasked(subject) && this.namesThing(open.label, subject) && !this.b.graph.edges.some((e) => e.from === open.id)) {
      // "tested for high-risk HPV → HPV negative → ...": the step just read measured the thing the result is of; the question on it follows.
      const decision = this.step(`${capitalise(subject)}?`, 'decision');
      this.edge(tails[0]!, decision.id);
      return decision;
    }
    if (!node || (subject && !named)) return undefined;
    if (node.role === 'decision') return node;
    const asked = !this.b.graph.edges.some((e) => e.from === node.id);
    // "Triage", "Review": a verb alone names the assessment as a noun would; the step is the question.
    if (asked && node.role === 'process' && (!startsWithVerb(node.label) || /^[\p{L}-]+$/u.test(node.label.trim()))) {
      node.role = 'decision';
      if (!node.label.endsWith('?')) node.label = `${node.label}?`;
      return node;
    }
    if (named) return undefined;
    const decision = this.step(questionOn(node.label), 'decision');
    this.edge(tails[0]!, decision.id);
    return decision;
  }

  /** "if X, A, otherwise B" from `from` inside a chain; returns the decision's open ends. */
  private decisionElement(rest: string, from: Tail[], followed: boolean): Tail[] {
    const outer = this.tails;
    this.tails = from;
    // An arrow after the decision states where every branch goes next.
    this.arrowFollows = followed;
    this.ifThen(rest);
    this.arrowFollows = false;
    const ends = this.tails;
    this.tails = outer;
    // Arrows after the decision follow it: a later "Otherwise ..." sentence is no longer its alternative.
    if (followed) this.awaitingElse = undefined;
    return ends;
  }

  /**
   * A jump's words, or null. "Return to work" names no step written before it: "return to" with
   * no such step is a step in its own words ("go back to" with none still fails).
   */
  private jumpIn(step: string): RegExpExecArray | null {
    const jump = GOTO.exec(step);
    if (!jump || !/^return to$/i.test(jump[1]!) || /^(?:steps?|stages?)\s+\d/i.test(jump[2]!)) return jump;
    return this.find(jump[2]!.replace(/^the\s+/i, '').trim(), this.b.graph.nodes.length, true) ? jump : null;
  }

  /** "Run again", "check it again": the latest step written before with the same verb; "try again", the attempt a question judges; or undefined. */
  private doneBefore(written: string): FlowNode | undefined {
    // "explain again (go back)": a bracket that only says it is a loop says nothing more.
    const step = written.replace(/\s*\(\s*(?:go(?:es)?\s+back|loop(?:s)?(?:\s+back)?|back|return|a loop)\s*\)\s*$/i, '');
    // "No: give more and reassess again" as an outcome of a question: the question is asked again.
    if (ASKED_AGAIN.test(step.trim()) && this.open) return this.open.node;
    // "acceptable? no -> coach the patient and try again": the attempt the question judges, the one step before it.
    if (isRetry(step) && this.open) {
      const into = this.b.graph.edges.filter((e) => e.to === this.open!.node.id).map((e) => nodeById(this.b.graph, e.from));
      return into.length === 1 && into[0]!.role !== 'decision' ? into[0] : undefined;
    }
    const m = /^([a-z-]+)\s+(?:(?:it|them|this|that|the \w+)\s+)?again$/i.exec(step.trim());
    if (!m) return undefined;
    const verb = m[1]!.toLowerCase();
    return [...this.b.graph.nodes].reverse().find((n) => n.role !== 'note' && n.label.toLowerCase().startsWith(`${verb} `));
  }

  /** Joins the open ends to a step; an end leaves nothing open (a branch that ends flows nowhere). */
  private joinStep(node: FlowNode, tails: Tail[], label: string | undefined): Tail[] {
    for (const t of tails) this.edge(label ? { ...t, label } : t, node.id);
    return node.role === 'terminator' && !/^(?:start|begin)/i.test(node.label) ? [] : [{ id: node.id }];
  }

  /** A decision (or other step) that follows the flow's open ends. */
  private stepAfterTails(label: string, role: NodeRole): FlowNode {
    const node = this.step(label, role);
    for (const t of this.tails) this.edge(t, node.id);
    this.tails = [{ id: node.id }];
    return node;
  }

  /** The lanes' names as the subjects of sentences: "the developer", "CI", "a maintainer", "the committee". */
  private actors(): Array<{ pattern: RegExp; lane: string }> {
    const lanes = this.b.graph.groups.filter((g) => g.kind === 'lane');
    const lastWords = lanes.map((g) => g.label.split(/\s+/).at(-1)!.toLowerCase());
    return lanes.flatMap((g, i) => {
      const names = [g.label];
      if (g.label.includes(' ') && lastWords.filter((w) => w === lastWords[i]).length === 1) names.push(lastWords[i]!);
      return names.map((name) => ({ pattern: new RegExp(`^(?:the|a|an|our|my|their)?\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\s+(?=[a-z])`, 'i'), lane: g.id }));
    });
  }

  /** "and the maintainer then writes the notes" -> "and then the maintainer writes the notes": "then" joins steps, so it goes before the lane named. */
  private thenBeforeActor(text: string): string {
    let out = text;
    for (const { pattern } of this.actors()) {
      const name = pattern.source.replace(/^\^/, '').replace(/\\s\+\(\?=\[a-z\]\)$/, '');
      out = out.replace(new RegExp(`(^|[,;]\\s*|\\s(?:and)\\s+)(${name})\\s+then\\s+`, 'gi'), '$1then $2 ');
    }
    return thenBeforeSubject(out);
  }

  /**
   * "the maintainer tags vX.Y.Z, CI builds the wheels and CI publishes them": under lanes, a clause
   * whose subject is a lane starts a step of its own.
   */
  private byActor(written: string): string[] {
    const actors = this.actors();
    if (actors.length === 0) return [written];
    const parts: string[] = [];
    let rest = written;
    for (let cut = nextActor(rest, actors); cut > 0; cut = nextActor(rest, actors)) {
      parts.push(rest.slice(0, cut).replace(/[\s,;]+(?:and|then|and then)?\s*$/i, ''));
      rest = rest.slice(cut);
    }
    return [...parts, rest];
  }

  /**
   * "The developer opens a pull request" under a Developer lane: the step "Open a pull request",
   * in that lane, as are the steps after it in the same line until another lane is named.
   */
  private inActorsLane(step: string): string {
    for (const { pattern, lane } of this.actors()) {
      const m = pattern.exec(step);
      if (!m) continue;
      const rest = step.slice(m[0].length);
      // "reviews", "tags": a third-person verb the model may take for a plural noun after a subject;
      // "the ward nurse gives": a noun or two of the subject may follow the lane's name.
      const words = tokens(rest.slice(0, 60));
      const isVerbHere = (t: (typeof words)[number]) => t.pos === 'VERB' || /^[a-z]+[^s]s$/.test(t.text);
      const k = words.slice(0, 3).findIndex(isVerbHere);
      const verb = words[k];
      if (!verb || !words.slice(0, k).every((t) => t.pos === 'NOUN' || t.pos === 'PROPN') || /^(?:is|are|was|were|has|have|does)$/i.test(verb.text)) continue;
      const base = verb.lemma !== verb.lower ? verb.lemma : verb.lower.replace(/(?:(?<=(?:ss|sh|ch|x|z|o))es|s)$/, '');
      this.group = lane;
      return `${base}${rest.slice(verb.end)}`;
    }
    return step;
  }

  private step(label: string, role: NodeRole): FlowNode {
    if (role === 'decision') this.sentencesSinceDecision = 0;
    const node = this.b.addNode(label, role, this.group);
    this.madeFrom.set(node.id, restoreSpans(this.reading));
    if (this.inItem) this.itemSteps.add(node.id);
    this.ordinal.push(node.id);
    this.lastStep = node;
    return node;
  }

  private edge(tail: Tail, to: string): void {
    const options: EdgeOptions = {};
    if (tail.label) options.label = tail.label;
    if (tail.line) options.line = tail.line;
    this.b.addEdge(tail.id, to, options);
  }

  /**
   * A written reference to a step: its number, its exact words, a unique leading phrase, or all its
   * main words; for a jump (`byWordForm`), also its words in another form ("homogenisation").
   */
  private find(ref: string, before: number, byWordForm = false): FlowNode | undefined {
    const nodes = this.b.graph.nodes.slice(0, before).filter((n) => n.role !== 'note');
    const number = /^(?:steps?|stages?)\s+(\d+)\b/i.exec(ref);
    if (number) {
      const n = Number(number[1]);
      const id = this.numbered.size > 0 ? this.numbered.get(n) : this.ordinal[n - 1];
      return id ? nodes.find((x) => x.id === id) : undefined;
    }
    const wanted = normalise(ref);
    if (/^(?:start|beginning|the start|the beginning)$/.test(wanted)) return nodes.find((n) => n.role !== 'decision');
    // "End", "Stop": an end word only ever names a terminator, never a step that holds the word.
    if (isTerminatorWords(ref)) return nodes.find((n) => n.role === 'terminator' && normalise(n.label) === wanted);
    // "score < 10" is not "Score ≥ 10": a bound on a value names the same step only when it is the same bound.
    const bound = threshold(ref);
    const sameBound = (n: FlowNode) => {
      const other = threshold(n.label);
      return !bound || !other || (bound.value === other.value && bound.side === other.side && bound.inclusive === other.inclusive);
    };
    const exact = nodes.filter((n) => normalise(n.label) === wanted && sameBound(n));
    if (exact.length > 0) return exact[0];
    // "return to pharmacist" under lanes: the first step of the Pharmacist lane.
    const lane = this.b.graph.groups.find((g) => g.kind === 'lane' && normalise(g.label) === wanted.replace(/^the /, ''));
    const laneStart = lane && nodes.find((n) => n.group === lane.id);
    if (laneStart) return laneStart;
    const leading = nodes.filter((n) => normalise(n.label).startsWith(`${wanted} `) && sameBound(n));
    if (leading.length === 1) return leading[0];
    const words = stems(wanted);
    // "≥ 0.5" names no step by its numbers alone.
    if (!words.some((w) => /\p{L}/u.test(w))) return undefined;
    const covering = nodes.filter((n) => {
      const own = new Set(stems(normalise(n.label)));
      return words.every((w) => own.has(w)) && sameBound(n);
    });
    if (covering.length === 1 || !byWordForm) return covering.length === 1 ? covering[0] : undefined;
    // "go back to homogenisation", "return to the blocking step": a step named by another form of its words.
    const said = tokens(ref).filter((t) => /^(?:NOUN|VERB|PROPN|ADJ)$/.test(t.pos) && !/^(?:step|stage|box|part)$/.test(t.lemma));
    if (said.length === 0) return undefined;
    const family = nodes.filter((n) => {
      const own = tokens(n.label);
      return said.every((w) => own.some((o) => sameWord({ lower: w.lower, lemma: w.lemma }, { lower: o.lower, lemma: o.lemma })));
    });
    if (family.length === 1) return family[0];
    // "return to the staining" beside "Is the staining patchy?": the act, not the question about it.
    const acts = family.filter((n) => n.role !== 'decision');
    return acts.length === 1 ? acts[0] : questionNamed(ref, nodes);
  }

  /**
   * Answers of a question set aside for a step that named another branch, and never taken up
   * again: where they go was not read. Returns the question and the answer, or undefined.
   */
  droppedAnswer(): { question: string; answer: string } | undefined {
    const graph = this.b.graph;
    for (const t of this.parked) {
      const node = nodeById(graph, t.id);
      if (!node || node.role !== 'decision' || !t.label) continue;
      if (graph.edges.some((e) => e.from === t.id && e.label === t.label)) continue;
      return { question: node.label, answer: t.label };
    }
    return undefined;
  }

  /**
   * "Record NEWS2 every 4 hours. If the score is 5 or more, call outreach.": the answer the text
   * left open, of a question asked on what a step done at intervals found, goes back to that step;
   * the step is done again at its next time.
   */
  private periodicReturn(): void {
    const graph = this.b.graph;
    for (const t of this.tails) {
      const question = nodeById(graph, t.id);
      if (!t.label || question?.role !== 'decision') continue;
      const into = graph.edges.filter((e) => e.to === question.id);
      const step = into.length === 1 ? nodeById(graph, into[0]!.from) : undefined;
      if (step?.role === 'process' && AT_INTERVALS.test(step.label)) this.edge(t, step.id);
    }
  }

  /** Jumps written before their target are joined once every step is read. */
  finish(): void {
    this.closeDecision();
    this.periodicReturn();
    for (const r of this.references) {
      const before = r.backward ? r.before : this.b.graph.nodes.length;
      let target = this.find(r.ref, before, true);
      if (!target) {
        if (r.backward || /^(?:step|stage)\s+\d+/i.test(r.ref)) {
          throw new FlowchartError('FLOWCHART_STEP_UNKNOWN', `${quoting(clipped(r.ref), 'A reference to a step')} names no step written before it; refer to a step by its number or its words (see docs/flowchart-requests.md).`);
        }
        // "go to confirmatory testing" with no such step yet: the author named a step; it is drawn.
        target = this.step(capitalise(r.ref), roleFromWords(r.ref));
      }
      for (const t of r.from) if (!this.b.hasEdge(t.id, target.id)) this.edge(t, target.id);
    }
    this.references.length = 0;
    this.joinShortSteps();
    this.joinSameSteps();
  }

  /**
   * "yes -> check breathing; no -> open the airway, then check breathing": a step written in the
   * same words on two branches, neither reached from the other, both going on to the same
   * place, is one step where they join.
   * A step done again along one path ("-> 3× PBS -> secondary -> 3× PBS ->") stays two boxes.
   */
  private joinSameSteps(): void {
    const graph = this.b.graph;
    const reaches = (from: string, to: string): boolean => {
      const seen = new Set<string>([from]);
      const queue = [from];
      while (queue.length > 0) {
        const at = queue.shift()!;
        for (const e of graph.edges) {
          if (e.from !== at || seen.has(e.to)) continue;
          if (e.to === to) return true;
          seen.add(e.to);
          queue.push(e.to);
        }
      }
      return false;
    };
    for (const later of [...graph.nodes]) {
      if (!this.madeFrom.has(later.id) || later.role === 'decision' || later.role === 'terminator' || later.role === 'note') continue;
      const first = graph.nodes.find((n) => n !== later && this.madeFrom.has(n.id) && n.role === later.role && n.group === later.group && normalise(n.label) === normalise(later.label));
      if (!first || graph.nodes.indexOf(first) > graph.nodes.indexOf(later) || reaches(first.id, later.id) || reaches(later.id, first.id)) continue;
      // One step where the branches join goes on to the same place from both ("... then X. Then Y.").
      const next = (id: string) => [...new Set(graph.edges.filter((e) => e.from === id).map((e) => e.to))].sort().join(' ');
      if (next(first.id) !== next(later.id)) continue;
      for (const e of graph.edges.filter((x) => x.to === later.id || x.from === later.id)) {
        const [from, to] = [e.from === later.id ? first.id : e.from, e.to === later.id ? first.id : e.to];
        if (graph.edges.some((x) => x !== e && x.from === from && x.to === to && (x.label ?? '') === (e.label ?? ''))) graph.edges = graph.edges.filter((x) => x !== e);
        else [e.from, e.to] = [from, to];
      }
      graph.nodes = graph.nodes.filter((n) => n !== later);
      this.madeFrom.delete(later.id);
    }
  }

  /**
   * "yes → document the changes, then merge; no → merge straight away" over the item "Merge dev
   * into master": a step that is only the verb of the one step it leads to ("merge", "merge
   * straight away") is that step said short, not a step of its own; its arrows go into it.
   */
  private joinShortSteps(): void {
    const graph = this.b.graph;
    for (const short of [...graph.nodes]) {
      const verb = SHORT_STEP.exec(short.label)?.[1];
      if (!verb || short.role !== 'process' || !startsWithVerb(verb)) continue;
      const out = graph.edges.filter((e) => e.from === short.id);
      const next = out.length === 1 ? nodeById(graph, out[0]!.to) : undefined;
      if (!next || !next.label.toLowerCase().startsWith(`${verb.toLowerCase()} `)) continue;
      graph.edges = graph.edges.filter((e) => e !== out[0]);
      for (const e of graph.edges.filter((x) => x.to === short.id)) {
        if (graph.edges.some((x) => x.from === e.from && x.to === next.id && x.label === e.label)) graph.edges = graph.edges.filter((x) => x !== e);
        else e.to = next.id;
      }
      graph.nodes = graph.nodes.filter((n) => n !== short);
      this.madeFrom.delete(short.id);
    }
  }

  private dropEmptyGroups(): void {
    const graph = this.b.graph;
    const used = (id: string): boolean => graph.nodes.some((n) => n.group === id) || graph.groups.some((g) => g.parent === id && used(g.id));
    graph.groups = graph.groups.filter((g) => used(g.id));
  }
}

/** Sentences of a line of prose: ends at `.`, `!`, `?` before a capital or digit, not after an abbreviation or inside brackets. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  // Text typed all in lower case ("we receive the tubes. aliquots go to ...") starts its sentences so.
  const lowerCase = /^[^\p{L}]*\p{Ll}/u.test(text) && !/[.!?]\s+\p{Lu}/u.test(text);
  let start = 0;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if ((c === '.' || c === '!' || c === '?') && depth === 0) {
      const next = text[i + 1];
      if (next !== undefined && next !== ' ') continue;
      const after = /^\s+(\S)/.exec(text.slice(i + 1, i + 4))?.[1];
      // "... → End. no → accept": a full stop before a branch word ends the sentence whatever its case.
      const branchNext = c === '.' && /^\s+(?:yes|no|otherwise|else|if)\b/i.test(text.slice(i + 1, i + 12));
      if (after !== undefined && !branchNext && !/[\p{Lu}\d"'(]/u.test(after) && !(lowerCase && c === '.' && /\p{Ll}/u.test(after))) {
        // "Is it clear? yes: ..." keeps its outcomes with the question.
        continue;
      }
      if (c === '.' && (ABBREVIATIONS.test(text.slice(Math.max(start, i - 8), i + 1)) || isNumberSignStop(text, i))) continue;
      if (c === '?' && after !== undefined && /^\s+(?:if\s+)?(?:yes|no)\b/i.test(text.slice(i + 1, i + 12))) continue;
      out.push(text.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  if (start < text.length) out.push(text.slice(start).trim());
  return out.filter((s) => s !== '');
}

/** "reassess at 5 min again", "check it again": the question before is asked again, a loop back to it. */
const ASKED_AGAIN = /^(?:re-?)?(?:assess|check|evaluate|examine|review)\b.*\bagain$/i;

/**
 * "activate cath lab and end" is the step then the end; comma clauses that each start with a verb
 * are steps in order, and so are the actions of one clause (actions.ts). `namesBranch` says
 * whether a passive sentence's subject only names the branch it is on ("Negative lines are ...").
 */
/** "X (return to 3.2.1)", "X (go back to step 2)": a step and, in brackets after it, where the flow goes next. */
const BRACKETED_JUMP = /^(.*\S)\s*\(\s*((?:then\s+)?(?:go back|return|loop back|back|go|jump|skip|proceed)\s+to\s+[^()]+?)\s*\)$/i;

function stepsOf(words: string, namesBranch: (subject: string) => boolean): string[] {
  const out: string[] = [];
  const and = /^(.*?\S)\s*,?\s+and\s+(\S.*)$/i.exec(words);
  const body = and && (isTerminatorWords(and[2]!) || ASKED_AGAIN.test(and[2]!) || isRetry(and[2]!)) ? and[1]! : words;
  const passive = passiveSteps(body, namesBranch);
  const clauses = passive ?? imperativeClauses(body).flatMap(nounLedSteps).flatMap(coordinateClauses).flatMap(verbAndVerb);
  for (const clause of clauses) {
    // "re-extract from a second piece (return to 3.2.1)": the step, then its jump.
    const jump = BRACKETED_JUMP.exec(clause);
    // In brackets "return to X" only refers back: X names a step already read ("Return to work" is no such jump).
    if (jump) out.push(stripConnectives(withoutNarration(stripConnectives(jump[1]!))), jump[2]!.trim().replace(/^(?:then\s+)?return\s+to\b/i, 'go back to'));
    else out.push(stripConnectives(withoutNarration(stripConnectives(clause))));
  }
  if (body !== words) out.push(and![2]!);
  return out.filter((w) => w !== '');
}

/** The last arrow, "then" or ";" in the text (what joins steps in a chain), or null. */
function lastSeparator(text: string): { index: number; length: number } | null {
  const parts = splitKeeping(text, THEN_SPLIT);
  if (parts.length < 2) return null;
  const last = parts.at(-1)!;
  const index = text.length - last.text.length - last.separator.length;
  return { index, length: last.separator.length };
}

/**
 * "Western blotting" on a line of its own above sentences or a list is a heading, as a document
 * would have set it, not a step: a short line with no end punctuation, arrow or step verb,
 * followed by prose ("Sequencing QC" too: an -ing word names the activity). Lines of bare names one under another ("DNA extraction" / "Sequencing") stay steps.
 */
function withHeadingLines(blocks: Block[]): Block[] {
  return blocks.map((block, index) => {
    const next = blocks[index + 1];
    if (block.kind !== 'text' || !next || block.children.length > 0) return block;
    const text = block.text.trim();
    // "Sequencing QC", "Staining controls": a line led by an -ing word names an activity; a step's verb is bare ("Sequence the library").
    const gerund = /^\p{L}{3,}ing\b(?!\s+(?:the|a|an|all|each|every|it|them)\b)/iu.test(text);
    const heading = text.split(/\s+/).length <= 6 && !/[.!?;,]$|:|->|→|=>/.test(text) && (gerund || !startsWithVerb(text)) && !/^(?:if|when|unless|otherwise|else|yes|no)\b/i.test(text);
    // Prose, a list, or a line of steps joined by ";" or arrows ("ATAC-seq processing" above "FastQC; trim; align").
    const prose = next.kind === 'item' || /[.!?:]$/.test(next.text.trim()) || next.kind === 'heading' || /;|->|→|=>/.test(next.text);
    return heading && prose ? { ...block, kind: 'heading' as const, level: 7 } : block;
  });
}

/** "Our qPCR workflow goes like this" -> "Our qPCR workflow": the words that only introduce what follows. */
function withoutIntroTail(name: string): string {
  return name.replace(/\s+(?:goes|is|works|runs|looks|reads)\s+(?:like this|as follows)$/i, '');
}

/** `text` cut at every match of the global `pattern`; each piece keeps the separator before it. */
function splitKeeping(text: string, pattern: RegExp): Array<{ text: string; separator: string }> {
  const parts: Array<{ text: string; separator: string }> = [];
  let last = 0;
  let separator = '';
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    // "recode missing values (-99 → NA)": what is inside brackets joins no steps.
    if (bracketDepth(text, m.index) > 0) continue;
    parts.push({ text: text.slice(last, m.index), separator });
    separator = m[0];
    last = m.index + m[0].length;
  }
  parts.push({ text: text.slice(last), separator });
  return parts;
}

/** How many brackets are open at `at`. */
function bracketDepth(text: string, at: number): number {
  let depth = 0;
  for (let i = 0; i < at; i++) {
    if (text[i] === '(' || text[i] === '[') depth++;
    else if ((text[i] === ')' || text[i] === ']') && depth > 0) depth--;
  }
  return depth;
}

/**
 * "Perfuse with PBS then 4% PFA": after a bare "then" a quantity with no verb of its own is the
 * next thing the same step uses, kept with the words before. "Perfuse 20 mL PBS and then 20 mL
 * 4% PFA" (", then", "and then") is the same verb done again: a step of its own with that verb.
 */
/** "twice with Buffer RPE", "once more with PBS", "with 70% ethanol": how or how often, with no verb before it. */
const ELIDED_VERB = /^(?:(?:once|twice|thrice|(?:two|three|four|five|\d+)\s+(?:more\s+)?times|again|once more)\s+(?:with|in|at|for|using)\b|(?:with|using)\s+\S)/i;

function withQuantitiesKept(parts: Array<{ text: string; separator: string }>): Array<{ text: string; separator: string }> {
  const out: Array<{ text: string; separator: string }> = [];
  for (const part of parts) {
    const previous = out.at(-1);
    // "then 100% ethanol", "then twice with Buffer RPE": no verb of its own, the step before's verb said once.
    const quantity = previous !== undefined && /\b(?:then|followed by)\b/i.test(part.separator) && (/^[\d.,]+\s*(?:%|[a-zµ°]{1,3}\b)/i.test(part.text.trim()) || ELIDED_VERB.test(part.text.trim()));
    if (!quantity || leadingVerb(previous.text.trim()) === undefined) {
      out.push({ ...part });
    } else if (/^\s*then\s*$/i.test(part.separator)) previous.text += part.separator + part.text;
    else out.push({ ...part, text: `${previous.text.trim().split(/\s+/)[0]} ${part.text.trim()}` });
  }
  return out;
}

/** Where in `text` (after its start) a clause led by a lane's name begins, or -1. */
function nextActor(text: string, actors: Array<{ pattern: RegExp }>): number {
  const boundary = /(?:,\s*(?:and\s+|then\s+)?|\s+and\s+(?:then\s+)?|\s+then\s+)/gi;
  for (let m = boundary.exec(text); m; m = boundary.exec(text)) {
    const at = m.index + m[0].length;
    if (actors.some((a) => a.pattern.test(text.slice(at)))) return at;
  }
  return -1;
}

/** "placebo, low dose or high dose" -> the three names. */
function listItems(text: string): string[] {
  return text
    .split(/\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+/)
    .map((item) => item.trim().replace(/[.;]$/, ''))
    .filter((item) => item !== '');
}

const COUNT_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };

/** "three arms" naming two: the text contradicts itself, and either reading would be a guess. */
function checkCount(said: string | undefined, items: string[], text: string): void {
  if (said === undefined) return;
  const n = COUNT_WORDS[said.toLowerCase()] ?? Number(said);
  if (n !== items.length) throw new FlowchartError('FLOWCHART_TEXT_UNPLACED', `${quoting(clipped(restoreSpans(text)), 'A list')} says ${saidAs(said, String(n))} but names ${items.length}${saidAs(`: ${items.map(restoreSpans).join(', ')}`, '')}.`);
}

const STOP = new Set('the a an of to and or in on at for with from by step steps stage again'.split(' '));

/**
 * "back to the swallow question", "go back to the 3× ULN check": the one question whose label
 * holds every word and number said before "question", "check" or "decision", or undefined.
 */
function questionNamed(ref: string, nodes: readonly FlowNode[]): FlowNode | undefined {
  const named = /^(.+?)\s+(?:question|check|decision)$/i.exec(ref.trim().replace(/^the\s+/i, ''));
  if (!named) return undefined;
  const said = tokens(named[1]!).filter((t) => /^(?:NOUN|VERB|PROPN|ADJ|NUM)$/.test(t.pos) || /\d/.test(t.text));
  if (said.length === 0) return undefined;
  const questions = nodes.filter((n) => {
    if (n.role !== 'decision') return false;
    const own = tokens(n.label);
    return said.every((w) => own.some((o) => o.lower === w.lower || sameWord({ lower: w.lower, lemma: w.lemma }, { lower: o.lower, lemma: o.lemma })));
  });
  return questions.length === 1 ? questions[0] : undefined;
}

/**
 * "urgent", "high risk", "febrile": a condition of one or two words with no subject, verb,
 * number or negation, which says a value of something the text does not name.
 */
function isBareCondition(condition: string): boolean {
  const words = tokens(condition.trim());
  if (words.length === 0 || words.length > 2 || /\d|[<>=≤≥]/.test(condition)) return false;
  return words.every((t) => /^(?:ADJ|NOUN)$/.test(t.pos) && !/^(?:not|no|none|so|yes|any)$/i.test(t.lower));
}

function stems(text: string): string[] {
  return text
    .split(' ')
    .filter((w) => w && !STOP.has(w))
    .map((w) => w.replace(/(?:ing|ed|es|s|e)$/, ''));
}

/**
 * "it hits 0.6" after "measure OD600 every 30 min": "it" is the thing the step acts on, named
 * (the words after its verb up to when, where or how); the condition unchanged when there is no "it".
 */
function withItNamed(condition: string, step: string): string {
  if (!/^it\b/i.test(condition.trim())) return condition;
  const verb = leadingVerb(step);
  const object = verb ? /^\S+\s+(.+?)(?=\s+(?:every|at|in|on|with|for|from|to|by|until|after|\d)\b|$)/i.exec(step.trim())?.[1] : undefined;
  return object && !/^(?:it|them|this|that)$/i.test(object) ? condition.trim().replace(/^it\b/i, object.replace(/^(?:the|a|an)\s+/i, '')) : condition;
}

function clipped(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}...` : text;
}

/**
 * "basecall with Dorado, trim adapters with Porechop, filter reads ...": comma clauses after the
 * first, two or more of them led by a step verb (the first may be a verb the list lacks).
 */
function laterClausesAreSteps(text: string): boolean {
  const clauses = splitOutsideBrackets(text, CLAUSE_COMMA).map((c) => c.replace(/^\s*and\s+/i, '').trim()).filter(Boolean);
  return clauses.length >= 3 && clauses.slice(1).filter((c) => startsWithVerb(c)).length >= 2;
}

const OBJECT_DETERMINER = /^(?:the|a|an|each|every|all|this|these|those|their|its|his|her|our|your)$/i;

/**
 * "Coat the plate overnight", "Participants completed the baseline questionnaire": a first word,
 * or a verb, followed by a determiner acts on its object, so the words are a step, never a name
 * (a name's words before "the" are prepositions: "Flowchart for the ELISA").
 */
function actsOnAnObject(text: string): boolean {
  const words = tokens(text);
  return words.some((t, k) => {
    const next = words[k + 1];
    if (!next || !OBJECT_DETERMINER.test(next.text)) return false;
    // "Two auditors score each chart", "The nurse checks each dose": a step verb after its subject, tagged as a noun.
    const subject = k > 0 && /^(?:NOUN|PROPN|NUM|PRON)$/.test(words[k - 1]!.pos);
    const base = t.lower.replace(/(?<=(?:ss|sh|ch|x|z|o))es$|(?<!s)s$/, '');
    return t.pos === 'VERB' || (k === 0 && /^(?:NOUN|PROPN)$/.test(t.pos)) || (subject && t.pos === 'NOUN' && isVerb(base));
  });
}

/**
 * "; non-urgent samples are batched weekly" after "If it is urgent, ...": a clause after a
 * semicolon whose subject is led by a word of the condition negated ("non-", "not-"); where the
 * semicolon and its spaces are, or null.
 */
function negatedSubjectClause(actions: string, condition: string): { index: number; length: number } | null {
  const m = /\s*;\s*(?=(?:the\s+|all\s+|any\s+)?(?:non-?|not-)([a-z]{3,})\s)/i.exec(actions);
  if (!m) return null;
  const asked = tokens(condition);
  const [word] = tokens(m[1]!);
  return word && asked.some((t) => sameWord({ lower: t.lower, lemma: t.lemma }, { lower: word.lower, lemma: word.lemma })) ? { index: m.index, length: m[0].length } : null;
}
