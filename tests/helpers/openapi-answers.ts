// Every /api answer a server test produces, checked against the OpenAPI document (docs/api-reference.md): the
// test apps pass `checkAnswer` to buildApp (its onAnswer), and tests/setup/openapi-answers.ts fails the test
// that produced an answer outside the document. So a wire change without a document change fails `npm test`.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LEGACY_ROUTES } from '../../server/http/legacy-api';
import { JSON_TYPE, LEGACY_PREFIX, openApiDocument, openApiPathOf } from '../../server/rest/openapi';

type MediaType = { schema: Record<string, unknown> };
type Response = { content?: Record<string, MediaType>; headers?: Record<string, unknown> };
type Operation = { responses: Record<string, Response> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { responses: Record<string, Response> } };

const document = openApiDocument(LEGACY_ROUTES) as unknown as Document;

/** /api routes that are not legacy shims: the document itself and its reference page (not part of the legacy wire). */
const NOT_SHIMS = [/^\/api\/openapi\.json$/, /^\/api\/docs(\/|$)/];

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi', ...document });
const validators = new Map<string, ValidateFunction>();

/** A validator for the schema at `pointer` (a list of keys) inside the document. */
function validatorAt(pointer: string[]): ValidateFunction {
  const ref = `openapi#/${pointer.map((key) => encodeURIComponent(key.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/')}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.getSchema(ref);
    if (!validate) throw new Error(`openapi-answers: no schema at ${ref}`);
    validators.set(ref, validate);
  }
  return validate;
}

const violations: string[] = [];
let checked = 0;

/** The violations found since the last call, emptied. */
export function takeAnswerViolations(): string[] {
  return violations.splice(0);
}

/** How many /api answers have been checked in this test file. */
export function answersChecked(): number {
  return checked;
}

function bodyText(payload: string | Buffer | null | undefined): string | null {
  const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
  return text === undefined || text === null || text === '' ? null : text;
}

/** The document's response for this answer, and where it is (for the schema pointer), or a violation. */
function responseOf(req: FastifyRequest, status: number): { response: Response; at: string[] } | string {
  const routeUrl = req.routeOptions.url;
  if (routeUrl === undefined) return { response: document.components.responses.LegacyError!, at: ['components', 'responses', 'LegacyError'] };
  if (!routeUrl.startsWith(`${LEGACY_PREFIX}/`)) return `${routeUrl} is not under ${LEGACY_PREFIX}`;
  const path = openApiPathOf(routeUrl.slice(LEGACY_PREFIX.length));
  const method = req.method === 'HEAD' ? 'get' : req.method.toLowerCase();
  const operation = document.paths[path]?.[method];
  if (!operation) return `${req.method} ${path} answered but is not in the document`;
  const response = operation.responses[String(status)];
  if (!response) return `${req.method} ${path} answered ${status}, a status the document does not list`;
  return { response, at: ['paths', path, method, 'responses', String(status)] };
}

/** BuildAppOptions.onAnswer for the test apps: checks one answer if it is an /api answer. */
export function checkAnswer(req: FastifyRequest, reply: FastifyReply, payload: unknown): void {
  const path = req.url.split('?', 1)[0] ?? '';
  if (!/^\/api(\/|$)/.test(path) || NOT_SHIMS.some((pattern) => pattern.test(path))) return;
  checked += 1;
  const where = `${req.method} ${path} → ${reply.statusCode}`;
  if (payload !== null && typeof payload === 'object' && !Buffer.isBuffer(payload)) {
    violations.push(`${where}: a streamed answer, which the document cannot describe`);
    return;
  }
  const found = responseOf(req, reply.statusCode);
  if (typeof found === 'string') {
    violations.push(found);
    return;
  }
  const { response, at } = found;
  if (reply.statusCode === 429 && !/^\d+$/.test(String(reply.getHeader('retry-after') ?? ''))) {
    violations.push(`${where}: a 429 without a Retry-After in seconds`);
  }
  const text = req.method === 'HEAD' ? null : bodyText(payload as string | Buffer | null | undefined);
  if (text === null) {
    if (response.content && req.method !== 'HEAD') violations.push(`${where}: an empty answer where the document has a body`);
    return;
  }
  const contentType = String(reply.getHeader('content-type') ?? '');
  const mediaKey = Object.keys(response.content ?? {}).find((key) => key.split(';')[0] === contentType.split(';')[0]?.trim());
  if (!mediaKey) {
    violations.push(`${where}: content type '${contentType}' is not one the document lists (${Object.keys(response.content ?? {}).join(', ') || 'none'})`);
    return;
  }
  if (mediaKey !== JSON_TYPE && contentType.replaceAll(' ', '').toLowerCase() !== mediaKey.replaceAll(' ', '').toLowerCase()) {
    violations.push(`${where}: content type '${contentType}', the document says '${mediaKey}'`);
  }
  let value: unknown = text;
  if (mediaKey === JSON_TYPE) {
    try {
      value = JSON.parse(text);
    } catch {
      violations.push(`${where}: not JSON: ${text.slice(0, 80)}`);
      return;
    }
  }
  const validate = validatorAt([...at, 'content', mediaKey, 'schema']);
  if (!validate(value)) {
    const errors = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '(root)'} ${e.message}`);
    violations.push(`${where}: outside the document: ${errors.join('; ')} — answer: ${text.slice(0, 200)}`);
  }
}
