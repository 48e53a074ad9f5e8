/**
 * Plain values of the push stream, shared by the server and the shell. No imports.
 */

/** The server-sent-events stream of the signed-in user. */
export const PUSH_STREAM_PATH = '/api/push/stream';

/**
 * What a push event tells a browser to refresh: the notices, the messages, the download centre's
 * exports, the data dictionary (which server processes also drop from their caches).
 */
export const PUSH_KINDS = ['notice', 'message', 'export', 'dict'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
