import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AdmissionLimits } from '../../config';
import { errorBody } from '../../envelopes';
import { t } from '../../i18n';
import { PUSH_STREAM_PATH } from '../../push/constants';
import { isApiPath } from '../session';

/*
 * Admission control of API requests. The embedded database (PGlite) runs every query on this
 * thread through one connection: under a crowd, requests used to queue behind each other's
 * queries until they failed after 30 s. Here at most `maxRunning` requests are served at once,
 * at most `maxWaiting` more wait in line for a turn, none waits longer than `maxWaitMs`, and a
 * request turned away is answered at once with 503 and Retry-After, which the portal shows.
 *
 * Why a counter and not @fastify/under-pressure: under-pressure samples event-loop delay, heap
 * and utilisation and, while one is over its threshold, refuses every request alike, sign-out
 * and the front end's files included. A request waiting for PGlite waits in the driver's promise
 * queue, which a sampled delay sees only indirectly. The counter is exact: it refuses only what
 * would otherwise wait too long, only API requests, and its limits are numbers of requests and
 * milliseconds an administrator can reason about.
 */

export const SERVER_BUSY_ERROR = 'SERVER_BUSY';

/** Never turned away: a user who wants to leave must be able to. */
const SIGN_OUT_ROUTE = '/api/oauth/signout';

/** A request's place in line: admitted (true) or turned away (false); leave() frees what it holds. */
interface Ticket {
  admitted: Promise<boolean>;
  /** Gives up the turn or the place in line; safe to call more than once. */
  leave(): void;
}

/** The counter: requests served now, and a first-come, first-served line of those waiting. */
export function admissionGate({ maxRunning, maxWaiting, maxWaitMs }: AdmissionLimits) {
  let running = 0;
  /** Insertion order is arrival order. */
  const line = new Set<() => void>();

  /** A turn given up goes to the first in line, or is freed. */
  function passTurn(): void {
    const [next] = line;
    if (next) {
      line.delete(next);
      next();
    } else {
      running -= 1;
    }
  }

  /*
   * A turn given up is passed on (or freed) at a later turn of the event loop, one per loop turn,
   * not at once, and stays taken until then. The embedded database answers its queries in promise
   * callbacks, so an admitted request runs to its answer within one task; turns passed straight
   * on made the whole line run in a single task, hundreds of milliseconds under a crowd, and as
   * Node accepts about one new connection per loop turn, new connections waited in the kernel for
   * many seconds, out of reach of the time limit. Now a loop turn serves a few requests at most;
   * between two, the loop accepts connections, reads requests and runs the time limits out.
   */
  let givenUp = 0;

  function passOneTurn(): void {
    givenUp -= 1;
    passTurn();
    if (givenUp > 0) setImmediate(passOneTurn);
  }

  function giveUpTurn(): void {
    givenUp += 1;
    if (givenUp === 1) setImmediate(passOneTurn);
  }

  function enter(): Ticket {
    let state: 'waiting' | 'admitted' | 'left' = 'waiting';
    let settle!: (admitted: boolean) => void;
    const admitted = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    let timer: NodeJS.Timeout | undefined;
    const admit = () => {
      clearTimeout(timer);
      state = 'admitted';
      settle(true);
    };
    const leave = () => {
      if (state === 'admitted') giveUpTurn();
      if (state === 'waiting') {
        clearTimeout(timer);
        line.delete(admit);
        settle(false);
      }
      state = 'left';
    };
    if (running < maxRunning) {
      running += 1;
      admit();
    } else if (line.size < maxWaiting) {
      line.add(admit);
      timer = setTimeout(leave, maxWaitMs);
    } else {
      leave();
    }
    return { admitted, leave };
  }

  // A turn given up and not yet passed on serves no request.
  return { enter, load: () => ({ running: running - givenUp, waiting: line.size }) };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** API requests being served and waiting for a turn, right now. */
    readonly admission: { running: number; waiting: number };
  }
}

/** Every API request but the API description (no database) and sign-out. */
function isGated(request: FastifyRequest): boolean {
  if (!isApiPath(request.url)) return false;
  const route = request.routeOptions.url ?? '';
  // The push stream stays open for as long as the shell: it would hold a turn for ever.
  return !route.startsWith('/api/docs') && route !== SIGN_OUT_ROUTE && route !== PUSH_STREAM_PATH;
}

/** Registered before the session check, whose lookup is the first query of a request. */
export default fp(
  async (app) => {
    const limits = app.config.admission;
    const gate = admissionGate(limits);
    // By then the line has turned over.
    const retryAfterSeconds = Math.max(1, Math.ceil(limits.maxWaitMs / 1000));
    const tickets = new WeakMap<FastifyRequest, Ticket>();
    app.decorate('admission', { getter: gate.load });

    app.addHook('onRequest', async (request, reply) => {
      if (!isGated(request)) return;
      const ticket = gate.enter();
      tickets.set(request, ticket);
      // A closed connection gives up its turn or its place in line at once.
      reply.raw.once('close', ticket.leave);
      if (await ticket.admitted) return;
      const message = t(request, 'admission.busy', { seconds: retryAfterSeconds });
      return reply
        .code(503)
        .header('retry-after', String(retryAfterSeconds))
        .send(errorBody(503, message, SERVER_BUSY_ERROR));
    });

    // Answered, whether it succeeded or failed.
    app.addHook('onResponse', async (request) => {
      tickets.get(request)?.leave();
    });
  },
  { name: 'admission', dependencies: ['errors'] },
);
