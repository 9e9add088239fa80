// Page routes get <link rel="modulepreload"> for their chunks so a phone fetches them with the app
// (docs/decisions/007-first-load.md).

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isClientRoutePath } from '../../web/sw/client-routes';

type PageAnswer = (req: FastifyRequest, reply: FastifyReply) => FastifyReply;

declare module 'fastify' {
  interface FastifyInstance {
    clientPage: PageAnswer | null;
  }
}

type RoutePreload = { pattern: string; scripts: string[]; styles: string[] };

export function isPageRequest(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  // The service worker answers the same paths with its precached page when offline (web/sw/client-routes.ts).
  if (!isClientRoutePath(req.url.split('?', 1)[0] ?? '')) return false;
  const accept = req.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function routePages(distDir: string): ((path: string) => string) | null {
  const appFile = resolve(distDir, 'app.html');
  const preloadFile = resolve(distDir, 'route-preloads.json');
  if (!existsSync(appFile)) return null;
  const app = readFileSync(appFile, 'utf8');
  const preloads = existsSync(preloadFile)
    ? (JSON.parse(readFileSync(preloadFile, 'utf8')) as RoutePreload[]).map((p) => ({ ...p, regex: new RegExp(p.pattern) }))
    : [];
  const pages = new Map<string, string>();
  return (path) => {
    const matched = preloads.filter((p) => p.regex.test(path));
    const key = matched.map((p) => p.pattern).join('|');
    let page = pages.get(key);
    if (page === undefined) {
      const scripts = new Set(matched.flatMap((p) => p.scripts));
      const styles = new Set(matched.flatMap((p) => p.styles));
      const links = [
        ...[...styles].map((href) => `<link rel="preload" as="style" href="${escapeAttr(href)}">`),
        ...[...scripts].map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`),
      ].join('\n    ');
      page = links ? app.replace('</head>', `    ${links}\n  </head>`) : app;
      pages.set(key, page);
    }
    return page;
  };
}

export const webClient = fp(
  async (app: FastifyInstance, { distDir }: { distDir: string }) => {
    if (!existsSync(resolve(distDir, 'index.html'))) {
      app.decorate('clientPage', null);
      return;
    }
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        // docs/decisions/016-offline-app-shell.md: revalidated every visit, so a deploy is seen at once.
        else if (path.endsWith('/sw.js')) reply.header('cache-control', 'no-cache');
      },
    });
    const pageFor = routePages(distDir);
    app.decorate('clientPage', (req: FastifyRequest, reply: FastifyReply) => {
      // Revalidated on every load, so a deploy reaches members at once; the hashed assets it names are immutable.
      reply.header('cache-control', 'no-cache');
      const path = req.url.split('?', 1)[0] ?? '/';
      if (path === '/' || !pageFor) return reply.sendFile('index.html', { cacheControl: false });
      return reply.type('text/html; charset=utf-8').send(pageFor(path));
    });
  },
  { name: 'web-client' },
);
