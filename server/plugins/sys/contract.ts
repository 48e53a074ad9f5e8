import { Type } from '@sinclair/typebox';
import { errorResponses, successEnvelope } from '../../envelopes';

export const Profile = Type.Object({
  env: Type.String({ description: 'Environment name shown in the UI (APP_ENV)' }),
  version: Type.String(),
  frameOrigins: Type.Array(Type.String(), {
    description: 'Origins allowed to call the shell from its frames (FRAME_ORIGINS); the shell itself is always allowed',
  }),
  importMaxBytes: Type.Integer({ minimum: 1, description: 'Largest file the user import takes, in bytes (IMPORT_MAX_FILE_MB)' }),
});

export const profileSchema = {
  tags: ['sys'],
  summary: 'Environment name, product version, the origins trusted in frames and the largest import file',
  response: { 200: successEnvelope(Profile), ...errorResponses },
};
