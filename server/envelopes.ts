import { Type, type TSchema, type TUnsafe } from '@sinclair/typebox';

/**
 * The two answer shapes the portal front end reads (spec section 7), and the error body that
 * satisfies both of them at once.
 */

/** How the front end shows an error: 0 silent, 1 warning, 2 error message, 4 notification, 9 redirect. */
export const ShowType = { silent: 0, warning: 1, error: 2, notification: 4, redirect: 9 } as const;
export type ShowTypeValue = (typeof ShowType)[keyof typeof ShowType];

export const statusEnvelope = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Integer({ examples: [200] }), msg: Type.String(), data });

/** An answer of `statusEnvelope(data)` as the client reads it (the sign-in family of calls). */
export type StatusEnvelope<T> = { status: number; msg: string; data: T };

export const successEnvelope = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Boolean(), data });

/** An answer of `successEnvelope(data)` as the client reads it (every other call). */
export type SuccessEnvelope<T> = { success: boolean; data: T };

export const ErrorBody = Type.Object(
  {
    success: Type.Literal(false),
    status: Type.Integer({ description: 'HTTP status' }),
    msg: Type.String(),
    errorCode: Type.String(),
    errorMessage: Type.String(),
    showType: Type.Integer({ description: '0 silent, 1 warning, 2 error, 4 notification, 9 redirect' }),
    data: Type.Optional(Type.Unknown({ description: 'Details of some errors, e.g. the rows of a refused import' })),
  },
  { title: 'Error' },
);

export const statusOk = <T>(data: T, msg = 'ok') => ({ status: 200, msg, data });

export const success = <T>(data: T) => ({ success: true as const, data });

export function errorBody(status: number, message: string, errorCode = String(status), showType: ShowTypeValue = ShowType.error) {
  return { success: false as const, status, msg: message, errorCode, errorMessage: message, showType };
}

/** Response schemas shared by every route for its error answers. */
export const errorResponses = {
  '4xx': ErrorBody,
  '5xx': ErrorBody,
};

/** The body of calls that take no input: `{}` (sent as application/json, like every call). */
export const EmptyBody = Type.Object({}, { additionalProperties: false, description: '{}' });

export const NullableText = Type.Union([Type.String(), Type.Null()]);

/** Timestamps are answered as ISO 8601 text. */
export const DateTime = Type.String({ format: 'date-time' });

/** One of fixed strings, as a plain `enum` (validation names the allowed values). */
export const StringEnum = <const T extends string>(values: readonly T[], options: { default?: T; description?: string } = {}): TUnsafe<T> =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });
