// Diagnostic-accuracy statistics: ROC curve and AUC (trapezoid = Mann–Whitney U/(n1·n0)) with
// DeLong and Hanley–McNeil standard errors, precision–recall curve and average precision
// (scikit-learn's step definition), calibration curve and Brier score, and a multi-class
// confusion matrix with per-class precision/recall/F1, accuracy and Cohen's kappa.

import { averageRanks, normalQuantile } from './numeric.ts';

/** Binary outcome: true / 1 = positive (diseased), false / 0 = negative. */
export type BinaryLabel = boolean | number;

function positive(l: BinaryLabel): boolean {
  if (typeof l === 'boolean') return l;
  if (l === 1) return true;
  if (l === 0) return false;
  throw new Error(`diagnostic: binary labels must be 0/1 or boolean, got ${l}`);
}

function checkPairs(labels: readonly BinaryLabel[], scores: readonly number[]): boolean[] {
  if (labels.length !== scores.length) throw new Error('diagnostic: labels and scores differ in length');
  for (const s of scores) if (Number.isNaN(s)) throw new Error('diagnostic: scores must not be NaN');
  return labels.map(positive);
}

interface ThresholdCounts {
  /** Distinct scores, descending. */
  thresholds: number[];
  /** Cumulative true / false positives when predicting positive for score ≥ threshold. */
  tp: number[];
  fp: number[];
  nPositive: number;
  nNegative: number;
}

// Cumulative counts at each distinct score (sklearn's _binary_clf_curve; tied scores form one step).
function thresholdCounts(labels: readonly BinaryLabel[], scores: readonly number[]): ThresholdCounts {
  const pos = checkPairs(labels, scores);
  const order = scores.map((_, i) => i).sort((a, b) => ((scores[b] as number) > (scores[a] as number) ? 1 : (scores[b] as number) < (scores[a] as number) ? -1 : 0));
  const thresholds: number[] = [];
  const tp: number[] = [];
  const fp: number[] = [];
  let ctp = 0;
  let cfp = 0;
  order.forEach((i, k) => {
    if (pos[i]) ctp++;
    else cfp++;
    const next = order[k + 1];
    if (next === undefined || scores[next] !== scores[i]) {
      thresholds.push(scores[i] as number);
      tp.push(ctp);
      fp.push(cfp);
    }
  });
  return { thresholds, tp, fp, nPositive: ctp, nNegative: cfp };
}

export interface RocCurve {
  /** Decision thresholds, descending; the first is +Infinity (nothing called positive). */
  thresholds: number[];
  /** True-positive rate (sensitivity) at score ≥ threshold. */
  tpr: number[];
  /** False-positive rate (1 − specificity) at score ≥ threshold. */
  fpr: number[];
  nPositive: number;
  nNegative: number;
}

/**
 * ROC curve: one point per distinct score (ties move diagonally), starting at (0, 0) with
 * threshold +Infinity — sklearn roc_curve(drop_intermediate=False).
 */
export function rocCurve(labels: readonly BinaryLabel[], scores: readonly number[]): RocCurve {
  const c = thresholdCounts(labels, scores);
  if (c.nPositive === 0 || c.nNegative === 0) throw new Error('rocCurve: need both positive and negative cases');
  return {
    thresholds: [Infinity, ...c.thresholds],
    tpr: [0, ...c.tp.map((v) => v / c.nPositive)],
    fpr: [0, ...c.fp.map((v) => v / c.nNegative)],
    nPositive: c.nPositive,
    nNegative: c.nNegative,
  };
}

/** Area under a piecewise-linear curve by the trapezoid rule (x need not be sorted ascending but must be monotone). */
export function trapezoidArea(x: readonly number[], y: readonly number[]): number {
  let area = 0;
  for (let i = 1; i < x.length; i++) {
    area += (((x[i] as number) - (x[i - 1] as number)) * ((y[i] as number) + (y[i - 1] as number))) / 2;
  }
  return Math.abs(area);
}

