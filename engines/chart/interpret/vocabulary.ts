// Words of chart requests: chart type names, what a request asks to show, and column roles.
import type { ChartType } from '../chartTypes.ts';

/** Words for chart types, in the order they are tried (more specific phrases first). */

export const TYPE_WORDS: Array<[RegExp, ChartType]> = [
  [/\bkaplan[\s-]*meier\b|\bsurvival (curve|plot|analysis)\b/i, 'kaplan_meier'],
  [/\bprecision[\s-]*recall\b|\bpr curve\b/i, 'precision_recall'],
  [/\bcalibration (curve|plot)\b/i, 'calibration_curve'],
  [/\bconfusion matrix\b/i, 'confusion_matrix'],
  [/\broc\b|\breceiver operating\b/i, 'roc'],
  [/\bbland[\s-]*altman\b|\blimits of agreement\b/i, 'bland_altman'],
  [/\bdose[\s-]*response\b|\bec50\b|\bic50\b/i, 'dose_response'],
  [/\benzyme kinetics\b|\bmichaelis[\s-]*menten\b/i, 'enzyme_kinetics'],
  [/\bgrowth curves?\b/i, 'growth_curve'],
  [/\bstandard curve\b|\bcalibration standards?\b/i, 'standard_curve'],
  [/\bvolcano\b/i, 'volcano'],
  [/\bma[\s-]plot\b|\bm[\s-]*a plot\b/i, 'ma_plot'],
  [/\bmanhattan\b/i, 'manhattan'],
  [/\benrichment\b/i, 'enrichment'],
  [/\bforest plot\b|\bmeta[\s-]*analysis\b/i, 'forest'],
  [/\bfunnel plot\b/i, 'funnel'],
  [/\bclustered heat\s*map\b|\bdendrogram\b/i, 'dendrogram'],
  [/\bcalendar heat\s*map\b|\bcalendar\b/i, 'calendar_heatmap'],
  [/\bheat\s*map\b/i, 'heatmap'],
  [/\bcorrelation (matrix|plot|heat\s*map)\b|\bcorrelogram\b/i, 'correlation'],
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
  [/\bviolin\b/i, 'violin'],
  [/\bbox[\s-]*(and[\s-]*whiskers?[\s-]*)?plot\b|\bboxplot\b/i, 'boxplot'],
  [/\bbeeswarm\b|\bswarm\b/i, 'beeswarm'],
  [/\bq[\s-]*q\b|\bquantile[\s-]*quantile\b/i, 'qq'],
  [/\bogive\b|\bcumulative frequency\b/i, 'ogive'],
  [/\becdf\b|\bempirical (cumulative )?distribution\b/i, 'ecdf'],
  [/\bhistogram\b/i, 'histogram'],
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
  [/\bline (chart|plot|graph)\b|\blines\b/i, 'line'],
  [/\bbar (chart|plot|graph)\b|\bbars\b|\bcolumn chart\b/i, 'bar'],
];

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

export const INTENT_WORDS: Array<[RegExp, Intent]> = [
  [/\brunning totals?\b|\bbridge\b|\bcumulative (sum|total|change)s?\b/i, 'running_total'],
  [/\b(tumou?r|best|objective) response\b|\b(best )?(percent(age)? |% )?change from baseline\b|\brecist\b/i, 'tumour_response'],
  [/\b(hazard|odds|risk) ratios?\b|\beffect sizes?\b|\bsubgroups?\b/i, 'effect_sizes'],
  [/\bsurviv(al|ed|e)\b|\btime[\s-]to[\s-]\w+|\bhazards?\b|\bnumbers? at risk\b|\bcensor(ed|ing)?\b/i, 'survival'],
  [/\bagree(ment|s)?\b|\bconcordance\b|\bmethod comparison\b|\binterchangeab(le|ility)\b/i, 'agreement'],
  [/\bdiscriminat(e|es|ion|ive)\b|\bauc\b|\bsensitivity and specificity\b|\bclassifier\b/i, 'discrimination'],
  [/\bcalibrat(ion|ed)\b|\bpredicted (vs\.?|versus|against) observed\b/i, 'calibration'],
  [/\bdoses?\b|\bconcentration[\s-]response\b|\binhibition\b|\bpotency\b/i, 'dose'],
  [/\bpathways?\b|\bgo terms?\b|\bgene ontology\b|\bover[\s-]?represent(ed|ation)\b|\benriched\b/i, 'enrichment'],
  [/\bdifferential(ly)? express(ion|ed)\b|\bde genes\b|\b(up|down)[\s-]?regulat(ed|ion)\b/i, 'differential_expression'],
  [/\bcorrelat(e|es|ed|ion|ions)\b/i, 'correlation'],
  [/\bdistributions?\b|\bdistributed\b|\bspread\b|\bvariability\b|\bdispersion\b/i, 'distribution'],
  [/\bover time\b|\bover the (years|months|weeks|days|hours)\b|\btime[\s-]course\b|\blongitudinal\b/i, 'over_time'],
  [/\btrends?\b|\btrajector(y|ies)\b/i, 'trend'],
  [/\bproportions?\b|\bshares?\b|\bcomposition\b|\bbreakdown\b|\bpercentages?\b|\bfractions?\b|\bmake[\s-]?up\b/i, 'composition'],
  [/\brelationships?\b|\brelated\b|\bassociat(ed|ion)\b|\bdepend(s|ence)? on\b/i, 'relationship'],
  [/\bcompar(e|ed|es|ing|ison|isons)\b|\bdiffer(s|ence|ences)?\b|\bacross\b|\bbetween groups\b/i, 'comparison'],
];

/** Phrases that put a column in a role for a chart type (`time <column>`, `status <column>`). */
export const ROLE_WORDS: Array<[RegExp, string]> = [
  [/\b(time|follow[\s-]*up|duration)\b/i, 'time'],
  [/\b(event|status|censor(ing|ed)?|death|died)\b/i, 'event'],
  [/\b(score|probability|predicted|prediction|risk)\b/i, 'score'],
  [/\b(truth|outcome|actual|true label|label|class)\b/i, 'truth'],
  [/\b(lower|lcl|ci low|low)\b/i, 'lower'],
  [/\b(upper|ucl|ci high|high)\b/i, 'upper'],
  [/\b(weight|size|n)\b/i, 'weight'],
  [/\b(p[\s-]*value|pvalue|p)\b/i, 'p'],
  [/\b(fold change|log2fc|logfc|lfc)\b/i, 'fold_change'],
  [/\b(chromosome|chr)\b/i, 'chromosome'],
  [/\b(position|bp|pos)\b/i, 'position'],
  [/\b(source|from)\b/i, 'source'],
  [/\b(target|to)\b/i, 'target'],
  [/\b(date|day)\b/i, 'date'],
];
