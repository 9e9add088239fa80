// Legacy clients dereference these unchecked (docs/legacy-api.md §4.3, §4.4, §9): `imgPath` goes into <img src> on the
// client's origin so it is made absolute; `videoLink` is split on '=' so it is always a string ('' for none).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';

const HOST_PATTERN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

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

export function installLegacyWire(app: FastifyInstance, config: Config): void {
  app.addHook('preSerialization', async (req, _reply, payload) => rewrite(payload, publicOrigin(req, config)));
}
