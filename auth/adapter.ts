// oidc-provider's storage interface over the service's database (the OAuthModel table), so
// clients, grants and tokens survive restarts and every API instance sees the same ones.
import { OAuthModel } from '../core/db/entities.ts';
import { em } from '../core/db/orm.ts';

/** What the library stores: its payload, with the few fields the adapter indexes. */
export interface AdapterPayload {
  [field: string]: unknown;
  grantId?: string;
  userCode?: string;
  uid?: string;
  accountId?: string;
  clientId?: string;
  consumed?: number;
}

/** Kinds whose rows belong to a grant and end with it (revokeByGrantId). */
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

interface StoredRow {
  payload: Record<string, unknown>;
  expiresAt?: Date | null;
  consumedAt?: Date | null;
}

/** Expired rows count as absent until pruned. */
function payloadOf(row: StoredRow | null): AdapterPayload | undefined {
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
  const payload = { ...row.payload } as AdapterPayload;
  if (row.consumedAt) payload.consumed = Math.floor(row.consumedAt.getTime() / 1000);
  return payload;
}

export class DatabaseAdapter {
  readonly kind: string;

  constructor(kind: string) {
    this.kind = kind;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const db = await em();
    const fields = {
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      // Grants name the account that approved them and the client: connected apps are listed by these.
      accountId: this.kind === 'Grant' ? (payload.accountId ?? null) : null,
      clientId: typeof payload.clientId === 'string' ? payload.clientId : null,
      expiresAt: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    const existing = await db.findOne(OAuthModel, { kind: this.kind, id });
    if (existing) db.assign(existing, fields);
    else db.create(OAuthModel, { kind: this.kind, id, ...fields, consumedAt: null, lastUsedAt: null, createdAt: new Date() });
    await db.flush();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return payloadOf(await (await em()).findOne(OAuthModel, { kind: this.kind, id }));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return payloadOf(await (await em()).findOne(OAuthModel, { kind: this.kind, uid }));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return payloadOf(await (await em()).findOne(OAuthModel, { kind: this.kind, userCode }));
  }

  async consume(id: string): Promise<void> {
    await (await em()).nativeUpdate(OAuthModel, { kind: this.kind, id }, { consumedAt: new Date() });
  }

  async destroy(id: string): Promise<void> {
    await (await em()).nativeDelete(OAuthModel, { kind: this.kind, id });
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await (await em()).nativeDelete(OAuthModel, { kind: { $in: [...GRANTABLE] }, grantId });
  }
}

/** Rows past their expiry: the library never reads them again (find treats them as absent). */
export async function pruneExpired(now = new Date()): Promise<number> {
  return (await em()).nativeDelete(OAuthModel, { expiresAt: { $lt: now } });
}
