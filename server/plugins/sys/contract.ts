import { Type } from '@sinclair/typebox';
import { errorResponses, successEnvelope } from '../../envelopes';
import { DEMO_ACCOUNT_KINDS } from './constants';

export const Profile = Type.Object({
  env: Type.String({ description: 'Environment name shown in the UI (APP_ENV)' }),
  version: Type.String(),
  frameOrigins: Type.Array(Type.String(), {
    description: 'Origins allowed to call the shell from its frames (FRAME_ORIGINS); the shell itself is always allowed',
  }),
  importMaxBytes: Type.Integer({ minimum: 1, description: 'Largest file the user import takes, in bytes (IMPORT_MAX_FILE_MB)' }),
  demoData: Type.Boolean({ description: 'The database holds the demo data (mock mode, DEMO_DATA=on): the header shows a badge' }),
});

export const profileSchema = {
  tags: ['sys'],
  summary: 'Environment name, product version, the origins trusted in frames, the largest import file and whether the data is demo data',
  response: { 200: successEnvelope(Profile), ...errorResponses },
};

export const DemoAccountItem = Type.Object({
  kind: Type.Union(DEMO_ACCOUNT_KINDS.map((kind) => Type.Literal(kind))),
  account: Type.String(),
  password: Type.Union([Type.String(), Type.Null()], { description: 'null: not shown (a real server\'s administrator password)' }),
});

export const DemoAccounts = Type.Object({
  accounts: Type.Array(DemoAccountItem, { description: 'Empty unless the database holds the demo data' }),
});

export const demoAccountsSchema = {
  tags: ['sys'],
  summary: 'The demo accounts the login page offers when the database holds the demo data (no session needed)',
  response: { 200: successEnvelope(DemoAccounts), ...errorResponses },
};
