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

test('the rate limits and the captcha cap have defaults and can be set', () => {
  expect(loadConfig({})).toMatchObject({
    rateLimit: { windowSeconds: 60, signInPerAddress: 60, signInPerAccount: 10, captchaPerAddress: 60 },
    captchaMaxOutstanding: 10,
  });
  const config = loadConfig({
    RATE_LIMIT_WINDOW_SECONDS: '300',
    SIGNIN_LIMIT_PER_ADDRESS: '200',
    SIGNIN_LIMIT_PER_ACCOUNT: '5',
    CAPTCHA_LIMIT_PER_ADDRESS: '30',
    CAPTCHA_MAX_OUTSTANDING: '3',
  });
  expect(config).toMatchObject({
    rateLimit: { windowSeconds: 300, signInPerAddress: 200, signInPerAccount: 5, captchaPerAddress: 30 },
    captchaMaxOutstanding: 3,
  });
  expect(() => loadConfig({ SIGNIN_LIMIT_PER_ADDRESS: '0' })).toThrow(/SIGNIN_LIMIT_PER_ADDRESS must be a positive integer/);
  expect(() => loadConfig({ RATE_LIMIT_WINDOW_SECONDS: '1.5' })).toThrow(/RATE_LIMIT_WINDOW_SECONDS must be a positive integer/);
});

test.each([
  [undefined, false],
  ['off', false],
  ['on', true],
  ['127.0.0.1', ['127.0.0.1']],
  ['loopback, 10.0.0.0/8 ,fd00::/8', ['loopback', '10.0.0.0/8', 'fd00::/8']],
])('TRUST_PROXY %p is %p', (value, expected) => {
  expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
});

test.each(['proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1', 'everything'])('TRUST_PROXY refuses %p', (value) => {
  expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be on, off or proxy addresses/);
});
