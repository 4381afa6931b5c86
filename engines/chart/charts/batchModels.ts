// Survival, diagnostic-accuracy and fitted-model chart types, merged into CHARTS by the lead.
import type { ChartType } from '../chartTypes.ts';
import { blandAltman } from './blandAltman.ts';
import { calibrationCurve } from './calibrationCurve.ts';
import { doseResponse } from './doseResponse.ts';
import { enzymeKinetics } from './enzymeKinetics.ts';
import { growthCurve } from './growthCurve.ts';
import { kaplanMeier } from './kaplanMeier.ts';
import { precisionRecall } from './precisionRecall.ts';
import { regression } from './regression.ts';
import { roc } from './roc.ts';
import { standardCurve } from './standardCurve.ts';
import type { DrawChart } from './types.ts';

export const BATCH_MODELS: Partial<Record<ChartType, DrawChart>> = {
  kaplan_meier: kaplanMeier,
  roc,
  regression,
  dose_response: doseResponse,
  enzyme_kinetics: enzymeKinetics,
  growth_curve: growthCurve,
  standard_curve: standardCurve,
  bland_altman: blandAltman,
  precision_recall: precisionRecall,
  calibration_curve: calibrationCurve,
};
