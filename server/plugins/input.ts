import type { preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Input normalisation before validation, driven by each route's own schemas:
 *
 * - Query strings and path parameters carry every value as text. For the properties a route's querystring schema
 *   declares as integer or number, digit strings ("2", "-1", "0.5") become numbers, so the
 *   schema checks them with their real type and bounds (and the OpenAPI document shows that
 *   type). Anything else is left as it came and fails validation naming the field. JSON bodies
 *   are never coerced: ajv runs with coerceTypes off.
 * - A POST without a body, to a route whose body schema has no required property, is treated
 *   as `{}` (the portal sends some calls with an empty body).
 */

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

type SchemaLike = { type?: unknown; properties?: Record<string, SchemaLike>; required?: unknown[] };

const isNumeric = (schema: SchemaLike) => {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('integer') || types.includes('number');
};

/** The names of the numeric properties of a querystring schema. */
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

/** An object schema that an empty object satisfies as far as required properties go. */
function acceptsEmptyObject(schema: unknown): boolean {
  const s = schema as SchemaLike | undefined;
  return s?.type === 'object' && (!Array.isArray(s.required) || s.required.length === 0);
}

export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
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
      if (acceptsEmptyObject(route.schema?.body)) {
        hooks.push((request, _reply, done) => {
          if (request.body === undefined) request.body = {};
          done();
        });
      }
      if (hooks.length === 0) return;
      const existing = route.preValidation;
      route.preValidation = existing ? [...hooks, ...(Array.isArray(existing) ? existing : [existing])] : hooks;
    });
  },
  { name: 'input' },
);
