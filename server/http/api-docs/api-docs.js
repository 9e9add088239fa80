// Starts Swagger UI on the reference page at /api/docs (server/http/api-docs.ts serves this file; the package's
// own swagger-initializer.js opens a sample document on another site and is never served). Only this origin is
// ever asked for anything.
/* global SwaggerUIBundle */
const root = document.getElementById('swagger-ui');

window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  domNode: root,
  // The plain layout: no top bar with its "explore" box, which loads whatever address it is given.
  layout: 'BaseLayout',
  // No badge asking validator.swagger.io about the document.
  validatorUrl: null,
  // ?url= / ?configUrl= in the address never load a document from elsewhere (Swagger UI's default; said here).
  queryConfigEnabled: false,
  // Off: deep links put a link inside each operation's expand button (axe: nested-interactive).
  deepLinking: false,
  docExpansion: 'list',
  defaultModelsExpandDepth: 1,
});

// The schema view opens a schema with a button whose only content is the schema's title; a schema without one
// (a request body's) leaves that button without a name (axe: button-name). It is named 스키마 (its state is
// already told by aria-expanded).
function nameSchemaButtons() {
  for (const button of root.querySelectorAll('button.json-schema-2020-12-accordion:not([aria-label])')) {
    if (!button.textContent.trim()) button.setAttribute('aria-label', '스키마');
  }
}
new MutationObserver(nameSchemaButtons).observe(root, { childList: true, subtree: true });
