import { lazy, memo } from 'react';
import { forgetLazyLoaders, rememberLazyLoaders, resetFailedLazyLoaders } from '../lazyRetry';

type Payload = { _status: number; _result: unknown };
const payloadOf = (component: unknown) => (component as { _payload: Payload })._payload;

describe('lazy loader retry', () => {
  afterEach(forgetLazyLoaders);

  it('puts a failed lazy component back to "not loaded" with its loader', () => {
    const loader = jest.fn(() => Promise.resolve({ default: () => null }));
    const Page = lazy(loader);
    rememberLazyLoaders({ page: Page });
    // What React does when the import rejects.
    payloadOf(Page)._status = 2;
    payloadOf(Page)._result = new Error('Loading chunk 1 failed.');

    expect(resetFailedLazyLoaders()).toBe(1);
    expect(payloadOf(Page)).toEqual({ _status: -1, _result: loader });
  });

  it('leaves loaded, loading and unknown components alone', () => {
    const Loaded = lazy(() => Promise.resolve({ default: () => null }));
    const Loading = lazy(() => Promise.resolve({ default: () => null }));
    rememberLazyLoaders({ Loaded, Loading, plain: () => null, nothing: undefined });
    payloadOf(Loaded)._status = 1;
    payloadOf(Loading)._status = 0;
    expect(resetFailedLazyLoaders()).toBe(0);
    expect(payloadOf(Loaded)._status).toBe(1);
    expect(payloadOf(Loading)._status).toBe(0);
  });

  it('finds the lazy component inside React.memo and ignores ones already started', () => {
    const loader = () => Promise.resolve({ default: () => null });
    const Page = lazy(loader);
    const Started = lazy(loader);
    payloadOf(Started)._status = 0;
    rememberLazyLoaders({ memoised: memo(Page), Started });
    payloadOf(Page)._status = 2;
    payloadOf(Started)._status = 2;
    expect(resetFailedLazyLoaders()).toBe(1);
    expect(payloadOf(Page)._result).toBe(loader);
    expect(payloadOf(Started)._status).toBe(2);
  });

  it('accepts a missing route table', () => {
    expect(() => rememberLazyLoaders(undefined)).not.toThrow();
    expect(resetFailedLazyLoaders()).toBe(0);
  });
});
