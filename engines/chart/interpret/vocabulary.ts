// Words of chart requests: chart type names, what a request asks to show, and column roles.
import type { ChartType } from '../chartTypes.ts';

/** Words for chart types, in the order they are tried (more specific phrases first). */

const TYPE_WORDS_SINGULAR: Array<[RegExp, ChartType]> = [
  [/\bkaplan[\s-]*meier\b|\bsurvival (curve|plot|analysis)\b|(?<!\d\s*)\bKM\b(?: (?:curve|plot|estimate))?/i, 'kaplan_meier'],
  [/\bprecision[\s-]*recall\b|\bpr curve\b/i, 'precision_recall'],
  [/\bcalibration (curve|plot)\b/i, 'calibration_curve'],
  [/\bconfusion matrix\b/i, 'confusion_matrix'],
  [/\broc\b|\breceiver operating\b/i, 'roc'],
  [/\bbland[\s-]*altman\b|\blimits of agreement\b/i, 'bland_altman'],
  [/\bdose[\s-]*response\b|\bec50\b|\bic50\b|\b4[\s-]?pl\b|\bfour[\s-]parameter logistic\b/i, 'dose_response'],
  [/\benzyme kinetics\b|\bmichaelis[\s\u2013-]*menten\b|\bMM (?:plot|fit|curve)\b/i, 'enzyme_kinetics'],
  [/\bgrowth curves?\b/i, 'growth_curve'],
  [/\bstandard curve\b|\bcalibration standards?\b/i, 'standard_curve'],
  [/\bvolcano\b/i, 'volcano'],
  [/\bma[\s-]plot\b|\bm[\s-]*a plot\b/i, 'ma_plot'],
  [/\bmanhattan\b/i, 'manhattan'],
  [/\benrichment\b/i, 'enrichment'],
  [/\bforest plot\b|\bmeta[\s-]*analysis\b/i, 'forest'],
  [/\bfunnel plot\b/i, 'funnel'],
  [/\bdendrogram\b/i, 'dendrogram'],
  [/\bcalendar heat\s*map\b|\bcalendar\b/i, 'calendar_heatmap'],
  [/\bheat\s*map\b/i, 'heatmap'],
  // "Spearman correlations between the three measurements as a matrix": a matrix of correlations said apart.
  [/\bcorrelation (matrix|plot|heat\s*map)\b|\bcorrelogram\b|(?<=\bcorrelat(?:e|es|ed|ion|ions)\b[^.;]*)\bmatrix\b|\bmatrix\b(?=[^.;]*\bcorrelat(?:e|es|ed|ion|ions)\b)/i, 'correlation'],
  [/\bupset\b|\bset intersections?\b/i, 'upset'],
  [/\bsankey\b|\balluvial\b/i, 'sankey'],
  [/\bstem[\s-]*(and[\s-]*)?leaf\b/i, 'stem_leaf'],
  [/\bnested pie\b|\bsunburst\b|\bdonut of donuts\b/i, 'nested_pie'],
  [/\bpie\b|\bdonut\b|\bdoughnut\b/i, 'pie'],
  [/\bwaterfall\b/i, 'waterfall'],
  [/\bstacked area\b|\barea chart\b/i, 'stacked_area'],
  [/\bradar\b|\bspider\b/i, 'radar'],
  [/\braincloud\b|\brain cloud\b/i, 'raincloud'],
  [/\bridgeline\b|\bjoy\s*plot\b/i, 'ridgeline'],
  [/\bviolins?\b/i, 'violin'],
  [/\b(?:(?:grouped|dodged|side[\s-]by[\s-]side)\s+)?box[\s-]*(and[\s-]*whiskers?[\s-]*)?plot\b|\b(?:grouped|dodged|side[\s-]by[\s-]side)\s+boxplots?\b|\bboxplot\b|\bbox[\s-]and[\s-]whiskers?\b|(?:^|[,;:])\s*box(?:es)?\s*(?=$|[,;.!?])|\bas (?:coloured |colored )?box(?:es)?\b/i, 'boxplot'],
  // Lord et al.'s SuperPlots, and figures asked "in their style".
  [/\bsuper[\s-]?plots?(?:[\s-]+style)?\b/i, 'superplot'],
  [/\bbeeswarm\b|\bswarm\b|\bstrip\s*(?:chart|plot)\b|\bjitter(?:ed)?\s+(?:plot|dots)\b/i, 'beeswarm'],
  [/\b(?:normal )?(?:q[\s-]*q|quantile[\s-]*quantile|probability)(?: plot)?\b/i, 'qq'],
  [/\bogive\b|\bcumulative frequency\b/i, 'ogive'],
  [/\becdf\b|\bempirical (cumulative )?distribution\b/i, 'ecdf'],
  // "hist" is R's name for one, and how people shorten it.
  [/\bhistogram\b|\bhist\b/i, 'histogram'],
  [/\bdensity\b|\bkde\b/i, 'density'],
  [/\bhexbin\b|\bhexagonal bin/i, 'hexbin'],
  [/\bbubble\b/i, 'bubble'],
  [/\bpaired (dot|points?|plot)\b|\bbefore[\s-]*(and|vs\.?)[\s-]*after\b/i, 'paired_dot'],
  [/\bfrequency dot\b|\bdot ?plot of (counts|frequencies)\b/i, 'frequency_dot'],
  [/\bregression\b|\btrend ?line\b|\bline of best fit\b|\blinear fit\b/i, 'regression'],
  [/\berror ?bars?\b/i, 'errorbar'],
  [/\btime ?series\b/i, 'timeseries'],
  [/\bscatter\b/i, 'scatter'],
  [/\bdot (plot|chart)\b|\bcleveland\b/i, 'dot'],
  [/\bline (chart|plot|graph)\b|(?<!\b(?:joined|connected|linked)\s+(?:up\s+)?(?:by|with)\s+(?:a\s+)?)\blines\b|\bas (?:a )?line\b|\(\s*(?:a\s+)?line\s*\)|^\s*(?:a\s+)?line\s+of\b|\bline with (?:points|markers|dots)\b|\bline\s+(?:through|joining|connecting)\s+(?:the\s+)?(?:means|averages|medians)\b|\b(?:mean|average)\s+line(?=\s+(?:with|and|plus|\u00b1|\+\/-)\s+(?:an?\s+|its\s+|their\s+)?(?:\u00b1\s*)?(?:sem|sd|se|s\.e\.m|standard|95|ci|confidence|error))|\bspaghetti(?: plot)?\b|\binteraction (?:plot|chart|graph)\b|(?:^|[,;:])\s*(?:(?:a|as|plain|simple|just|basic)\s+)*line(?:\s+(?:is|would be|will do))?(?:\s+(?:fine|ok|okay|good|pls|please|thanks))?\s*(?=$|[,;.!?])/i, 'line'],
  [/\b(?:(?:grouped|dodged|clustered|side[\s-]by[\s-]side)\s+)?(?:bar (chart|plot|graph)|bars|column chart)\b/i, 'bar'],
];

