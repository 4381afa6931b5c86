// Website users: an email and a password per person, each belonging to one account.
// Passwords are hashed with scrypt (memory-hard, in Node itself); the parameters are stored
// with each hash so that raising them later leaves older hashes readable.
import { createHash, randomBytes, randomUUID, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { Account, User } from './db/entities.ts';
import { em as newEm } from './db/orm.ts';
import { increment, current, windowOf } from './counters.ts';

export type UserRow = InstanceType<typeof User.class>;

export const PASSWORD_MIN_LENGTH = 12;
/** A longer "password" is a request to hash megabytes, not a password. */
export const PASSWORD_MAX_LENGTH = 1024;

/** 2^15 × 8 × 128 bytes = 32 MiB per hash, about 0.1 s on one core. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, saltLength: 16 };

/**
 * Failed sign-ins before refusing further tries until the window ends: per email (counted in
 * the database, so every API process shares it; the email is stored only as a SHA-256) and
 * per client address (in this process's memory only: addresses are never stored).
 */
export const SIGN_IN_LIMITS = { windowSeconds: 15 * 60, perEmail: 10, perAddress: 50, trackedAddresses: 10_000 } as const;

export class UserInputError extends Error {
  override readonly name = 'UserInputError';
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function checkEmail(email: string): string {
  const normal = normalizeEmail(email);
  if (normal.length > 320 || !/^[^\s@]+@[^\s@]+$/.test(normal)) throw new UserInputError(`"${email}" is not an email address`);
  return normal;
}

export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `a password needs at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `a password has at most ${PASSWORD_MAX_LENGTH} characters`;
  return undefined;
}

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  // maxmem: Node's default (32 MiB) is exactly the need at N=2^15 and refuses it.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT.saltLength);
  const key = await derive(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keyLength);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p), expected.length);
  return timingSafeEqual(key, expected);
}

/** Spent on unknown emails, so that a refusal takes as long whether or not the user exists. */
let decoyHash: Promise<string> | undefined;

export async function createUser(em: SqlEntityManager, input: { accountId: string; email: string; password: string }): Promise<UserRow> {
  const email = checkEmail(input.email);
  const problem = passwordProblem(input.password);
  if (problem) throw new UserInputError(problem);
  if (!(await em.findOne(Account, { id: input.accountId }))) throw new UserInputError(`no account ${input.accountId}`);
  if (await em.findOne(User, { email })) throw new UserInputError(`a user with email ${email} exists`);
  const user = em.create(User, { id: randomUUID(), accountId: input.accountId, email, passwordHash: await hashPassword(input.password), createdAt: new Date() });
  await em.flush();
  return user;
}

export async function setPassword(em: SqlEntityManager, userId: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new UserInputError(problem);
  const user = await em.findOneOrFail(User, { id: userId });
  user.passwordHash = await hashPassword(password);
  await em.flush();
}

export async function findUserByEmail(em: SqlEntityManager, email: string): Promise<UserRow | null> {
  return em.findOne(User, { email: normalizeEmail(email) });
}

/** Failed sign-ins per client address, in fixed windows; bounded, oldest dropped first. */
class AddressFailures {
  private readonly windows = new Map<string, { start: number; count: number }>();

  count(address: string, now: number): number {
    const w = this.windows.get(address);
    return w && w.start === windowOf(now, SIGN_IN_LIMITS.windowSeconds * 1000).start ? w.count : 0;
  }

  record(address: string, now: number): void {
    const start = windowOf(now, SIGN_IN_LIMITS.windowSeconds * 1000).start;
    const w = this.windows.get(address);
    this.windows.delete(address);
    while (this.windows.size >= SIGN_IN_LIMITS.trackedAddresses) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
    this.windows.set(address, { start, count: w && w.start === start ? w.count + 1 : 1 });
  }
}

const addressFailures = new AddressFailures();

const emailCounterKey = (email: string): string => `signin:email:${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;

export type SignInResult = { userId: string; accountId: string; email: string } | { refused: 'invalid' | 'locked' | 'unavailable'; retryAfter?: number };

/**
 * Checks an email and password. Refusals say only `invalid` (unknown email and wrong password
 * alike) or `locked` (too many failures for this email or this address in the current window,
 * with the seconds until it ends); a locked email or address is refused without checking the password.
 * `unavailable` (the account is disabled or being deleted) is said only after the password
 * matched, so it tells a guesser nothing about which emails exist.
 */
export async function verifySignIn(email: string, password: string, opts: { address?: string } = {}): Promise<SignInResult> {
  const db = await newEm();
  const now = Date.now();
  const window = windowOf(now, SIGN_IN_LIMITS.windowSeconds * 1000);
  const address = opts.address ?? 'unknown';
  const counterKey = emailCounterKey(email);
  if ((await current(db, counterKey, window)) >= SIGN_IN_LIMITS.perEmail || addressFailures.count(address, now) >= SIGN_IN_LIMITS.perAddress) {
    return { refused: 'locked', retryAfter: Math.max(1, Math.ceil((window.end - now) / 1000)) };
  }
  const user = password.length <= PASSWORD_MAX_LENGTH ? await findUserByEmail(db, email) : null;
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const ok = user ? await passwordMatches(password, user.passwordHash) : (await passwordMatches(password.slice(0, PASSWORD_MAX_LENGTH), await decoyHash), false);
  if (user && ok) {
    if (!(await accountIsActive(db, user.accountId))) return { refused: 'unavailable' };
    return { userId: user.id, accountId: user.accountId, email: user.email };
  }
  await increment(db, counterKey, window);
  addressFailures.record(address, now);
  return { refused: 'invalid' };
}

/** Only an `active` account may use the website, as only an active account may use the API. */
export async function accountIsActive(em: SqlEntityManager, accountId: string): Promise<boolean> {
  return (await em.findOne(Account, { id: accountId }, { fields: ['status'] }))?.status === 'active';
}
