import { config } from './config.ts';
import type { Channel } from './channel.ts';

/** The website's top-up page, tagged with the channel the client came through (core/channel.ts). */
export function topUpUrl(channel: Channel): string {
  return `${config().websiteUrl}/billing/top-up?utm_source=${channel}`;
}
