// Built from the routes' ShimDocs, so a route that changes its wire changes this document (docs/api-reference.md).
import { z } from 'zod';
import { type AppErrorCode, ERRORS } from '../errors';
import { type AnyShimRoute, SHIM_TAGS, type ShimDoc, TEXT_TYPE, type WireBody } from './shim';

export const LEGACY_PREFIX = '/api';

export const JSON_TYPE = 'application/json';

type JsonSchema = Record<string, unknown>;
type Response = { description: string; content?: Record<string, { schema: JsonSchema }>; headers?: Record<string, unknown> };
type Operation = Record<string, unknown> & { responses: Record<string, Response> };

const TAG_TEXT: Record<(typeof SHIM_TAGS)[number], string> = {
  계정: '회원가입, 로그인, 토큰 재발급과 로그아웃, 회원 정보와 비밀번호, 탈퇴.',
  '몸 기록': '키, 몸무게, 체지방, 골격근량과 상하체 밸런스 기록.',
  '운동 목록': '운동 검색과 상세, 운동 부위와 기구 목록. 로그인 없이 쓸 수 있어요.',
  루틴: '내 루틴(최대 5개)과 루틴에 담은 운동(루틴마다 최대 7개).',
  '운동 추천': '고른 부위와 쓸 수 있는 기구로 받는 운동 추천과 그 기록.',
  상태: '서버가 응답하는지 확인해요.',
};

const DESCRIPTION = [
  '핏포미(FitForMe)의 레거시 REST API예요. 예전 서버와 같은 주소, 같은 요청과 응답 모양을 그대로 지켜요.',
  '',
  '- 본문은 JSON으로 보내요(`Content-Type: application/json`). 그 밖의 형식은 415로 거절해요.',
  '- 로그인이 필요한 주소는 `Authorization: Bearer <접근 토큰>` 헤더를 받아요. 토큰은 `/api/auth/login`에서 받고,',
  '  접근 토큰이 만료되면(401 `EXPIRED_ACCESS_TOKEN_EXCEPTION`) `/api/auth/refresh`에 재발급 토큰을 보내 새로 받아요.',
  '- 실패는 대부분 `{ "status": "…", "statusMessage": "…" }` 봉투로 와요. 각 응답 코드에 올 수 있는 `status` 값이',
  '  주소마다 적혀 있어요. 예전 서버처럼 봉투 없이 글자만 보내는 답(`ok`, `fail`, 검증 문구)도 그대로 적었어요.',
  '- 요청이 너무 많으면 429와 `Retry-After`(초)를 보내요. 데이터베이스에 잠시 닿지 않으면 503, 저장 공간이',
  '  가득 차면 507이에요. 둘 다 잠시 뒤에 다시 시도하면 돼요.',
].join('\n');

const STATUS_TEXT: Record<number, string> = {
  200: '성공',
  400: '요청 값이 올바르지 않아요',
  401: '로그인이 필요하거나, 보낸 토큰을 쓸 수 없어요',
  403: '거절된 요청이에요 (이유는 status 값이 말해요)',
  404: '찾는 것이 없어요',
  413: '요청 본문이 너무 커요',
  414: '주소가 너무 길어요',
  415: 'JSON이 아닌 본문은 받지 않아요',
  429: '요청이 너무 많아요. Retry-After(초)만큼 기다린 뒤 다시 시도해 주세요',
  500: '예상하지 못한 서버 오류예요',
  503: '데이터베이스에 잠시 닿지 않아요. 잠시 후 다시 시도해 주세요',
  507: '서버의 저장 공간이 가득 찼어요. 잠시 후 다시 시도해 주세요',
};

const SHARED_ERRORS: readonly AppErrorCode[] = ['VALIDATION', 'INTERNAL', 'SERVICE_UNAVAILABLE', 'STORAGE_FULL'];
const BODY_ERRORS: readonly AppErrorCode[] = ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];
/** The token filter (docs/legacy-api.md §2.2); a 'public' route runs it only when a header is sent. */
const TOKEN_ERRORS: readonly AppErrorCode[] = ['TOKEN_MISSING', 'TOKEN_NOT_BEARER', 'TOKEN_EMPTY', 'TOKEN_MALFORMED', 'ACCESS_TOKEN_EXPIRED'];

/** The legacy error envelope (docs/legacy-api.md §2.3) carrying one of `codes`. */
function envelopeSchema(codes: readonly string[], example: { status: string; statusMessage: string }): JsonSchema {
  return {
    type: 'object',
    properties: {
      status: { type: 'string', enum: [...codes] },
      statusMessage: { type: 'string', minLength: 1 },
    },
    required: ['status', 'statusMessage'],
    additionalProperties: false,
    examples: [example],
  };
}

const legacyTextOf = (code: AppErrorCode) => {
  const spec: { legacy: string; message: string; legacyMessage?: string } = ERRORS[code];
  return { status: spec.legacy, statusMessage: spec.legacyMessage ?? spec.message };
};

function statusesOf(code: AppErrorCode, hasParams: boolean): number[] {
  const table = ERRORS[code].http;
  return code === 'VALIDATION' && hasParams ? [table, 414] : [table];
}

