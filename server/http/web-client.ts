// Serves the built web client (web/dist): hashed assets as files (precompressed .br/.gz picked by
// Accept-Encoding), '/' as the pre-rendered home page, and every other page route as app.html with
// <link rel="modulepreload"> for that route's own chunks (dist/route-preloads.json, written at build), so
// a phone fetches them alongside the app rather than one round trip after it (docs/decisions/007-first-load.md).
// /sw.js, the service worker, is revalidated on every visit (docs/decisions/016-offline-app-shell.md).

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isClientRoutePath } from '../../web/sw/client-routes';

type PageAnswer = (req: FastifyRequest, reply: FastifyReply) => FastifyReply;

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a client route with its page (not-found.ts uses it); null when the web client is not built. */
    clientPage: PageAnswer | null;
  }
}

type RoutePreload = { pattern: string; scripts: string[]; styles: string[] };

/** A GET for a client route (/mypage, /workoutdetail/3 …): not an API or media path, not a file name, and
 * accepting HTML (a browser says text/html; curl and many tools say *\/* or nothing). */
export function isPageRequest(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  // The service worker answers the same paths with its precached page when offline (web/sw/client-routes.ts).
  if (!isClientRoutePath(req.url.split('?', 1)[0] ?? '')) return false;
  const accept = req.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page for each client route: app.html plus that route's preloads, built once per set of matches. */
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

/** Serves the client's files and decorates the app with `clientPage` (null when there is no build). */
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
      // scripts/build-web.ts writes x.br and x.gz beside each text file; the client's Accept-Encoding picks one.
      preCompressed: true,
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        // The service worker (docs/decisions/016-offline-app-shell.md): the browser checks it on every visit, so a
        // deploy is seen at once (and then waits for the member to take it).
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
