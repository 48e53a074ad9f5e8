import { Type } from '@sinclair/typebox';
import { errorResponses, successEnvelope } from '../../envelopes';
import { PASSWORD_MAX } from '../users/constants';

const tags = ['user'];

export const UpdatePasswordBody = Type.Object(
  {
    oldPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
    newPassword: Type.String({
      minLength: 1,
      maxLength: 1024,
      description:
        '8..128 characters with at least three of lower case, upper case, digits, symbols; not the account, not the current password, not a common password, not easy to guess',
    }),
  },
  { additionalProperties: false },
);

export const updatePasswordSchema = {
  tags,
  summary: "Changes the user's password and signs out the user's other sessions",
  description:
    'Errors: 400 PASSWORD_POLICY naming the broken rule when newPassword is not acceptable; 400 WRONG_PASSWORD when oldPassword is wrong (it counts toward the lock-out of sign-in); 423 ACCOUNT_LOCKED while the account is locked.',
  body: UpdatePasswordBody,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};
