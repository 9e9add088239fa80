// Swagger UI served by us (no CDN); the app's CSP holds unchanged. Unlike every other /api answer these never carry
// a member's data, so the hashed assets are cached a year and the page is `no-cache`.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../errors';
import { answerError } from './error-answers';

export const API_DOCS_PATH = '/api/docs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, no-cache';

type Asset = { url: string; type: string; body: Buffer };

const TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' } as const;

/** Holds for the sources and the compiled server (scripts/build-server.ts keeps packages in node_modules). */
function swaggerUiDir(): string {
  const require = createRequire(import.meta.url);
  const absolutePath = require('swagger-ui-dist/absolute-path.js') as () => string;
  return absolutePath();
}

function asset(dir: string, file: string): Asset {
  const body = readFileSync(join(dir, file));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const dot = file.lastIndexOf('.');
  const ext = file.slice(dot + 1) as keyof typeof TYPES;
  return { url: `${API_DOCS_PATH}/${file.slice(0, dot)}.${hash}.${ext}`, type: TYPES[ext], body };
}

type Assets = { swaggerJs: Asset; swaggerCss: Asset; initJs: Asset; pageCss: Asset };

let loaded: Assets | undefined;

/** Read once per process (the bundle is 1.7 MB); a missing package fails the start, not a visitor. */
function assets(): Assets {
  if (!loaded) {
    const swagger = swaggerUiDir();
    const own = fileURLToPath(new URL('./api-docs/', import.meta.url));
    loaded = {
      swaggerJs: asset(swagger, 'swagger-ui-bundle.js'),
      swaggerCss: asset(swagger, 'swagger-ui.css'),
      initJs: asset(own, 'api-docs.js'),
      pageCss: asset(own, 'api-docs.css'),
    };
  }
  return loaded;
}

function page(a: Assets): string {
  return `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light">
    <title>핏포미 API 문서</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg">
    <link rel="stylesheet" href="${a.swaggerCss.url}">
    <link rel="stylesheet" href="${a.pageCss.url}">
  </head>
  <body>
    <header class="ffm-docs-intro">
      <h1>핏포미 API 문서</h1>
      <p>예전 앱이 쓰는 레거시 REST API(<code>/api</code>)의 모든 주소와 요청, 응답을 적었어요. 주소를 누르면 보내는 값과 돌아오는 답의 모양이 보여요.</p>
      <p><a href="/api/openapi.json" download="fitforme-openapi.json">OpenAPI 문서 (JSON) 내려받기</a></p>
    </header>
    <main id="swagger-ui"></main>
    <script src="${a.swaggerJs.url}"></script>
    <script src="${a.initJs.url}"></script>
  </body>
</html>
`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    cacheControl?: string;
  }
}

export async function apiDocs(app: FastifyInstance): Promise<void> {
  const files = assets();
  const html = page(files);

  // The parent's onSend hooks (private-answers.ts' `no-store` among them) run before this scope's.
  app.addHook('onSend', async (req, reply) => {
    const cacheControl = req.routeOptions.config.cacheControl;
    if (cacheControl && reply.statusCode === 200) reply.header('cache-control', cacheControl);
  });

  app.get('/', { prefixTrailingSlash: 'no-slash', config: { cacheControl: REVALIDATE } }, (_req, reply) => reply.type('text/html; charset=utf-8').send(html));
  app.get('/', { prefixTrailingSlash: 'slash' }, (req, reply) => {
    const query = req.url.indexOf('?');
    return reply.redirect(API_DOCS_PATH + (query === -1 ? '' : req.url.slice(query)), 301);
  });

  for (const file of Object.values(files)) {
    const path = file.url.slice(API_DOCS_PATH.length);
    app.get(path, { config: { cacheControl: IMMUTABLE } }, (_req, reply: FastifyReply) => reply.type(file.type).send(file.body));
  }

  // Anything else under /api/docs: a plain 404 (the legacy surface's own not-found would ask for a token first).
  app.setNotFoundHandler((req, reply) => answerError(req, reply, new AppError('NOT_FOUND', { message: '존재하지 않는 페이지입니다' })));
}
