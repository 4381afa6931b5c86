import { stringify } from 'yaml';
import { LIMITS } from '../../core/limits.ts';
import { priceList } from '../../core/prices.ts';
import { openApiDocument } from '../openapi.ts';
import { PricingSchema } from '../schemas/account.ts';
import { route } from './route.ts';

export const getPricing = route({
  method: 'get',
  path: '/pricing',
  summary: 'The credit price of every operation',
  tag: 'public',
  auth: 'public',
  responses: { 200: { description: 'Prices', schema: PricingSchema } },
  errors: [],
  handler: async (ctx) => {
    ctx.body = { currency: 'credits', operations: priceList(), free_conversions_per_day: LIMITS.freeConversionsPerDay };
  },
});

export const getOpenApiJson = route({
  method: 'get',
  path: '/openapi.json',
  summary: 'This description, as JSON',
  tag: 'public',
  auth: 'public',
  responses: { 200: { description: 'OpenAPI 3.1 document' } },
  errors: [],
  handler: async (ctx) => {
    ctx.body = openApiDocument();
  },
});

let yamlCache: string | undefined;

export const getOpenApiYaml = route({
  method: 'get',
  path: '/openapi.yaml',
  summary: 'This description, as YAML',
  tag: 'public',
  auth: 'public',
  responses: { 200: { description: 'OpenAPI 3.1 document', contentType: 'application/yaml' } },
  errors: [],
  handler: async (ctx) => {
    yamlCache ??= stringify(openApiDocument());
    ctx.type = 'application/yaml';
    ctx.body = yamlCache;
  },
});
