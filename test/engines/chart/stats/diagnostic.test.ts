// ROC / AUC, precision–recall, calibration and confusion-matrix statistics against scikit-learn's
// documented examples (and sklearn 1.9.1 output where noted), pROC 1.18.0 in R 4.2.2, Hanley &
// McNeil (1982, Radiology 143:29–36) Table 1, and hand calculations shown in the comments.

import {
  averagePrecision,
  brierScore,
  calibrationCurve,
  confusionMatrix,
  precisionRecallCurve,
  rocAuc,
  rocCurve,
  trapezoidArea,
} from '../../../../engines/chart/stats/diagnostic.ts';

function rel(actual: number, expected: number, tol: number): void {
  const err = Math.abs(actual - expected) / Math.abs(expected);
  if (!(err <= tol)) throw new Error(`expected ${expected}, got ${actual} (relative error ${err})`);
}

// sklearn docs: roc_auc_score / average_precision_score / precision_recall_curve example.
const Y4 = [0, 0, 1, 1];
const S4 = [0.1, 0.4, 0.35, 0.8];

// A set with tied scores across classes (0.5 and 0.65 occur once in each class).
const YT = [0, 0, 1, 1, 0, 1, 0, 1, 1, 0, 1, 0];
const ST = [0.1, 0.4, 0.35, 0.8, 0.5, 0.5, 0.2, 0.9, 0.65, 0.65, 0.3, 0.7];

// Hanley & McNeil (1982) Table 1: CT ratings 1–5 of 58 normal and 51 abnormal patients.
const rep = (v: number, k: number) => new Array<number>(k).fill(v);
const HM_NEG = [...rep(1, 33), ...rep(2, 6), ...rep(3, 6), ...rep(4, 11), ...rep(5, 2)];
const HM_POS = [...rep(1, 3), ...rep(2, 2), ...rep(3, 2), ...rep(4, 11), ...rep(5, 33)];

describe('ROC and AUC', () => {
  test('AUC 0.75 for the sklearn roc_auc_score example (hand: 3 of 4 positive–negative pairs ordered)', () => {
    // Pairs (pos, neg): (0.35 > 0.1) (0.35 < 0.4) (0.8 > 0.1) (0.8 > 0.4) → U = 3, AUC = 3/4.
    const a = rocAuc(Y4, S4);
    expect(a.auc).toBeCloseTo(0.75, 14);
    expect(a.u).toBe(3);
  });

  test('ROC curve points match sklearn roc_curve(drop_intermediate=False)', () => {
    const roc = rocCurve(Y4, S4);
    expect(roc.thresholds).toEqual([Infinity, 0.8, 0.4, 0.35, 0.1]);
    expect(roc.fpr).toEqual([0, 0, 0.5, 0.5, 1]);
    expect(roc.tpr).toEqual([0, 0.5, 0.5, 1, 1]);
  });

  test('tied scores: trapezoid AUC equals Mann–Whitney U/(n1 n0) = 24/36 (R wilcox.test W = 24)', () => {
    // Per positive, negatives below + ½ per tie: 0.35→2, 0.8→6, 0.5→3.5, 0.9→6, 0.65→4.5, 0.3→2; U = 24.
    const a = rocAuc(YT, ST);
    expect(a.u).toBe(24);
    expect(a.auc).toBeCloseTo(24 / 36, 14);
    const roc = rocCurve(YT, ST);
    expect(trapezoidArea(roc.fpr, roc.tpr)).toBeCloseTo(24 / 36, 14);
    // Ties move diagonally: at threshold 0.5 one positive and one negative enter together.
    const i = roc.thresholds.indexOf(0.5);
    expect([roc.fpr[i], roc.tpr[i]]).toEqual([0.5, 4 / 6]);
  });

  test('DeLong SE and CI match pROC var(roc) / ci.auc (tied set: var 0.0287037037, CI 0.334606–0.998727)', () => {
    const a = rocAuc(YT, ST);
    rel(a.seDeLong ** 2, 0.0287037037037, 1e-11);
    rel(a.ciDeLong[0], 0.334606287, 1e-8);
    rel(a.ciDeLong[1], 0.998727046, 1e-8);
  });

  test('Hanley & McNeil (1982) rating data: AUC 0.893 and SE 0.032 (paper); DeLong SE 0.0307244 (pROC)', () => {
    const labels = [...HM_POS.map(() => 1), ...HM_NEG.map(() => 0)];
    const a = rocAuc(labels, [...HM_POS, ...HM_NEG]);
    expect(a.auc).toBeCloseTo(0.893, 3);
    rel(a.auc, 0.893171062, 1e-8); // pROC auc()
    expect(a.seHanleyMcNeil).toBeCloseTo(0.032, 3);
    rel(a.seHanleyMcNeil, 0.0324865796073, 1e-10); // formula (2) of the paper with Q1 = A/(2−A), Q2 = 2A²/(1+A)
    rel(a.seDeLong, 0.0307244083794, 1e-10);
    rel(a.ciDeLong[0], 0.832952328, 1e-8);
    rel(a.ciDeLong[1], 0.953389795, 1e-8);
  });
});

