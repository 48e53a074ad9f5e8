import { loadImage } from '@napi-rs/canvas';
import { captchas, signInAttempts } from '../../server/db/schema';
import { CAPTCHA_TTL_MS } from '../../server/plugins/auth/captcha';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha, randomCaptchaText } from '../../server/plugins/auth/captchaImage';
import { APP_START_MS, ADMIN_PASSWORD, createTestApp, manualClock, signIn, type TestApp } from './helpers';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG header (IHDR). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** The RGBA pixels of a PNG, decoded. */
async function pixelsOf(png: Buffer): Promise<Uint8ClampedArray> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(0, 0, image.width, image.height).data;
}

describe('captcha image', () => {
  test('is a PNG of 240 x 80 pixels with no vector or text data in it', async () => {
    const png = await drawCaptcha('ACDE');
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
    const text = png.toString('latin1');
    for (const vector of ['<svg', '<path', ' d="', 'ACDE']) expect(text).not.toContain(vector);
    // Pixels and colour information only: no text or metadata chunks that could carry the answer.
    const chunks: string[] = [];
    for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) chunks.push(png.toString('latin1', at + 4, at + 8));
    const imageChunks = ['IHDR', 'IDAT', 'IEND', 'sRGB', 'sBIT', 'gAMA', 'cHRM', 'pHYs'];
    expect([...new Set(chunks)].filter((type) => !imageChunks.includes(type))).toEqual([]);
  });

  test('two images of the same text differ, pixel by pixel', async () => {
    const [a, b] = await Promise.all([drawCaptcha('MNPR'), drawCaptcha('MNPR')]);
    expect(a.equals(b)).toBe(false);
    const [pa, pb] = await Promise.all([pixelsOf(a), pixelsOf(b)]);
    let differing = 0;
    for (let i = 0; i < pa.length; i += 4) if (pa[i] !== pb[i] || pa[i + 1] !== pb[i + 1] || pa[i + 2] !== pb[i + 2]) differing++;
    expect(differing / (pa.length / 4)).toBeGreaterThan(0.5);
  });

  test('the text is drawn: a good share of the pixels are dark ink', async () => {
    const pixels = await pixelsOf(await drawCaptcha(randomCaptchaText()));
    let dark = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i] + pixels[i + 1] + pixels[i + 2] < 300) dark++;
    const share = dark / (pixels.length / 4);
    expect(share).toBeGreaterThan(0.04);
    expect(share).toBeLessThan(0.5);
  });

  test('its text has four characters of an alphabet without look-alikes', () => {
    for (let i = 0; i < 50; i++) expect(randomCaptchaText()).toMatch(/^[ACDEFHJKMNPRTUVWXY3479]{4}$/);
  });
});

describe('captcha enabled (real images)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { captchaEnabled: true } });
  }, APP_START_MS);
  afterAll(() => t.close());

  test('create answers a token and a PNG data URL, and stores only digests', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/verifyCode/create?t=${Date.now()}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 200, msg: 'ok', data: { enabled: true } });
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
    expect(body.data.image).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(body.data.image.split(',')[1], 'base64').subarray(0, 8)).toEqual(PNG_SIGNATURE);

    const rows = await t.db.select().from(captchas);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].tokenHash).not.toBe(body.data.token);
  });
});

describe('captcha disabled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { captchaEnabled: false } });
  }, APP_START_MS);
  afterAll(() => t.close());

  test('create says so with an empty token and image', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/verifyCode/create?t=1' });
    expect(response.json()).toEqual({ status: 200, msg: 'ok', data: { enabled: false, token: '', image: '' } });
  });

  test('sign-in needs no captcha', async () => {
    const response = await signIn(t.app, 'admin', ADMIN_PASSWORD);
    expect(response.json().data.loginFlag).toBe(0);
  });
});

describe('sign-in with captcha', () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { captchaEnabled: true },
      clock: clock.now,
      generateCaptcha: () => ({ text: 'AbCd', png: PNG_SIGNATURE }),
    });
  }, APP_START_MS);
  afterAll(() => t.close());

  async function newToken(): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url: '/api/verifyCode/create' });
    return response.json().data.token;
  }

  const attempt = (token: string | undefined, validateCode: string | undefined, password = ADMIN_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/oauth/signin',
      headers: token ? { token } : {},
      payload: { device: 'jest', account: 'admin', password, ...(validateCode === undefined ? {} : { validateCode }) },
    });

  const attempts = () => t.db.select().from(signInAttempts);

  test('the right answer, in any letter case, signs in', async () => {
    const response = await attempt(await newToken(), ' abcd ');
    expect(response.json()).toEqual({ status: 200, msg: 'ok', data: { loginFlag: 0, loginMsg: 'ok' } });
  });

  test('a wrong answer is flag 2 and does not count as a wrong password', async () => {
    const response = await attempt(await newToken(), 'zzzz', 'not-the-password');
    expect(response.json().data).toEqual({ loginFlag: 2, loginMsg: '验证码错误或已过期，请刷新后重试' });
    expect(await attempts()).toEqual([]);
  });

  test('a token works once only, even after a right answer', async () => {
    const token = await newToken();
    expect((await attempt(token, 'abcd')).json().data.loginFlag).toBe(0);
    expect((await attempt(token, 'abcd')).json().data.loginFlag).toBe(2);
  });

  test('a token used by a wrong answer cannot be retried', async () => {
    const token = await newToken();
    expect((await attempt(token, 'wxyz')).json().data.loginFlag).toBe(2);
    expect((await attempt(token, 'abcd')).json().data.loginFlag).toBe(2);
  });

  test('an expired token is refused', async () => {
    const token = await newToken();
    clock.advance(CAPTCHA_TTL_MS + 1000);
    expect((await attempt(token, 'abcd')).json().data.loginFlag).toBe(2);
  });

  test('a missing token or answer is flag 2 with its own message', async () => {
    const noToken = await attempt(undefined, 'abcd');
    expect(noToken.json().data).toEqual({ loginFlag: 2, loginMsg: '请输入验证码' });
    const noAnswer = await attempt(await newToken(), undefined);
    expect(noAnswer.json().data.loginFlag).toBe(2);
    const unknownToken = await attempt('no-such-token', 'abcd');
    expect(unknownToken.json().data.loginFlag).toBe(2);
  });

  test('creating a captcha removes expired ones', async () => {
    await newToken();
    clock.advance(CAPTCHA_TTL_MS + 1000);
    await newToken();
    const rows = await t.db.select().from(captchas);
    expect(rows.every((row) => row.expiresAt > clock.now())).toBe(true);
  });
});
