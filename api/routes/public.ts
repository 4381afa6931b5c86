import { config } from '../../core/config.ts';
import { LIMITS } from '../../core/limits.ts';
import { priceList } from '../../core/prices.ts';
import { openApiDocument } from '../openapi.ts';
import { openApiYaml } from '../openapiYaml.ts';
import { PricingSchema } from '../../contract/account.ts';
import { OpenApiDocumentSchema } from '../../contract/public.ts';
import { route, type RouteSpec } from './route.ts';

/**
 * The routes that describe the API: its prices and its OpenAPI document, made from the whole
 * table of routes (`all`, read when a request comes, so that they describe themselves too).
 */
export function describingRoutes(all: () => readonly RouteSpec[]): RouteSpec[] {
  const getPricing = route({
    method: 'get',
    path: '/pricing',
    summary: 'The credit price of every operation',
    tag: 'public',
    auth: 'public',
    responses: { 200: { description: 'Prices', schema: PricingSchema } },
    errors: [],
    handler: async (ctx) => {
      const reads = all().filter((r) => r.method === 'get').map((r) => `GET ${r.path}`);
      const cfg = config();
      // The same test as the provider's choice (engines/illustration/index.ts): no protocol and no URL is the schematic engine.
      const drawnBy = cfg.illustrationProvider || cfg.illustrationProviderUrl ? 'model' : 'schematic';
      ctx.body = { currency: 'credits', operations: priceList(reads, drawnBy), free_conversions_per_day: LIMITS.freeConversionsPerDay };
    },
  });

  const getOpenApiJson = route({
    method: 'get',
    path: '/openapi.json',
    summary: 'This description, as JSON',
    tag: 'public',
    auth: 'public',
    responses: { 200: { description: 'OpenAPI 3.1 document', schema: OpenApiDocumentSchema } },
    errors: [],
    handler: async (ctx) => {
      ctx.body = openApiDocument(all());
    },
  });

  const getOpenApiYaml = route({
    method: 'get',
    path: '/openapi.yaml',
    summary: 'This description, as YAML',
    tag: 'public',
    auth: 'public',
    responses: { 200: { description: 'OpenAPI 3.1 document', schema: OpenApiDocumentSchema, contentType: 'application/yaml' } },
    errors: [],
    handler: async (ctx) => {
      ctx.type = 'application/yaml';
      ctx.body = openApiYaml(all());
    },
  });
  return [getPricing, getOpenApiJson, getOpenApiYaml];
}
