// Two fields every legacy client dereferences without a check (docs/legacy-api.md §4.3, §4.4, §9), made safe
// in one place for every /api answer, whichever shim produced it:
// - `imgPath` goes straight into <img src> on the client's own origin, so a path of ours ('/media/…')
//   becomes an absolute URL on our public origin (PUBLIC_URL, or the request's scheme and host as seen
//   through trusted proxies only).
// - `videoLink` is run through `videoLink.split("=")[1]`, so it is always a string. Where we know no
//   video it is '' : ''.split('=')[1] is undefined, the value a client gets for "no id" (no throw, and
//   no id to build a player for). tRPC keeps null, which reads better for our own client.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Host header values we are willing to echo into a URL: a DNS name or IP literal, optional port. */
const HOST_PATTERN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** The origin a client reached us at: PUBLIC_URL when set, else scheme + host of the request. */
export function publicOrigin(req: FastifyRequest, config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const protocol = req.protocol === 'https' ? 'https' : 'http';
  const host = req.host;
  if (HOST_PATTERN.test(host)) return `${protocol}://${host}`;
  // No usable Host (HTTP/1.0, or garbage): our own listening address is the best we know.
  const ownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  return `${protocol}://${ownHost}:${config.port}`;
}

function rewrite(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((v) => rewrite(v, origin));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === 'imgPath' && typeof field === 'string' && field.startsWith('/') && !field.startsWith('//')) out[key] = origin + field;
    else if (key === 'videoLink' && (field === null || field === undefined)) out[key] = '';
    else out[key] = rewrite(field, origin);
  }
  return out;
}

/** Rewrites every JSON answer of the plugin it is installed on (the /api shims). */
export function installLegacyWire(app: FastifyInstance, config: Config): void {
  app.addHook('preSerialization', async (req, _reply, payload) => rewrite(payload, publicOrigin(req, config)));
}