export interface RocAuc {
  /** Trapezoidal area under the empirical ROC curve. */
  auc: number;
  /** Mann–Whitney U of positives over negatives (ties count ½); auc = u / (nPositive·nNegative). */
  u: number;
  nPositive: number;
  nNegative: number;
  /** DeLong et al. (1988) standard error (structural components; as pROC's var(roc, method = "delong")). */
  seDeLong: number;
  /** auc ± z·seDeLong clipped to [0, 1] (as pROC ci.auc(method = "delong")). */
  ciDeLong: [number, number];
  /** Hanley & McNeil (1982) standard error with Q1 = A/(2−A), Q2 = 2A²/(1+A). */
  seHanleyMcNeil: number;
  /** auc ± z·seHanleyMcNeil clipped to [0, 1]. */
  ciHanleyMcNeil: [number, number];
  confLevel: number;
}

/**
 * ROC AUC by the trapezoid rule, checked against the Mann–Whitney U/(n1·n0) identity, with
 * DeLong and Hanley–McNeil standard errors and normal-theory CIs.
 */
export function rocAuc(labels: readonly BinaryLabel[], scores: readonly number[], confLevel = 0.95): RocAuc {
  const roc = rocCurve(labels, scores);
  const auc = trapezoidArea(roc.fpr, roc.tpr);
  const pos = labels.map(positive);
  const xs = scores.filter((_, i) => pos[i]);
  const ys = scores.filter((_, i) => !pos[i]);
  const m = xs.length;
  const n = ys.length;
  // Structural components via midranks (Sun & Xu 2014), O(N log N):
  // V10 for a positive = (rank among all − rank among positives)/n; V01 for a negative = 1 − (rank among all − rank among negatives)/m.
  const all = averageRanks([...xs, ...ys]);
  const rx = averageRanks(xs);
  const ry = averageRanks(ys);
  const v10 = xs.map((_, i) => ((all[i] as number) - (rx[i] as number)) / n);
  const v01 = ys.map((_, j) => 1 - ((all[m + j] as number) - (ry[j] as number)) / m);
  // Mann–Whitney U = (rank sum of positives among all) − m(m+1)/2, exact in halves.
  const u = xs.reduce((s, _, i) => s + (all[i] as number), 0) - (m * (m + 1)) / 2;
  const theta = u / (m * n);
  if (Math.abs(theta - auc) > 1e-9) throw new Error('rocAuc: trapezoid AUC disagrees with Mann–Whitney U (internal error)');
  const variance = (v: number[]) => {
    const mean = v.reduce((a, b) => a + b, 0) / v.length;
    return v.length > 1 ? v.reduce((a, b) => a + (b - mean) ** 2, 0) / (v.length - 1) : 0;
  };
  const seDeLong = Math.sqrt(variance(v10) / m + variance(v01) / n);
  const q1 = auc / (2 - auc);
  const q2 = (2 * auc * auc) / (1 + auc);
  const seHanleyMcNeil = Math.sqrt((auc * (1 - auc) + (m - 1) * (q1 - auc * auc) + (n - 1) * (q2 - auc * auc)) / (m * n));
  const z = normalQuantile(1 - (1 - confLevel) / 2);
  const ci = (se: number): [number, number] => [Math.max(0, auc - z * se), Math.min(1, auc + z * se)];
  return {
    auc,
    u,
    nPositive: m,
    nNegative: n,
    seDeLong,
    ciDeLong: ci(seDeLong),
    seHanleyMcNeil,
    ciHanleyMcNeil: ci(seHanleyMcNeil),
    confLevel,
  };
}

export interface PrecisionRecallCurve {
  /** Thresholds, descending; the first point (recall 0, precision 1) has threshold +Infinity. */
  thresholds: number[];
  precision: number[];
  recall: number[];
}

/**
 * Precision–recall curve at every distinct score (score ≥ threshold is positive), led by the
 * point (recall 0, precision 1): sklearn precision_recall_curve's arrays in reverse order.
 */
