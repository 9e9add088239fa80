// Helmet's headers on every answer, with our Content-Security-Policy: our own origin for everything,
// YouTube frames for the exercise videos, our own service worker, nothing framing us (docs/security.md decision 7).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const YOUTUBE_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // No worker-src: workers fall back to script-src 'self', which allows our service worker (/sw.js,
          // docs/decisions/016-offline-app-shell.md) and nothing else, and keeps every answer's headers as they were.
          frameSrc: YOUTUBE_FRAMES,
          formAction: ["'self'"],
          // Served on plain http in development and tests; TLS is the proxy's job in production.
          upgradeInsecureRequests: null,
        },
      },
    });
  },
  { name: 'security-headers' },
);
