// Connections to Temporal, shared by the API (client) and the worker.
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import type { DataConverter } from '@temporalio/common';
import { config } from '../core/config.ts';
import { payloadCodec } from '../core/codec/encryptionCodec.ts';
import { ALL_SEARCH_ATTRIBUTES } from './workflow/searchAttributes.ts';

let client: Client | undefined;

/** The failure converter's module, by path: the worker also bundles it into its workflows. */
export const FAILURE_CONVERTER_PATH = fileURLToPath(new URL('../core/codec/failureConverter.ts', import.meta.url));

/** Every client and worker of the service encrypts its payloads and failures (core/codec/). */
export function dataConverter(): DataConverter {
  return { payloadCodecs: [payloadCodec()], failureConverterPath: FAILURE_CONVERTER_PATH };
}

export async function temporalClient(): Promise<Client> {
  if (client) return client;
  const cfg = config();
  const connection = await Connection.connect({ address: cfg.temporalAddress });
  client = new Client({ connection, namespace: cfg.temporalNamespace, dataConverter: dataConverter() });
  return client;
}

/** Registers the job search attributes if the namespace lacks them (idempotent). */
export async function ensureSearchAttributes(c: Client): Promise<void> {
  const namespace = config().temporalNamespace;
  const { customAttributes } = await c.connection.operatorService.listSearchAttributes({ namespace });
  const missing = ALL_SEARCH_ATTRIBUTES.filter((a) => !customAttributes?.[a.name]);
  if (missing.length === 0) return;
  await c.connection.operatorService.addSearchAttributes({
    namespace,
    // 2 = INDEXED_VALUE_TYPE_KEYWORD
    searchAttributes: Object.fromEntries(missing.map((a) => [a.name, 2])),
  });
}

export async function closeTemporal(): Promise<void> {
  await client?.connection.close();
  client = undefined;
}
