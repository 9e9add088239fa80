// Self-hosted pictures: exercise muscle maps, body-part maps and machine icons, generated once each.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { bodyPartSvg, muscleMapSvg } from '../../../seed/images/muscle-map';
import { machineIconSvg } from '../../../seed/images/machine-icons';
import type { BodyPartKey } from '../../../seed/catalogue/types';
import { catalogueOf } from './catalogue.store';

export function registerMedia(app: FastifyInstance, db: Db): void {
  const rendered = new Map<string, string | null>();

  function render(kind: string, key: string): string | null {
    const catalogue = catalogueOf(db);
    if (kind === 'exercises') {
      const workout = catalogue.workouts.find((w) => w.key === key);
      if (!workout) return null;
      const keys = (primary: boolean) => workout.bodyParts.filter((p) => p.primary === primary).map((p) => p.key as BodyPartKey);
      return muscleMapSvg(keys(true), keys(false));
    }
    if (kind === 'body-parts') {
      const part = catalogue.bodyParts.find((p) => p.key === key);
      return part ? bodyPartSvg(part.key as BodyPartKey) : null;
    }
    if (kind === 'machines') return catalogue.machines.some((m) => m.key === key) ? machineIconSvg(key) : null;
    return null;
  }

  app.get<{ Params: { kind: string; file: string } }>('/media/:kind/:file', async (req, reply) => {
    const { kind, file } = req.params;
    const match = /^([a-z0-9_]{1,80})\.svg$/.exec(file);
    const cacheKey = `${kind}/${file}`;
    if (match && !rendered.has(cacheKey)) rendered.set(cacheKey, render(kind, match[1]!));
    const svg = match ? rendered.get(cacheKey) : null;
    if (!svg) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