/** The type words, plurals too ("boxplots", "violins", "histograms"). */
export const TYPE_WORDS: Array<[RegExp, ChartType]> = TYPE_WORDS_SINGULAR.map(([pattern, type]) => [new RegExp(pattern.source.replace(/([a-z])\\b(?=\||$)/g, '$1s?\\b'), pattern.flags), type]);

/**
 * What a request asks to show, in words that name no chart type: "survival by arm", "agreement
 * between a and b", "distribution of x". choose.ts turns each into a chart type when the data
 * can carry it (docs/chart-requests.md, "Choosing the chart type"). 'summary' has no words
 * here: "mean ± SEM", "mean and SD", "median" are read by grammar.ts into spec.aggregate and
 * spec.errorBars, and choose.ts takes those as the summary intent.
 */
export type Intent =
  | 'running_total'
  | 'tumour_response'
  | 'effect_sizes'
  | 'survival'
  | 'agreement'
  | 'discrimination'
  | 'calibration'
  | 'dose'
  | 'enrichment'
  | 'differential_expression'
  | 'summary'
  | 'correlation'
  | 'distribution'
  | 'over_time'
  | 'trend'
  | 'composition'
  | 'relationship'
  | 'comparison';

/** Longer phrases come before their first word ("recurrence-free survival" before "recurrence"): a match takes the first alternative that fits. */
export const INTENT_WORDS: Array<[RegExp, Intent]> = [
  [/\brunning totals?\b|\bbridge\b|\bcumulative (sum|total|change)s?\b/i, 'running_total'],
  [/\b(tumou?r|best|objective) response\b|\b(best )?(percent(age)? |% )?change from baseline\b|\brecist\b/i, 'tumour_response'],
  [/\b(hazard|odds|risk) ratios?\b|\beffect sizes?\b|\bsubgroups?\b/i, 'effect_sizes'],
  [/\blog[\s-]?rank(?: (?:test|p(?:[\s-]?value)?))?\b|\bcensor(?:ing|ed)? (?:marks|ticks)\b|\bsurviv(al|ed|e)\b|\btime[\s-]to[\s-]\w+|\bhazards?\b|\bnumbers? at risk\b|\bcensor(ed|ing|s)?\b|\bdeaths?\b|\bdied\b|\bmortality\b|\b(?:(?:at|until) )?(?:last )?follow[\s-]?up\b|\b(?:progression|recurrence|relapse|disease|event|metastasis)[\s-]free(?: survival)?\b|\brelapse\b|\brecurrence\b|\bremission\b|\boverall survival\b|\b(?:PFS|OS|DFS|EFS|RFS)\b/i, 'survival'],
  [/\bagree(ment|s)?\b|\bconcordance\b|\bmethod comparison\b|\binterchangeab(le|ility)\b/i, 'agreement'],
  [/\bdiscriminat(e|es|ion|ive)\b|\bauc\b|\bsensitivity and specificity\b|\bclassifier\b/i, 'discrimination'],
  [/\bcalibrat(ion|ed)\b|\bpredicted (vs\.?|versus|against) observed\b/i, 'calibration'],
  [/\bdoses?\b|\bconcentration[\s-]response\b|\binhibition\b|\bpotency\b/i, 'dose'],
  [/\bpathways?\b|\bgo terms?\b|\bgene ontology\b|\bover[\s-]?represent(ed|ation)\b|\benriched\b/i, 'enrichment'],
  [/\bdifferential(ly)? express(ion|ed)\b|\bde genes\b|\b(up|down)[\s-]?regulat(ed|ion)\b/i, 'differential_expression'],
  [/\bcorrelat(e|es|ed|ion|ions)\b/i, 'correlation'],
  [/\bdistributions?\b|\bdistributed\b|\bspread\b|\bvariability\b|\bdispersion\b/i, 'distribution'],
  [/\bover time\b|\b(?:over|across|through(?:out)?) the (years|months|weeks|days|hours|decades|period|study)\b|\btime[\s-]course\b|\blongitudinal\b|\bthrough time\b|\b(?:chang|evolv|develop|grow|grew|rose|fell|declin|increas|decreas)\w*\b(?=.*\b(?:since|from)\s+(?:18|19|20)\d\d\b)/i, 'over_time'],
  [/\btrends?\b|\btrajector(y|ies)\b/i, 'trend'],
  // "share prices": a share before a price is stock, not a part of a whole.
  [/\bproportions?\b|\bshares?\b(?![\s-]+(?:prices?|values?|holders?)\b)|\bcomposition\b|\bbreakdown\b|\bpercentages?\b|\bfractions?\b|\bmake[\s-]?up\b/i, 'composition'],
  [/\brelationships?\b|\brelat(?:e|es|ed)\b|\bassociat(ed|ion)\b|\bdepend(s|ence)? on\b|\blinked\b|\bconnected\b|\bgo(?:es)? together\b|\bvar(?:y|ies) with\b/i, 'relationship'],
  [/\bcompar(e|ed|es|ing|ison|isons)\b|\bdiffer(s|ence|ences)?\b|\bbetween groups\b/i, 'comparison'],
];