function hoist(schema: JsonSchema, defs: Map<string, string>, out: Record<string, JsonSchema>): JsonSchema {
  const { $defs, $schema: _dialect, ...rest } = schema as JsonSchema & { $defs?: Record<string, JsonSchema>; $schema?: string };
  const repoint = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(repoint);
    if (value === null || typeof value !== 'object') return value;
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      copy[key] = key === '$ref' && typeof field === 'string' ? field.replace('#/$defs/', '#/components/schemas/') : repoint(field);
    }
    return copy;
  };
  for (const [id, def] of Object.entries($defs ?? {})) {
    const text = JSON.stringify(repoint(def));
    const seen = defs.get(id);
    if (seen !== undefined && seen !== text) throw new Error(`OpenAPI: two different schemas are called ${id}`);
    defs.set(id, text);
    out[id] = JSON.parse(text) as JsonSchema;
  }
  return repoint(rest) as JsonSchema;
}

class Builder {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly defs = new Map<string, string>();

  schema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    return hoist(z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema, this.defs, this.schemas);
  }

  content(body: WireBody): Response['content'] {
    if ('empty' in body) return undefined;
    if ('text' in body) return { [TEXT_TYPE]: { schema: this.schema(body.text, 'output') } };
    return { [JSON_TYPE]: { schema: this.schema(body.json, 'output') } };
  }
}

export function openApiPathOf(url: string): string {
  return LEGACY_PREFIX + url.replace(/:([A-Za-z]+)/g, '{$1}');
}

function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split('-'));
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

function securityOf(auth: AnyShimRoute['auth']): unknown[] {
  if (auth === 'access' || auth === 'self') return [{ bearerAuth: [] }];
  if (auth === 'public') return [{}, { bearerAuth: [] }];
  return [];
}

function errorCodesOf(route: AnyShimRoute): AppErrorCode[] {
  const doc: ShimDoc = route.doc;
  const codes = new Set<AppErrorCode>([...SHARED_ERRORS, ...(doc.errors ?? [])]);
  if (route.method !== 'GET') for (const code of BODY_ERRORS) codes.add(code);
  if (route.auth === 'access' || route.auth === 'public') for (const code of TOKEN_ERRORS) codes.add(code);
  return [...codes];
}

function operationOf(route: AnyShimRoute, builder: Builder): Operation {
  const doc = route.doc;
  const responses: Record<string, Response> = {};
  const answer = (status: number): Response => {
    responses[status] ??= { description: STATUS_TEXT[status] ?? '' };
    return responses[status];
  };
  for (const [status, body] of Object.entries(doc.answers) as [string, WireBody][]) {
    const content = builder.content(body);
    const response = answer(Number(status));
    if (content) response.content = { ...response.content, ...content };
  }
  const byStatus = new Map<number, AppErrorCode[]>();
  for (const code of errorCodesOf(route)) {
    for (const status of statusesOf(code, doc.params !== undefined)) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const legacyCodes = [...new Set(codes.map((code) => ERRORS[code].legacy))];
    const response = answer(status);
    response.content = { ...response.content, [JSON_TYPE]: { schema: envelopeSchema(legacyCodes, legacyTextOf(codes[0]!)) } };
    if (status === 429) response.headers = { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } };
  }
  const sorted = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
  const operation: Operation = {
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    operationId: operationIdOf(route.method as string, route.url),
    security: securityOf(route.auth),
    responses: sorted,
  };
  if (doc.params) {
    const params = builder.schema(doc.params, 'input') as { properties?: Record<string, JsonSchema> };
    operation.parameters = Object.entries(params.properties ?? {}).map(([name, schema]) => {
      const { description, ...rest } = schema;
      return { name, in: 'path', required: true, ...(description ? { description } : {}), schema: rest };
    });
  }
  if (doc.body) operation.requestBody = { required: true, content: { [JSON_TYPE]: { schema: builder.schema(doc.body, 'input') } } };
  return operation;
}

export function openApiDocument(routes: readonly AnyShimRoute[]): Record<string, unknown> {
  const builder = new Builder();
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of routes) {
    const path = openApiPathOf(route.url);
    const method = (route.method as string).toLowerCase();
    paths[path] ??= {};
    if (paths[path][method]) throw new Error(`OpenAPI: ${route.method} ${path} is registered twice`);
    paths[path][method] = operationOf(route, builder);
  }
  return {
    openapi: '3.1.0',
    info: { title: '핏포미 레거시 REST API', version: '1.0.0', description: DESCRIPTION },
    tags: SHIM_TAGS.map((name) => ({ name, description: TAG_TEXT[name] })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(builder.schemas).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: '로그인에서 받은 접근 토큰. `/api/auth/refresh`와 `/api/auth/logout`은 재발급 토큰을 보내요.',
        },
      },
      responses: {
        // The legacy filter asks for a token first, even for a path that does not exist.
        LegacyError: {
          description: '레거시 오류 봉투. 없는 주소에는 토큰 확인 뒤 404 NOT_FOUND가 와요',
          content: {
            [JSON_TYPE]: {
              schema: envelopeSchema([...new Set(Object.values(ERRORS).map((spec) => spec.legacy))], legacyTextOf('NOT_FOUND')),
            },
          },
        },
      },
      headers: {
        RetryAfter: { description: '다시 시도해도 되는 때까지 남은 초', schema: { type: 'string', pattern: '^[0-9]+$' } },
      },
    },
  };
}
