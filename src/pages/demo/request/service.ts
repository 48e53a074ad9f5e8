/** Sends one case of the request demo through the portal's request client. */
import { fetchGalleryDelay, fetchGalleryError, fetchGalleryOk } from '@/services/gallery';
import { SLOW_MS, TIMEOUT_MS, outcomeOf, type Outcome, type RequestCase } from './utils';

function call(kind: RequestCase): Promise<unknown> {
  switch (kind) {
    case 'success':
      return fetchGalleryOk();
    case 'timeout':
      return fetchGalleryDelay(SLOW_MS, { timeout: TIMEOUT_MS });
    case 'cancel': {
      // Cancelled as soon as it is sent: the browser's fetch rejects with an AbortError.
      const controller = new AbortController();
      const pending = fetchGalleryDelay(SLOW_MS, { signal: controller.signal });
      controller.abort();
      return pending;
    }
    case 'skip':
      return fetchGalleryError('error', { skipErrorHandler: true });
    default:
      return fetchGalleryError(kind);
  }
}

export default async function runCase(kind: RequestCase): Promise<Outcome> {
  try {
    return outcomeOf({ data: await call(kind) });
  } catch (error) {
    return outcomeOf({ error }, kind === 'skip');
  }
}