export function precisionRecallCurve(labels: readonly BinaryLabel[], scores: readonly number[]): PrecisionRecallCurve {
  const c = thresholdCounts(labels, scores);
  if (c.nPositive === 0) throw new Error('precisionRecallCurve: need at least one positive case');
  return {
    thresholds: [Infinity, ...c.thresholds],
    precision: [1, ...c.tp.map((tp, i) => tp / (tp + (c.fp[i] as number)))],
    recall: [0, ...c.tp.map((tp) => tp / c.nPositive)],
  };
}

/**
 * Average precision AP = Σₙ (Rₙ − Rₙ₋₁)·Pₙ over descending thresholds — the step (not
 * trapezoid) area of sklearn's average_precision_score.
 */
export function averagePrecision(labels: readonly BinaryLabel[], scores: readonly number[]): number {
  const pr = precisionRecallCurve(labels, scores);
  let ap = 0;
  for (let i = 1; i < pr.recall.length; i++) {
    ap += ((pr.recall[i] as number) - (pr.recall[i - 1] as number)) * (pr.precision[i] as number);
  }
  return ap;
}

export interface CalibrationBin {
  /** Bin edges; a probability p falls in the bin with lower < p ≤ upper (the first bin includes its lower edge). */
  lower: number;
  upper: number;
  count: number;
  /** Mean predicted probability in the bin. */
  meanPredicted: number;
  /** Observed frequency of positives in the bin. */
  observedFrequency: number;
}

export interface CalibrationOptions {
  /** Number of bins (default 5, as sklearn). */
  bins?: number;
  /** 'uniform' = equal-width bins on [0, 1]; 'quantile' = edges at quantiles of the predictions. */
  strategy?: 'uniform' | 'quantile';
}

// Linear-interpolation quantile of sorted data (numpy.percentile default = R type 7).
function quantileSorted(sorted: readonly number[], q: number): number {
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return (sorted[lo] as number) + (h - lo) * ((sorted[hi] as number) - (sorted[lo] as number));
}

/**
 * Calibration (reliability) curve: non-empty bins with observed frequency vs mean predicted
 * probability and counts — sklearn calibration_curve (right-closed bins via searchsorted).
 */
export function calibrationCurve(
  labels: readonly BinaryLabel[],
  probabilities: readonly number[],
  options: CalibrationOptions = {},
): CalibrationBin[] {
  const pos = checkPairs(labels, probabilities);
  for (const p of probabilities) if (p < 0 || p > 1) throw new Error('calibrationCurve: probabilities must lie in [0, 1]');
  const nBins = options.bins ?? 5;
  if (!Number.isInteger(nBins) || nBins < 1) throw new Error('calibrationCurve: bins must be a positive integer');
  const strategy = options.strategy ?? 'uniform';
  let edges: number[];
  if (strategy === 'uniform') {
    const step = 1 / nBins; // numpy.linspace: i·step, last edge exactly 1
    edges = Array.from({ length: nBins + 1 }, (_, i) => (i === nBins ? 1 : i * step));
  } else {
    const sorted = probabilities.slice().sort((a, b) => a - b);
    edges = Array.from({ length: nBins + 1 }, (_, i) => quantileSorted(sorted, i / nBins));
  }
  const inner = edges.slice(1, -1);
  const sums = new Array<number>(nBins).fill(0);
  const trues = new Array<number>(nBins).fill(0);
  const counts = new Array<number>(nBins).fill(0);
  probabilities.forEach((p, i) => {
    // numpy.searchsorted(inner, p, side='left'): number of inner edges strictly below p.
    let b = 0;
    while (b < inner.length && (inner[b] as number) < p) b++;
    sums[b] = (sums[b] as number) + p;
    trues[b] = (trues[b] as number) + (pos[i] ? 1 : 0);
    counts[b] = (counts[b] as number) + 1;
  });
  const out: CalibrationBin[] = [];
  for (let b = 0; b < nBins; b++) {
    const count = counts[b] as number;
    if (count === 0) continue;
    out.push({
      lower: edges[b] as number,
      upper: edges[b + 1] as number,
      count,
      meanPredicted: (sums[b] as number) / count,
      observedFrequency: (trues[b] as number) / count,
    });
  }
  return out;
}

