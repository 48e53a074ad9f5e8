import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { FastifyRequest } from 'fastify';
import { apiError, type ApiError } from '../errors';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Of lower case letters, upper case letters, digits and symbols, at least this many kinds. */
export const PASSWORD_MIN_CLASSES = 3;
export const PASSWORD_POLICY_ERROR = 'PASSWORD_POLICY';
/** zxcvbn's score (0..4) a new password needs: 3 means about 10^8 guesses or more. */
export const PASSWORD_MIN_SCORE = 3;

/** Common and breached passwords and keyboard patterns; near misses of them count too. */
const strength = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, useLevenshteinDistance: true });

const CLASSES = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u];

/** The first rule a new password breaks, as an error naming the rule; null when it passes. */
export function passwordPolicyProblem(
  request: FastifyRequest,
  candidate: { account: string; oldPassword: string; newPassword: string },
): ApiError | null {
  const { newPassword } = candidate;
  const length = [...newPassword].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    return apiError(request, 400, PASSWORD_POLICY_ERROR, 'password.length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  }
  if (CLASSES.filter((pattern) => pattern.test(newPassword)).length < PASSWORD_MIN_CLASSES) {
    return apiError(request, 400, PASSWORD_POLICY_ERROR, 'password.classes', { count: PASSWORD_MIN_CLASSES });
  }
  if (newPassword.toLowerCase() === candidate.account.toLowerCase()) {
    return apiError(request, 400, PASSWORD_POLICY_ERROR, 'password.sameAsAccount');
  }
  if (newPassword === candidate.oldPassword) {
    return apiError(request, 400, PASSWORD_POLICY_ERROR, 'password.sameAsOld');
  }
  const { score, sequence } = strength.check(newPassword, [candidate.account]);
  const [only] = sequence;
  if (sequence.length === 1 && only.pattern === 'dictionary') {
    // The whole password is a dictionary entry (or nearly): the account itself, or a common password.
    const key = only.dictionaryName === 'userInputs' ? 'password.sameAsAccount' : 'password.common';
    return apiError(request, 400, PASSWORD_POLICY_ERROR, key);
  }
  if (score < PASSWORD_MIN_SCORE) return apiError(request, 400, PASSWORD_POLICY_ERROR, 'password.weak');
  return null;
}
