import { isIP } from 'node:net';
import type { FastifySchema, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { WELL_FORMED_TEXT, invalidInput } from './errors';

/**
 * Input rules every route gets without asking, driven by its own schemas:
 *
 * - Numbers are bounded: every integer of a route's params, querystring, body and headers
 *   schemas that declares no bound gets PostgreSQL's int4 range, every number the safe-integer
 *   range, so no id or count beyond what the database holds reaches a query. A route that
 *   means a wider range declares its own minimum/maximum.
 * - Query strings and path parameters carry every value as text. For the properties a route's
 *   querystring or params schema declares as integer or number, digit strings ("2", "-1",
 *   "0.5") become numbers, so the schema checks them with their real type and bounds (and the
 *   OpenAPI document shows that type). Anything else is left as it came and fails validation
 *   naming the field. JSON bodies are never coerced: ajv runs with coerceTypes off.
 * - Text is well formed: no string of the body (values and keys), query, params or headers
 *   holds NUL or an unpaired UTF-16 surrogate, which PostgreSQL refuses to store. With
 *   TRUST_PROXY the client address taken from X-Forwarded-For must be an IP address.
 */

export const INT4 = { minimum: -2147483648, maximum: 2147483647 } as const;
const FINITE = { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER } as const;

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

type SchemaLike = { type?: unknown; properties?: Record<string, SchemaLike> };

const typesOf = (schema: SchemaLike) => (Array.isArray(schema.type) ? schema.type : [schema.type]);

const isNumeric = (schema: SchemaLike) => {
  const types = typesOf(schema);
  return types.includes('integer') || types.includes('number');
};

/** Keywords whose value is one subschema, a list of them, or a map of them. */
const ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
const LIST = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions'];

const mapValues = (value: unknown, fn: (item: unknown) => unknown) =>
  Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, fn(item)]));

/**
 * A copy of a schema in which every integer and number without a bound gets the default
 * range (int4 for integers). Schemas are shared between routes, so they are never changed in place.
 */
export function bounded(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const copy: Record<string, unknown> = { ...(schema as Record<string, unknown>) };
  const types = typesOf(copy);
  const range = types.includes('integer') ? INT4 : types.includes('number') ? FINITE : null;
  if (range) {
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = range.minimum;
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = range.maximum;
  }
  for (const key of ONE) if (copy[key] && typeof copy[key] === 'object') copy[key] = Array.isArray(copy[key]) ? (copy[key] as unknown[]).map(bounded) : bounded(copy[key]);
  for (const key of LIST) if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(bounded);
  for (const key of MAP) if (copy[key] && typeof copy[key] === 'object') copy[key] = mapValues(copy[key], bounded);
  return copy;
}

const INPUT_SCHEMAS = ['params', 'querystring', 'body', 'headers'] as const;

export function boundedSchema(schema: FastifySchema): FastifySchema {
  const copy = { ...schema } as Record<string, unknown>;
  for (const part of INPUT_SCHEMAS) if (copy[part] !== undefined) copy[part] = bounded(copy[part]);
  return copy as FastifySchema;
}

/** The names of the numeric properties of a querystring or params schema. */
export function numericQueryFields(schema: unknown): string[] {
  const properties = (schema as SchemaLike | undefined)?.properties ?? {};
  return Object.entries(properties)
    .filter(([, property]) => property && isNumeric(property))
    .map(([name]) => name);
}

export function coerceNumericFields(query: Record<string, unknown>, fields: readonly string[]): void {
  for (const field of fields) {
    const value = query[field];
    if (typeof value === 'string' && NUMERIC_TEXT.test(value)) query[field] = Number(value);
  }
}

/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const ILL_FORMED = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL can store: no NUL, no unpaired surrogate. */
export const isWellFormedText = (text: string) => !ILL_FORMED.test(text);

/**
 * The JSON-pointer path of the first string (or object key) in a value that is not well formed,
 * or null. Walks without recursion: a body may nest deeper than the call stack.
 */
export function illFormedTextPath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (!isWellFormedText(item)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((inner, index) => pending.push([inner, `${path}/${index}`]));
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, inner] of Object.entries(item)) {
        if (!isWellFormedText(key)) return path;
        pending.push([inner, `${path}/${key}`]);
      }
    }
  }
  return null;
}

const checkWellFormedInput: preValidationHookHandler = (request, _reply, done) => {
  const parts: [Parameters<typeof invalidInput>[1], unknown][] = [
    ['headers', request.headers],
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ];
  for (const [context, value] of parts) {
    const path = illFormedTextPath(value);
    if (path !== null) return done(invalidInput(WELL_FORMED_TEXT, context, path));
  }
  if (request.server.config.trustProxy && isIP(request.ip) === 0) {
    return done(invalidInput('format', 'headers', '/x-forwarded-for'));
  }
  done();
};

export default fp(
  async (app) => {
    app.addHook('preValidation', checkWellFormedInput);

    app.addHook('onRoute', (route) => {
      if (route.schema) route.schema = boundedSchema(route.schema);
      const hooks: preValidationHookHandler[] = [];
      const fields = numericQueryFields(route.schema?.querystring);
      if (fields.length > 0) {
        hooks.push((request, _reply, done) => {
          if (request.query && typeof request.query === 'object') coerceNumericFields(request.query as Record<string, unknown>, fields);
          done();
        });
      }
      const paramFields = numericQueryFields(route.schema?.params);
      if (paramFields.length > 0) {
        hooks.push((request, _reply, done) => {
          if (request.params && typeof request.params === 'object') coerceNumericFields(request.params as Record<string, unknown>, paramFields);
          done();
        });
      }
      if (hooks.length === 0) return;
      const existing = route.preValidation;
      route.preValidation = existing ? [...hooks, ...(Array.isArray(existing) ? existing : [existing])] : hooks;
    });
  },
  { name: 'input', dependencies: ['errors'] },
);