/** Phrases that put a column in a role for a chart type (`time <column>`, `status <column>`). */
export const ROLE_WORDS: Array<[RegExp, string]> = [
  [/\b(time|follow[\s-]*up|duration)\b/i, 'time'],
  [/\b(event|status|censor(ing|ed)?|death|died)\b/i, 'event'],
  [/\b(score|probability|predicted|prediction|risk)\b/i, 'score'],
  [/\b(truth|outcome|actual|true label|class)\b/i, 'truth'],
  [/\b(?:label(?:led|ed|s)?(?:\s+(?:each|every|the|all))?(?:\s+(?:points?|dots?|bars?|markers?|leaves))?(?:\s+(?:by|with)(?:\s+(?:the|its|their))?)?|names?d?(?: by)?|text)\b/i, 'label'],
  [/\b(lower|lcl|ci low|low)\b/i, 'lower'],
  [/\b(upper|ucl|ci high|high)\b/i, 'upper'],
  // A bubble's size is its weight: "size by magnitude", "population as bubble size", "bubble size is pop".
  [/\b(?:(?:bubble|point|dot|marker|circle|symbol)s?\s+)?(?:weight|size(?:d?\s+(?:by|according\s+to))?|n)\b/i, 'weight'],
  [/\b(?:paired|matched|pairs?)\s+(?:by|on|within)\b|\bsubject(?:\s+id)?\s*(?:column|col)?\b/i, 'pair'],
  [/\b(p[\s-]*value|pvalue|p)\b/i, 'p'],
  [/\b(fold change|log2fc|logfc|lfc)\b/i, 'fold_change'],
  [/\b(chromosome|chr)\b/i, 'chromosome'],
  [/\b(position|bp|pos)\b/i, 'position'],
  [/\b(source|from)\b/i, 'source'],
  [/\b(target|to)\b/i, 'target'],
  [/\b(date|day)\b/i, 'date'],
];

