// Starts Swagger UI on the reference page at /api/docs (server/http/api-docs.ts serves this file; the package's
// own swagger-initializer.js opens a sample document on another site and is never served). Only this origin is ever asked for anything.
/* global SwaggerUIBundle */
window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  // The plain layout: no top bar with its "explore" box, which loads whatever address it is given.
  layout: 'BaseLayout',
  deepLinking: true,
  // No badge asking validator.swagger.io about the document.
  validatorUrl: null,
  // ?url= / ?configUrl= in the address never load a document from elsewhere (Swagger UI's default; said here).
  queryConfigEnabled: false,
  docExpansion: 'list',
  defaultModelsExpandDepth: 1,
});
