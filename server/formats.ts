/**
 * The formats request schemas are checked against: ajv-formats (as Fastify adds by default),
 * with `date-time` narrowed to what a JavaScript Date and the database both hold. RFC 3339 allows
 * a leap second (`23:59:60`), which passes ajv's check but is no Date, and years 0000 and (with an
 * offset) 10000, which PostgreSQL's timestamps refuse: stored or compared, they failed in the
 * database (500) instead of answering 400 naming the field.
 */
import formatsPlugin from 'ajv-formats';

/** Ajv as Fastify's validator compiler has it (ajv 8, the one ajv-formats is typed against). */
type Ajv = Parameters<typeof formatsPlugin>[0];
type Plugin = (ajv: Ajv) => Ajv;

type FormatCheck = { validate: (value: string) => boolean; compare?: (a: string, b: string) => number | undefined };

const representableDateTimes: Plugin = (ajv) => {
  const rfc3339 = ajv.formats['date-time'] as FormatCheck;
  return ajv.addFormat('date-time', {
    type: 'string',
    validate: (value: string) => {
      if (!rfc3339.validate(value)) return false;
      const year = new Date(Date.parse(value)).getUTCFullYear();
      return year >= 1 && year <= 9999;
    },
    compare: rfc3339.compare,
  });
};

/**
 * Fastify's `ajv.plugins`: ajv-formats first (by its name Fastify then does not add it again),
 * then the narrowed date-time.
 */
export const REQUEST_FORMAT_PLUGINS: Plugin[] = [formatsPlugin, representableDateTimes];