/**
 * Whether a chart type's word names a measured quantity here, not the chart: "final density
 * (t = 24 h)", "cell density", "bone mineral density" are measurements; "density of petal
 * length", "kernel density", "a density plot" the chart. `before` is the text before the word,
 * with the data's column names blanked (a column before it, "petal length density", is the chart's variable).
 */
export function typeWordNamesQuantity(type: ChartType, before: string): boolean {
  if (type !== 'density') return false;
  const word = /([a-z]+)\s*$/i.exec(before)?.[1]?.toLowerCase();
  return word !== undefined && !CHART_MODIFIERS.has(word);
}

/** Words that may stand before a chart type's word and leave it the chart ("a kernel density", "overlaid densities"). */
const CHART_MODIFIERS: ReadonlySet<string> = new Set(
  'a an the of as and or with plus kernel smooth smoothed overlaid overlapping overlayed stacked mirrored separate two three four simple 1d 2d one their its each per by for in on to vs versus make plot draw show give want need please'.split(' '),
);

/**
 * Words the grammar reads for itself: never taken for a misspelt, shortened or partial column
 * name ("mean" is not baseMean, "versus" is not a column vs).
 */
export const GRAMMAR_WORDS: ReadonlySet<string> = new Set(
  (
    'mean means average averages median medians sum sums total totals count counts number numbers plot plots chart charts graph graphs line lines bar bars ' +
    'point points dot dots axis axes scale scales log linear legend title titles label labels labelled colour colours color colors coloured colored ' +
    'group groups grouped by per each every top bottom left right show fit fits fitted curve curves error errors value values data panel panels ' +
    'separate separately horizontal vertical against versus over with without only and or the time date trend regression smooth ' +
    'histogram scatter box boxes violin density heatmap distribution distributions percentage percent share proportion ' +
    // Words that change a measurement: never taken for a mere description of the column beside them.
    'maximum maximal max minimum minimal min peak highest lowest largest smallest first last final initial baseline cumulative relative ' +
    'logged transformed normalised normalized scaled standardised standardized rate ratio change changes difference differences delta growth'
  ).split(' '),
);

/** Column names that are also connecting words: bare, "mpg vs wt" means versus. */
/** Groups drawn beside each other: "side by side", "next to each other". */
export const SIDE_BY_SIDE = String.raw`(?:side[\s-]by[\s-]side|(?:next to|beside|alongside)\s+(?:each other|one another))`;
/** A count of things, in figures or in words up to ten. */
export const COUNT = String.raw`(?:\d+|two|three|four|five|six|seven|eight|nine|ten)`;

