// The package's own swagger-initializer.js opens a sample document on another site and is never served.
/* global SwaggerUIBundle */
const root = document.getElementById('swagger-ui');

window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  domNode: root,
  // No top bar: its "explore" box loads whatever address it is given.
  layout: 'BaseLayout',
  // No badge asking validator.swagger.io about the document.
  validatorUrl: null,
  queryConfigEnabled: false,
  // Off: deep links put a link inside each operation's expand button (axe: nested-interactive).
  deepLinking: false,
  docExpansion: 'list',
  defaultModelsExpandDepth: 1,
});

// A schema without a title leaves its button nameless (axe: button-name), so it is named 스키마.
function nameSchemaButtons() {
  for (const button of root.querySelectorAll('button.json-schema-2020-12-accordion:not([aria-label])')) {
    if (!button.textContent.trim()) button.setAttribute('aria-label', '스키마');
  }
}
new MutationObserver(nameSchemaButtons).observe(root, { childList: true, subtree: true });
