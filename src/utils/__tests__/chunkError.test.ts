import { classifyLoadError, errorMessageOf, isChunkLoadError } from '../chunkError';

/** The error webpack's JSONP chunk loader rejects with. */
function webpackChunkError(chunkId: string, type: string) {
  const error = new Error(`Loading chunk ${chunkId} failed.\n(${type}: https://portal.example/p__home.js)`) as Error & {
    type: string;
  };
  error.name = 'ChunkLoadError';
  error.type = type;
  return error;
}

/** The error mini-css-extract-plugin rejects with. */
function cssChunkError(chunkId: string, type = 'error') {
  const error = new Error(`Loading CSS chunk ${chunkId} failed.\n(https://portal.example/p__home.css)`) as Error & {
    code: string;
    type: string;
  };
  error.code = 'CSS_CHUNK_LOAD_FAILED';
  error.type = type;
  return error;
}

describe('classifyLoadError', () => {
  it.each(['missing', 'timeout', 'error'])('recognises a script chunk failure (%s)', (type) => {
    expect(classifyLoadError(webpackChunkError('src__pages__home', type))).toEqual({
      kind: 'chunk',
      reason: type,
      chunkId: 'src__pages__home',
    });
  });

  it('recognises a failed stylesheet chunk', () => {
    expect(classifyLoadError(cssChunkError('42'))).toEqual({ kind: 'css-chunk', reason: 'error', chunkId: '42' });
  });

  it('recognises the messages alone (error objects that lost name and code)', () => {
    expect(classifyLoadError(new Error('Loading chunk 7 failed.\n(error: x.js)'))).toMatchObject({ kind: 'chunk', chunkId: '7' });
    expect(classifyLoadError({ message: 'Loading CSS chunk 9 failed.' })).toMatchObject({ kind: 'css-chunk', chunkId: '9' });
    expect(classifyLoadError('Loading chunk 3 failed.')).toMatchObject({ kind: 'chunk' });
  });

  it('recognises a ChunkLoadError by its name', () => {
    const error = new Error('whatever');
    error.name = 'ChunkLoadError';
    expect(classifyLoadError(error)).toEqual({ kind: 'chunk', reason: 'unknown', chunkId: undefined });
  });

  it.each([
    'Failed to fetch dynamically imported module: https://x/p.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
  ])('recognises a failed native dynamic import: %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it.each([
    new Error('Cannot read properties of undefined'),
    new TypeError('x is not a function'),
    { message: 42 },
    null,
    undefined,
    3,
    'plain text',
  ])('classifies %p as another error', (error) => {
    expect(classifyLoadError(error)).toEqual({ kind: 'other' });
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('errorMessageOf', () => {
  it('answers the text of any thrown value', () => {
    expect(errorMessageOf(new Error('boom'))).toBe('boom');
    expect(errorMessageOf('text')).toBe('text');
    expect(errorMessageOf({ message: 'obj' })).toBe('obj');
    expect(errorMessageOf(404)).toBe('404');
  });
});