export const CONNECTOR_NAMES: ReadonlySet<string> = new Set(['vs', 'versus', 'against', 'by', 'per', 'over', 'and', 'or', 'on', 'in', 'with', 'of', 'to']);

/**
 * Words that ask for a chart without saying which ("please plot me a nice figure of the data"),
 * or that name the data's rows as a whole ("the cars", "all patients"): read, and meaning
 * nothing for what is drawn. Everything else a request says must be bound (reading.ts).
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  (
    'overlaid overlay overlaying superimposed together same combined single u ur pls plz thx hmm actually instead rather prefer replace replacing swap switch turn convert lay park tuck throw limit subset restrict restricting keep would i genes proteins features markers metrics indicators parameters traits curve curves boxes move set change add put turn switch adjust update place please pls kindly thanks thank hi hello hey ok okay so just also maybe perhaps really very quite pretty rather simply basically actually ' +
    'plot plots plotted plotting chart charts graph graphs graphed figure figures fig diagram diagrams visual visuals visualization visualisation visualizations visualisations ' +
    'visualize visualise visualizing visualising show shows showing shown display displays displaying draw draws drawing drawn make makes making made create creating ' +
    'give giving get getting want wanted wants need needs needed like love see look looking produce generate render build put let lets help ' +
    'can could would should will might may do does did be is are was were been being have has had ' +
    'nice simple clean clear quick quickly good great neat perfect fine ideal lovely helpful useful handy appreciated proper publication paper manuscript journal ready quality style version ' +
    'data dataset datasets table tables file files sheet spreadsheet variable variables column columns field fields value values measure measures measurement measurements ' +
    'record records row rows entry entries observation observations item items instance instances event events animal animals organism organisms case cases sample samples subject subjects participant participants patient patients ' +
    'people person individuals thing things stuff something anything everything one ones kind type way here there now then thing ' +
    'using use used via based across overall whole entire all each every everyone ' +
    'how what which whether where when why who' +
    ' changes change changing vary varies varying differ differs relate relates related relationship relation association compare compared comparing comparison' +
    // "what share of the cars falls in each class": belonging, said of the rows.
    ' fall falls fell belong belongs belonged'
  ).split(' '),
);

/**
 * What a chart type draws of itself, in the words people ask for it: bound to the chart when its
 * type draws it, refused (METHOD_NOT_AVAILABLE) when the chart drawn is of another type.
 */
export const FEATURE_WORDS: Array<[RegExp, readonly ChartType[], string]> = [
  [/\b4[\s-]?pl\b(?:\s+(?:fit|curves?|model|regression))?|\bfour[\s-]param(?:eter)?(?:\s+logistic)?(?:\s+(?:fit|curves?|model))?|\b4[\s-]param(?:eter)?(?:\s+(?:logistic|fit))*|\bhill\s+(?:fit|curve|equation)\b|\bsigmoid(?:al)?\s+fit\b/i, ['dose_response', 'standard_curve'], 'a four-parameter logistic fit'],
  [/\b[ei]c50s?\b/i, ['dose_response'], 'EC50 / IC50'],
  [/\bmichaelis[\s\u2013-]*menten(?:\s+(?:fit|curves?|model|kinetics|equation))?|\bkm\s+and\s+vmax\b|\bvmax\b|\bkm\b(?=.*\bvmax\b)/i, ['enzyme_kinetics'], 'the Michaelis-Menten fit'],
  [/\bbias\b|\bmean\s+difference\b|\b(?:95\s*%?\s+)?limits\s+of\s+agreement\b|\bLoA\b/i, ['bland_altman'], 'the bias and limits of agreement'],
  [/\bgenome[\s-]wide(?:\s+significance)?(?:\s+(?:line|threshold))?(?:\s+(?:at|of)\s+(?:p\s*[<=]\s*)?5\s*(?:[eE]|\s*[\u00d7x]\s*10\^?)\s*[-\u2212]\s*0?8)?(?!(?:\s+(?:significance|line|threshold))*\s+(?:at|of)\s+(?:p\s*[<=]\s*)?[\d.])|\bsuggestive(?:\s+(?:line|threshold))?(?:\s+(?:at|of)\s+(?:p\s*[<=]\s*)?1\s*(?:[eE]|\s*[\u00d7x]\s*10\^?)\s*[-\u2212]\s*0?5)?(?![\w\s]*?\s(?:at|of)\s+(?:p\s*[<=]\s*)?[\d.])/i, ['manhattan'], 'the genome-wide and suggestive lines'],
  [/\bnumbers?\s+at\s+risk(?:\s+(?:table|underneath|below))?|\bcensor(?:ing|ed)?\s+(?:marks|ticks)\b|\blog[\s-]?rank(?:\s+(?:test|p(?:[\s-]?values?)?))?/i, ['kaplan_meier'], 'the numbers at risk, censoring marks and log-rank test'],
  [/\bAUCs?\b(?:\s+(?:per|for each)\s+model)?(?:\s+(?:in|on)\s+(?:the\s+)?legend\b)?/i, ['roc'], 'the AUC'],
  // "one dot per patient joined by lines": each subject's points joined, as a paired dot plot or a line draws them.
  [/\b(?:joined|connected|linked)\s+(?:up\s+)?(?:by|with)\s+(?:a\s+)?lines?\b/i, ['paired_dot', 'line', 'timeseries', 'growth_curve'], 'points joined by lines'],
  [/\b(?:the\s+)?equation\b|\bR\s*(?:\u00b2|\^?2)(?![\w])/i, ['standard_curve', 'regression'], 'the fitted equation and R\u00b2'],
  [/\bconfidence\s+bands?\b|\bCI\s+bands?\b|\b95\s*%\s+(?:confidence\s+)?bands?\b/i, ['standard_curve', 'regression', 'kaplan_meier'], 'the 95% confidence band'],
];

