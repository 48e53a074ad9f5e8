import type { TSchema } from '@sinclair/typebox';
import type { Config } from '../../config';
import { CreateUserBody } from '../users/contract';
import { CONFIG_FLAGS, type ConfigFlag } from './constants';

/** Whether a schema (or one branch of a union) is a string with a pattern. */
const hasPattern = (schema: TSchema | undefined): boolean =>
  !!schema && (typeof schema.pattern === 'string' || (Array.isArray(schema.anyOf) && schema.anyOf.some(hasPattern)));

/**
 * The configuration flags of spec section 1, read from the rules the server enforces rather than
 * kept a second time: the user contract (what creating a user requires and checks); changing a
 * rule there changes the flag here. The login mobile verification is the setting the password
 * sign-in follows (LOGIN_MOBILE_VERIFICATION).
 */
export function configurationFlags(config: Pick<Config, 'loginMobileVerification'>): { key: ConfigFlag; on: boolean }[] {
  const userFields = CreateUserBody.properties as Record<string, TSchema>;
  const userRequired: string[] = CreateUserBody.required ?? [];
  const values: Record<ConfigFlag, boolean> = {
    phoneRule: hasPattern(userFields.phone),
    emailRequired: userRequired.includes('email'),
    jobNoShown: 'jobNo' in userFields,
    loginMobileVerification: config.loginMobileVerification,
  };
  return CONFIG_FLAGS.map((key) => ({ key, on: values[key] }));
}
