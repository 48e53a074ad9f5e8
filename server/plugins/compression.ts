import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/** Below this a JSON answer is sent as it is: compressing saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's answers above a size threshold (brotli, else gzip, as the browser
 * accepts). Built files are compressed once at build time instead (server/plugins/static.ts).
 * Brotli at a middle quality: the top quality costs more CPU per request than it saves in transfer.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: 'compression' },
);
