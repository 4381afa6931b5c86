import { z } from 'zod';
import { PLAN_NAMES } from '../core/plans.ts';
import { SCOPES } from '../core/scopes.ts';

export const CreditSummarySchema = z
  .object({
    balance: z.int(),
    reserved: z.int(),
    plan: z.enum(PLAN_NAMES as [string, ...string[]]),
    plan_level: z.int().meta({ description: 'free 0, starter 1, plus 2, pro 3' }),
    limits: z.object({ concurrent_tasks: z.int(), tasks_per_hour: z.int() }),
    top_up_url: z.url(),
  })
  .meta({ id: 'CreditSummary' });

export const CapabilitiesSchema = z.object({ granted_scopes: z.array(z.enum(SCOPES)) }).meta({ id: 'Capabilities' });

export const PricingSchema = z
  .object({
    currency: z.literal('credits'),
    operations: z.array(
      z.object({ endpoint: z.string(), option: z.string().nullable(), credits: z.int(), note: z.string().optional() }),
    ),
    free_conversions_per_day: z.int(),
  })
  .meta({ id: 'Pricing' });

export const JobListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(20).default(10),
  cursor: z.string().max(200).optional(),
});
export const JobParams = z.object({ id: z.uuid() });
