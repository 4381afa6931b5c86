// Refresh tokens rotate on every use. The library consumes the presented token before it
// resolves the requested resource, so a refresh refused for its `resource` would leave the
// client holding a consumed token whose next use revokes the whole grant (reuse detection).
// The resource is therefore checked here, before anything is consumed: a refused refresh
// leaves the token usable, as a refused scope escalation does.
import { errors } from 'oidc-provider';

interface RefreshContext {
  oidc: {
    params?: { resource?: unknown };
    entities: { RefreshToken?: { resourceIndicators: Set<string> } };
  };
}

/** Throws invalid_target unless the request names at most one resource, one the token was issued for. */
function refuseUnissuedResource(ctx: RefreshContext): void {
  const asked = ctx.oidc.params?.resource;
  const token = ctx.oidc.entities.RefreshToken;
  if (asked === undefined || !token) return;
  const list = Array.isArray(asked) ? asked : [asked];
  if (list.length !== 1) throw new errors.InvalidTarget!('only a single resource indicator value must be requested during a refresh');
  if (!token.resourceIndicators.has(String(list[0]))) throw new errors.InvalidTarget!('the refresh token was not issued for this resource');
}

/** The library's rotateRefreshToken hook: always rotate, after the resource is known to be grantable. */
export function rotateRefreshToken(ctx: RefreshContext): boolean {
  refuseUnissuedResource(ctx);
  return true;
}