/** Brier score: mean squared difference between predicted probability and 0/1 outcome (sklearn brier_score_loss). */
export function brierScore(labels: readonly BinaryLabel[], probabilities: readonly number[]): number {
  const pos = checkPairs(labels, probabilities);
  if (pos.length === 0) return NaN;
  return probabilities.reduce((s, p, i) => s + (p - (pos[i] ? 1 : 0)) ** 2, 0) / pos.length;
}

export interface ClassMetrics {
  label: string | number;
  /** TP / (TP + FP); 0 when nothing was predicted as this class (sklearn zero_division = 0). */
  precision: number;
  /** TP / (TP + FN); 0 when the class never occurs. */
  recall: number;
  /** Harmonic mean of precision and recall; 0 when both are 0. */
  f1: number;
  /** Number of actual cases of this class. */
  support: number;
}

export interface ConfusionMatrix {
  labels: (string | number)[];
  /** matrix[i][j] = count with actual labels[i] and predicted labels[j] (sklearn's layout). */
  matrix: number[][];
  perClass: ClassMetrics[];
  accuracy: number;
  /** Cohen's kappa (po − pe)/(1 − pe) with chance agreement from the marginals. */
  kappa: number;
  /** Unweighted means of the per-class metrics. */
  macro: { precision: number; recall: number; f1: number };
  /** Support-weighted means of the per-class metrics. */
  weighted: { precision: number; recall: number; f1: number };
  n: number;
}

/**
 * Confusion matrix from actual and predicted labels with per-class precision, recall and F1,
 * accuracy and Cohen's kappa (sklearn confusion_matrix / classification_report / cohen_kappa_score).
 * Labels default to the sorted union of both arrays.
 */
export function confusionMatrix<L extends string | number>(
  actual: readonly L[],
  predicted: readonly L[],
  labels?: readonly L[],
): ConfusionMatrix {
  if (actual.length !== predicted.length) throw new Error('confusionMatrix: actual and predicted differ in length');
  const classes: L[] = labels
    ? [...labels]
    : [...new Set([...actual, ...predicted])].sort((a, b) =>
        typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0,
      );
  const index = new Map<L, number>(classes.map((c, i) => [c, i]));
  const k = classes.length;
  const matrix: number[][] = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  let n = 0;
  actual.forEach((a, i) => {
    const r = index.get(a);
    const c = index.get(predicted[i] as L);
    if (r === undefined || c === undefined) return; // pairs outside the given labels are ignored, as sklearn
    (matrix[r] as number[])[c] = ((matrix[r] as number[])[c] as number) + 1;
    n++;
  });
  const rowSum = matrix.map((row) => row.reduce((a, b) => a + b, 0));
  const colSum = classes.map((_, j) => matrix.reduce((s, row) => s + (row[j] as number), 0));
  const diag = classes.map((_, i) => (matrix[i] as number[])[i] as number);
  const perClass: ClassMetrics[] = classes.map((label, i) => {
    const tp = diag[i] as number;
    const precision = (colSum[i] as number) > 0 ? tp / (colSum[i] as number) : 0;
    const recall = (rowSum[i] as number) > 0 ? tp / (rowSum[i] as number) : 0;
    const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
    return { label, precision, recall, f1, support: rowSum[i] as number };
  });
  const correct = diag.reduce((a, b) => a + b, 0);
  const po = n > 0 ? correct / n : NaN;
  const pe = n > 0 ? classes.reduce((s, _, i) => s + (rowSum[i] as number) * (colSum[i] as number), 0) / (n * n) : NaN;
  const mean = (key: 'precision' | 'recall' | 'f1') => perClass.reduce((s, c) => s + c[key], 0) / k;
  const wmean = (key: 'precision' | 'recall' | 'f1') => perClass.reduce((s, c) => s + c[key] * c.support, 0) / n;
  return {
    labels: classes,
    matrix,
    perClass,
    accuracy: po,
    kappa: (po - pe) / (1 - pe),
    macro: { precision: mean('precision'), recall: mean('recall'), f1: mean('f1') },
    weighted: { precision: wmean('precision'), recall: wmean('recall'), f1: wmean('f1') },
    n,
  };
}
