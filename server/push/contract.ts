import { Type } from '@sinclair/typebox';
import { errorResponses } from '../envelopes';

/** The answer of an event stream, which the fuzz tests recognise and leave to their own tests (it never ends). */
export const EVENT_STREAM = 'text/event-stream';

export const pushStreamSchema = {
  tags: ['push'],
  summary:
    'Server-sent events of the signed-in user: `event: notice | message | export | dict` tells the browser to refresh that kind (no data); a comment every 25 s keeps the stream open',
  response: {
    200: { description: 'An event stream that stays open', content: { [EVENT_STREAM]: { schema: Type.String() } } },
    ...errorResponses,
  },
};
