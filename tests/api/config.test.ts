import { loadConfig } from '../../server/config';

test('FRAME_ORIGINS defaults to none', () => {
  expect(loadConfig({}).frameOrigins).toEqual([]);
  expect(loadConfig({ FRAME_ORIGINS: ' ' }).frameOrigins).toEqual([]);
});

test('FRAME_ORIGINS is a comma-separated list of origins, trimmed and without repeats', () => {
  const config = loadConfig({ FRAME_ORIGINS: 'https://a.example.com, http://localhost:8001,,https://a.example.com' });
  expect(config.frameOrigins).toEqual(['https://a.example.com', 'http://localhost:8001']);
});

test.each(['a.example.com', 'https://a.example.com/', 'https://a.example.com/path', 'ftp://a.example.com', '*'])(
  'FRAME_ORIGINS refuses %p, which is not an origin',
  (value) => {
    expect(() => loadConfig({ FRAME_ORIGINS: value })).toThrow(/FRAME_ORIGINS must list origins/);
  },
);
