import { STATUS_CODES, validateHeaderName, validateHeaderValue } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ShowType, errorBody, type ShowTypeValue } from '../envelopes';
import { DEFAULT_LOCALE, t, translate, type MessageKey, type MessageParams } from '../i18n';

/** An expected failure with a message already in the caller's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly showType: ShowTypeValue = ShowType.error,
    readonly errorCode = String(status),
    /** The same message in the server's language, for the operation log. */
    readonly logMessage = message,
    /** Details answered with the message, e.g. the rows of a refused import. */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** An expected failure answered in the caller's language and logged in the server's. */
export function apiError<K extends MessageKey>(
  request: FastifyRequest,
  status: number,
  errorCode: string | null,
  key: K,
  ...params: MessageParams<K>
): ApiError {
  return new ApiError(
    status,
    t(request, key, ...params),
    ShowType.error,
    errorCode ?? String(status),
    translate(DEFAULT_LOCALE, key, ...params),
  );
}

export function unauthorized(request: FastifyRequest): ApiError {
  return new ApiError(401, t(request, 'error.unauthorized'), ShowType.redirect);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const url = request.url.split('?')[0];
  return reply.code(404).send(errorBody(404, t(request, 'error.notFound', { method: request.method, url })));
}

const TYPE_NAMES = {
  string: 'type.string',
  number: 'type.number',
  integer: 'type.integer',
  boolean: 'type.boolean',
  object: 'type.object',
  array: 'type.array',
  null: 'type.null',
} as const satisfies Record<string, MessageKey>;

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** The rule of the input plugin that text holds no NUL and no unpaired UTF-16 surrogate. */
export const WELL_FORMED_TEXT = 'wellFormedText';

/** A 400 naming the field, answered like a schema violation (context: body, querystring, params or headers). */
export function invalidInput(keyword: string, context: NonNullable<FastifyError['validationContext']>, instancePath: string): FastifyError {
  const error = new Error(`${context}${instancePath} breaks ${keyword}`) as FastifyError;
  error.statusCode = 400;
  error.validation = [{ keyword, instancePath, schemaPath: '', params: {}, message: keyword }];
  error.validationContext = context;
  return error;
}

function fieldName(request: FastifyRequest, context: string | undefined, instancePath: string, property?: string): string {
  const segments = instancePath.split('/').filter(Boolean);
  if (property !== undefined) segments.push(property);
  if (segments.length === 0) return context === 'body' || context === undefined ? t(request, 'field.body') : context;
  return segments.map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');
}

/** Turns the first schema violation into a sentence naming the field and the rule. */
export function describeValidation(request: FastifyRequest, issue: ValidationIssue, context: string | undefined): string {
  const params = issue.params as Record<string, unknown>;
  const field = fieldName(request, context, issue.instancePath);
  const limit = Number(params.limit);
  switch (issue.keyword) {
    case 'required':
      return t(request, 'field.required', { field: fieldName(request, context, issue.instancePath, String(params.missingProperty)) });
    case 'additionalProperties':
      return t(request, 'field.unknown', { field: fieldName(request, context, issue.instancePath, String(params.additionalProperty)) });
    case 'type': {
      const type = String(params.type).split(',')[0];
      const typeKey = TYPE_NAMES[type as keyof typeof TYPE_NAMES];
      return t(request, 'field.type', { field, type: typeKey ? t(request, typeKey) : type });
    }
    case 'minLength':
      return limit <= 1 ? t(request, 'field.notEmpty', { field }) : t(request, 'field.minLength', { field, limit });
    case 'maxLength':
      return t(request, 'field.maxLength', { field, limit });
    case 'minimum':
      return t(request, 'field.minimum', { field, limit });
    case 'maximum':
      return t(request, 'field.maximum', { field, limit });
    case 'minItems':
      return t(request, 'field.minItems', { field, limit });
    case 'maxItems':
      return t(request, 'field.maxItems', { field, limit });
    case 'enum':
      return t(request, 'field.oneOf', { field, values: (params.allowedValues as unknown[]).join(', ') });
    case WELL_FORMED_TEXT:
      return t(request, 'field.illFormedText', { field });
    default:
      return t(request, 'field.invalid', { field });
  }
}

interface Answer {
  status: number;
  message: string;
  showType?: ShowTypeValue;
  errorCode?: string;
  data?: unknown;
}

function answerFor(error: FastifyError, request: FastifyRequest): Answer {
  if (error instanceof ApiError) {
    const { status, message, showType, errorCode, data } = error;
    return { status, message, showType, errorCode, data };
  }
  if (error.validation?.length) {
    return { status: 400, message: describeValidation(request, error.validation[0], error.validationContext) };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: t(request, 'error.invalidJson') };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: t(request, 'error.emptyJson') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: t(request, 'error.unsupportedMediaType', { type: request.headers['content-type'] ?? '' }) };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: t(request, 'error.bodyTooLarge') };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, message: t(request, 'error.urlTooLong') };
    case 'FST_ERR_BAD_URL':
      return { status: 400, message: t(request, 'error.badUrl') };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, message: t(request, 'error.badRequest') };
  return { status: 500, message: t(request, 'error.internal') };
}

/** Drops headers the failed answer had set that Node refuses to send (e.g. raw non-ASCII text). */
function dropInvalidHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    try {
      validateHeaderName(name);
      for (const item of Array.isArray(value) ? value : [value]) validateHeaderValue(name, String(item));
    } catch {
      reply.removeHeader(name);
    }
  }
}

/**
 * Answers any error in the product's envelope and the caller's language: the app's error
 * handler, and Fastify's router errors (bad URL encoding, over-long path parameters).
 */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, message, showType, errorCode, data } = answerFor(error, request);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: error.code, status }, message);
  dropInvalidHeaders(reply);
  const body = errorBody(status, message, errorCode, showType);
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send(data === undefined ? body : { ...body, data });
}

/** Node's own failures before a request exists: status and message of each. */
const CLIENT_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: 'error.requestTimeout' },
  HPE_HEADER_OVERFLOW: { status: 431, key: 'error.headersTooLarge' },
};

/**
 * Requests Node cannot parse (bad header characters, headers too large, too slow) never reach
 * a route: answered here in the envelope, in the default language as no header can be trusted.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, key } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, key: 'error.badRequest' };
  const body = JSON.stringify(errorBody(status, translate(DEFAULT_LOCALE, key)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** One error body for every failure; no stack trace or internal message ever leaves the server. */
export default fp(
  async (app) => {
    app.setErrorHandler(sendError);

    await app.register(
      async (api) => {
        api.setNotFoundHandler(sendNotFound);
      },
      { prefix: '/api' },
    );
  },
  { name: 'errors' },
);
