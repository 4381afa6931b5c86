// Failed authentication per client address, in this process's memory only: addresses are
// never stored or logged (the spec stores none) and are forgotten when their window ends.
// Both tables are bounded; when one is full its oldest entry goes, so many addresses or keys
// cost a fixed amount of memory.
import { AUTH_FAILURES } from '../core/limits.ts';

const WINDOW_MS = AUTH_FAILURES.windowSeconds * 1000;

/**
 * The throttled unit for a socket's remote address: the IPv4 address (also when written as
 * IPv4-mapped IPv6), or the /64 prefix of an IPv6 address, which a single host can rotate within.
 */
export function addressKey(remote: string | undefined): string {
  if (!remote) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remote);
  if (mapped?.[1]) return mapped[1];
  if (!remote.includes(':')) return remote;
  const [head = '', tail = ''] = remote.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = remote.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

interface Window {
  start: number;
  failures: number;
}

/** Fixed windows of failed authentications per address. */
class FailureWindows {
  private readonly windows = new Map<string, Window>();

  /** Seconds until the address may try again; 0 when it is within its allowance. */
  blockedFor(address: string, now: number): number {
    const w = this.windows.get(address);
    if (!w || now >= w.start + WINDOW_MS || w.failures < AUTH_FAILURES.perWindow) return 0;
    return Math.max(1, Math.ceil((w.start + WINDOW_MS - now) / 1000));
  }

  record(address: string, now: number): void {
    const w = this.windows.get(address);
    if (w && now < w.start + WINDOW_MS) {
      w.failures += 1;
      return;
    }
    // Re-inserted, so that insertion order stays the order of window starts.
    this.windows.delete(address);
    while (this.windows.size >= AUTH_FAILURES.trackedAddresses) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
    this.windows.set(address, { start: now, failures: 1 });
  }
}

/** Fingerprints (SHA-256) of keys that authenticated recently, most recent last. */
class RecentKeys {
  private readonly keys = new Set<string>();

  has(fingerprint: string): boolean {
    return this.keys.has(fingerprint);
  }

  add(fingerprint: string): void {
    this.keys.delete(fingerprint);
    if (this.keys.size >= AUTH_FAILURES.knownGoodKeys) {
      const oldest = this.keys.values().next().value;
      if (oldest !== undefined) this.keys.delete(oldest);
    }
    this.keys.add(fingerprint);
  }

  delete(fingerprint: string): void {
    this.keys.delete(fingerprint);
  }
}

export const failedAuth = new FailureWindows();
/**
 * A throttled address may still use keys that succeeded here before, so that a valid client
 * behind the same address as an attacker keeps working; any other key is refused unread.
 */
export const recentKeys = new RecentKeys();
