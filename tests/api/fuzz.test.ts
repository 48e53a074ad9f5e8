/**
 * OpenAPI-driven fuzzing with a fixed seed: requests for every route of /api/docs/json, from
 * the routes' own schemas plus hostile values, sent as a signed-in administrator. No answer
 * may be a 5xx, and every error answer is the product's envelope without internal codes.
 * `npm run bench` runs the same generator with ten times the cases (scripts/bench/fuzz.mjs).
 */
import fc from 'fast-check';
import { FUZZ_SEED, fuzzedOperations, openApiRequests, type OpenApiDocument } from './fuzz/openapiArbitraries';
import { fuzzSession, type FuzzSession, type Verdict } from './fuzz/fuzzRunner';
import { APP_START_MS, createTestApp, type TestApp } from './helpers';

const BATCHES = 100;
const CASES_PER_BATCH = 20;

let t: TestApp;
let session: FuzzSession;
let doc: OpenApiDocument;
const routesSeen = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  session = await fuzzSession(t.app, t.db);
}, APP_START_MS);
afterAll(() => t.close());

// Batches keep each test short; each has a seed of its own, derived from the fixed one.
test.each(Array.from({ length: BATCHES }, (_, i) => i))('fuzz batch %i: no 5xx, every error in the envelope', async (batch) => {
  const requests = fc.sample(openApiRequests(doc, session.options), { seed: FUZZ_SEED + batch, numRuns: CASES_PER_BATCH });
  const failures: Verdict[] = [];
  for (const request of requests) {
    routesSeen.add(request.route);
    const verdict = await session.send(request);
    if (verdict.problem) failures.push(verdict);
  }
  expect(failures.map((f) => ({ route: f.request.route, url: f.request.url.slice(0, 200), payload: f.request.payload?.slice(0, 200), problem: f.problem }))).toEqual([]);
});

test('the cases reached every route of the document', () => {
  const operations = fuzzedOperations(doc).map(({ path, method }) => `${method.toUpperCase()} ${path}`);
  expect(operations.length).toBeGreaterThan(90);
  expect(operations.filter((operation) => !routesSeen.has(operation))).toEqual([]);
});