describe('precision–recall', () => {
  test('average precision 0.8333 for the sklearn example (hand: 0.5·1 + 0.5·2/3)', () => {
    // Descending thresholds: 0.8 (P 1, R ½), 0.4 (P ½, R ½), 0.35 (P ⅔, R 1), 0.1 (P ½, R 1).
    expect(averagePrecision(Y4, S4)).toBeCloseTo(0.5 + 0.5 * (2 / 3), 14);
    expect(averagePrecision(Y4, S4)).toBeCloseTo(0.8333, 4);
  });

  test('precision_recall_curve arrays match sklearn (reversed)', () => {
    const pr = precisionRecallCurve(Y4, S4);
    // sklearn: precision [0.5, 0.667, 0.5, 1, 1], recall [1, 1, 0.5, 0.5, 0], thresholds [0.1, 0.35, 0.4, 0.8]
    expect(pr.thresholds).toEqual([Infinity, 0.8, 0.4, 0.35, 0.1]);
    expect(pr.recall).toEqual([0, 0.5, 0.5, 1, 1]);
    [1, 1, 0.5, 2 / 3, 0.5].forEach((p, i) => expect(pr.precision[i]).toBeCloseTo(p, 14));
  });

  test('average precision with tied scores matches sklearn 1.9.1 average_precision_score (0.7211640212)', () => {
    rel(averagePrecision(YT, ST), 0.7211640211640211, 1e-13);
  });
});

describe('calibration', () => {
  const yt = [0, 0, 0, 0, 1, 1, 1, 1, 1];
  const yp = [0.1, 0.2, 0.3, 0.4, 0.65, 0.7, 0.8, 0.9, 1.0];

  test('uniform bins match the sklearn calibration_curve example (n_bins=3)', () => {
    // sklearn docs: prob_true [0, 0.5, 1], prob_pred [0.2, 0.525, 0.85]
    const bins = calibrationCurve(yt, yp, { bins: 3 });
    expect(bins.map((b) => b.observedFrequency)).toEqual([0, 0.5, 1]);
    [0.2, 0.525, 0.85].forEach((m, i) => expect(bins[i]!.meanPredicted).toBeCloseTo(m, 14));
    expect(bins.map((b) => b.count)).toEqual([3, 2, 4]);
  });

  test('quantile bins match sklearn 1.9.1 calibration_curve(strategy="quantile", n_bins=3)', () => {
    // sklearn: prob_true [0, 0.6667, 1], prob_pred [0.2, 0.58333, 0.9]
    const bins = calibrationCurve(yt, yp, { bins: 3, strategy: 'quantile' });
    [0, 2 / 3, 1].forEach((f, i) => expect(bins[i]!.observedFrequency).toBeCloseTo(f, 14));
    [0.2, 0.35 / 0.6, 0.9].forEach((m, i) => expect(bins[i]!.meanPredicted).toBeCloseTo(m, 14));
    expect(bins.map((b) => b.count)).toEqual([3, 3, 3]);
  });

  test('Brier score 0.0375 for the sklearn brier_score_loss example', () => {
    expect(brierScore([0, 1, 1, 0], [0.1, 0.9, 0.8, 0.3])).toBeCloseTo(0.0375, 14);
  });
});

describe('confusion matrix', () => {
  test('matrix matches the sklearn confusion_matrix example', () => {
    const cm = confusionMatrix([2, 0, 2, 2, 0, 1], [0, 0, 2, 2, 0, 2]);
    expect(cm.labels).toEqual([0, 1, 2]);
    expect(cm.matrix).toEqual([
      [2, 0, 0],
      [0, 0, 1],
      [1, 0, 2],
    ]);
  });

  test('precision, recall, F1, accuracy match the sklearn classification_report example', () => {
    // y_true [0,1,2,2,2], y_pred [0,0,2,2,1]: class 0 P .5 R 1 F1 .67; class 1 all 0; class 2 P 1 R .67 F1 .8; accuracy .6
    const cm = confusionMatrix([0, 1, 2, 2, 2], [0, 0, 2, 2, 1]);
    const expected = [
      [0.5, 1, 2 / 3, 1],
      [0, 0, 0, 1],
      [1, 2 / 3, 0.8, 3],
    ];
    cm.perClass.forEach((c, i) => {
      const [p, r, f, s] = expected[i] as [number, number, number, number];
      expect(c.precision).toBeCloseTo(p, 14);
      expect(c.recall).toBeCloseTo(r, 14);
      expect(c.f1).toBeCloseTo(f, 14);
      expect(c.support).toBe(s);
    });
    expect(cm.accuracy).toBeCloseTo(0.6, 14);
    expect(cm.macro.f1).toBeCloseTo(0.488889, 6);
    expect(cm.weighted.f1).toBeCloseTo(0.613333, 6);
    // sklearn cohen_kappa_score(y_true, y_pred) = 0.375
    expect(cm.kappa).toBeCloseTo(0.375, 14);
  });

  test("Cohen's kappa 0.4 for the textbook 2×2 agreement table (20, 5 / 10, 15)", () => {
    // Rater A yes/no vs rater B: po = 35/50 = 0.7, pe = 0.5·0.6 + 0.5·0.4 = 0.5, κ = 0.2/0.5 = 0.4.
    const a = [...rep(1, 20), ...rep(1, 5), ...rep(0, 10), ...rep(0, 15)];
    const b = [...rep(1, 20), ...rep(0, 5), ...rep(1, 10), ...rep(0, 15)];
    const cm = confusionMatrix(a, b, [1, 0]);
    expect(cm.matrix).toEqual([
      [20, 5],
      [10, 15],
    ]);
    expect(cm.kappa).toBeCloseTo(0.4, 14);
    expect(cm.accuracy).toBeCloseTo(0.7, 14);
  });
});
