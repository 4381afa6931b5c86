// Where each front end is mounted on the service's one address. The server root composes
// them in this order of claims; a front end reads this table to know which paths are not its
// own (the website's 404 page leaves the machine interfaces' paths to them).

/** The HTTP API (SPEC: base path). */
export const API_BASE_PATH = '/api/v1';
/** The MCP server's one endpoint (streamable HTTP). */
export const MCP_PATH = '/mcp';
/** The authorization server's own endpoints; the interaction pages under it are the website's. */
export const OAUTH_PREFIX = '/oauth';
export const INTERACTION_PREFIX = `${OAUTH_PREFIX}/interaction`;
/** The payload codec the operators' Temporal UI calls, outside the interface. */
export const CODEC_PATH = '/codec';
/** Metadata documents (OAuth authorization server, protected resource). */
export const WELL_KNOWN_PREFIX = '/.well-known';
/** The website's one stylesheet, linked by every page of the service. */
export const STYLESHEET_PATH = '/web/style.css';
