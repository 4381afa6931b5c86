// A payload in the protobuf JSON form the codec-server protocol speaks: metadata values and
// data as base64. The SDK's own helper (proto-utils payloadToJSON) fails against the
// protobufjs copy installed here, and the form is small enough to write out.
import type { Payload } from '@temporalio/common';

export interface PayloadJson {
  metadata?: Record<string, string>;
  data?: string;
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

export function payloadToJson(payload: Payload): PayloadJson {
  // External-storage references (Payload.externalPayloads) are not used by this service;
  // dropping one would lose data silently.
  if ((payload as { externalPayloads?: unknown[] }).externalPayloads?.length) throw new Error('payloads stored externally are not supported');
  const metadata = Object.fromEntries(Object.entries(payload.metadata ?? {}).map(([k, v]) => [k, Buffer.from(v ?? []).toString('base64')]));
  return { metadata, data: Buffer.from(payload.data ?? []).toString('base64') };
}

function bytes(value: unknown, where: string): Buffer {
  if (typeof value !== 'string' || !BASE64.test(value)) throw new TypeError(`${where} is not base64`);
  // Node reads both base64 alphabets, as the protobuf JSON mapping allows.
  return Buffer.from(value, 'base64');
}

/** The payload a JSON form describes; TypeError naming the part that is not one. */
export function payloadFromJson(json: unknown, where = 'payload'): Payload {
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new TypeError(`${where} is not an object`);
  const { metadata = {}, data = '' } = json as { metadata?: unknown; data?: unknown };
  if (!metadata || typeof metadata !== 'object' || Array.isArray(metadata)) throw new TypeError(`${where}.metadata is not an object`);
  return {
    metadata: Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k, bytes(v, `${where}.metadata.${k}`)])),
    data: bytes(data, `${where}.data`),
  };
}
