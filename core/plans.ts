// The one table of plans. plan_level orders plans so that "Starter or higher" is a comparison.

export const PLANS = {
  free: { level: 0, concurrentTasks: 2 },
  starter: { level: 1, concurrentTasks: 4 },
  plus: { level: 2, concurrentTasks: 8 },
  pro: { level: 3, concurrentTasks: 16 },
} as const;

export type PlanName = keyof typeof PLANS;

export const PLAN_NAMES = Object.keys(PLANS) as PlanName[];

export function isPlanName(value: string): value is PlanName {
  return Object.hasOwn(PLANS, value);
}

/** A paid plan is an active subscription; free is none. */
export function hasSubscription(plan: PlanName): boolean {
  return PLANS[plan].level > 0;
}
