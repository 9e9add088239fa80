// docs/decisions/033-movement-illustrations.md. Only catalogue entries have a picture, so the rendered set is
// bounded; any other name is a 404 and never kept. Legacy clients embed the absolute imgPath from other origins.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ERRORS } from '../../errors';
import type { CatalogueStore } from './catalogue.store';
import type { BodyPartKey } from './catalogue-data';
import type { Catalogue } from './load-catalogue';
import { type MovementPicture, renderMovement } from './movements/render';
import { machineIconSvg } from './pictures/machine-icons';
import { bodyPartSvg, muscleMapSvg } from './pictures/muscle-map';

type Picture = { svg: string; etag: string };

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const KINDS: Record<string, (catalogue: Catalogue, key: string) => string | null> = {
  exercises(catalogue, key) {
    const exercise = catalogue.byKey.exercises.get(key);
    if (!exercise) return null;
    const keys = (primary: boolean) => exercise.bodyParts.filter((p) => p.primary === primary).map((p) => p.key as BodyPartKey);
    return muscleMapSvg(keys(true), keys(false));
  },
  /** Drawn exactly as scripts/seed-movements.ts draws the seed (media.app.test.ts compares the bytes). */
  movements(catalogue, file) {
    const [key, picture, ...rest] = file.split('.');
    const exercise = catalogue.byKey.exercises.get(key!);
    const movement = catalogue.movements.get(key!);
    if (!exercise || !movement || rest.length > 0) return null;
    const tint = {
      primary: exercise.bodyParts.filter((p) => p.primary).map((p) => p.key as BodyPartKey),
      secondary: exercise.bodyParts.filter((p) => !p.primary).map((p) => p.key as BodyPartKey),
    };
    const kind: MovementPicture | null = picture === undefined ? 'animated' : picture === 'still' || picture === 'frames' ? picture : null;
    return kind ? renderMovement(movement, tint, exercise.koreanName, kind) : null;
  },
  'body-parts'(catalogue, key) {
    const part = catalogue.byKey.bodyParts.get(key);
    return part ? bodyPartSvg(part.key as BodyPartKey) : null;
  },
  machines(catalogue, key) {
    return catalogue.byKey.machines.has(key) ? machineIconSvg(key) : null;
  },
};

const pictures = new WeakMap<Catalogue, Map<string, Picture>>();

function pictureOf(catalogue: Catalogue, kind: string, file: string): Picture | null {
  if (!Object.hasOwn(KINDS, kind) || !file.endsWith('.svg')) return null;
  const key = file.slice(0, -'.svg'.length);
  const cacheKey = `${kind}/${key}`;
  let cache = pictures.get(catalogue);
  const hit = cache?.get(cacheKey);
  if (hit) return hit;
  const svg = KINDS[kind]!(catalogue, key);
  if (svg === null) return null;
  const picture = { svg, etag: `"${createHash('sha256').update(svg).digest('base64url')}"` };
  if (!cache) {
    cache = new Map();
    pictures.set(catalogue, cache);
  }
  cache.set(cacheKey, picture);
  return picture;
}

export function renderedPictureCount(catalogue: Catalogue): number {
  return pictures.get(catalogue)?.size ?? 0;
}

function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

export function registerMedia(app: FastifyInstance, catalogue: CatalogueStore): void {
  // A wildcard, so every path under /media (also a malformed one) is answered here with the same headers.
  app.get<{ Params: { '*': string } }>('/media/*', async (req, reply) => {
    // Helmet says same-origin for the whole app; pictures are meant to be embedded anywhere.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    const segments = req.params['*'].split('/');
    const picture = segments.length === 2 ? pictureOf(catalogue.current, segments[0]!, segments[1]!) : null;
    if (!picture) return notFound(reply);
    reply
      .header('cache-control', 'public, max-age=86400')
      .header('etag', picture.etag)
      .header('content-security-policy', SVG_CSP)
      .header('x-content-type-options', 'nosniff');
    if (isFresh(req.headers['if-none-match'], picture.etag)) return reply.status(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(picture.svg);
  });
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ error: 'Not Found', message: ERRORS.NOT_FOUND.message });
}
