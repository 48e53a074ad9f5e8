import { Type } from '@sinclair/typebox';
import { errorResponses, successEnvelope } from '../../envelopes';

export const Profile = Type.Object({
  env: Type.String({ description: 'Environment name shown in the UI (APP_ENV)' }),
  version: Type.String(),
});

export const profileSchema = {
  tags: ['sys'],
  summary: 'Environment name and product version',
  response: { 200: successEnvelope(Profile), ...errorResponses },
};