/** Chart types that draw each observation as a point, of themselves or when asked ("boxes with the points"). */
export const POINT_TYPES: readonly ChartType[] = ['scatter', 'dot', 'frequency_dot', 'raincloud', 'beeswarm', 'superplot', 'qq', 'regression', 'bland_altman', 'funnel', 'standard_curve', 'bubble', 'paired_dot', 'volcano', 'manhattan', 'ma_plot', 'dose_response', 'enzyme_kinetics', 'calibration_curve', 'boxplot', 'violin', 'bar', 'errorbar', 'line', 'timeseries'];

/** Chart types that draw bars. */
export const BAR_TYPES: readonly ChartType[] = ['bar', 'histogram', 'errorbar', 'waterfall'];

/** Chart types that join observations into lines or curves. */
export const LINE_TYPES: readonly ChartType[] = ['line', 'timeseries', 'ogive', 'ecdf', 'growth_curve', 'kaplan_meier', 'roc', 'precision_recall', 'calibration_curve', 'dose_response', 'enzyme_kinetics', 'standard_curve', 'paired_dot', 'density'];

/**
 * The marks people name beside what a chart shows ("points coloured by operator", "bars grouped by
 * medium", "a line per patient"): read as the marks of the chart drawn when its type draws them,
 * refused (METHOD_NOT_AVAILABLE) when it does not. Words another rule read ("a reference line at
 * 5", "show the points") are that rule's.
 */
export const MARK_WORDS: Array<[RegExp, readonly ChartType[], string]> = [
  [/\b(?:points|dots|markers)\b/i, POINT_TYPES, 'points'],
  [/\bbars\b/i, BAR_TYPES, 'bars'],
  [/\b(?:lines|curves)\b/i, LINE_TYPES, 'lines'],
];

/** The reader's own words, for mending misspellings of them ("distribtion", "scater", "colur"). */
export const READER_WORDS: readonly string[] = (
  'distribution distributions histogram histograms scatter scatterplot correlation correlations regression average averages median medians ' +
  'percentage percentages proportion proportions logarithmic legend title label labels horizontal vertical survival boxplot boxplots violin violins ' +
  'density separate separately colour colours coloured color colors colored versus against change changes changed compare comparison between ' +
  'relationship trend trends heatmap dendrogram cluster clustered standard deviation error errors confidence interval intervals significance ' +
  'frequency frequencies cumulative smooth smoother linear quadratic cubic panel panels facet faceted stacked grouped sorted descending ascending ' +
  'highest lowest largest smallest temperature concentration'
).split(' ');
