import { config } from './config.ts';

/** The website's top-up page, tagged with the channel the client came through. */
export function topUpUrl(channel: 'api' | 'mcp'): string {
  return `${config().websiteUrl}/billing/top-up?utm_source=${channel}`;
}
