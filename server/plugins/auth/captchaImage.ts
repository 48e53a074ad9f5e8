import { randomInt } from 'node:crypto';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

/**
 * The sign-in captcha as a raster PNG. The characters are strokes drawn from point lists (no
 * font file, so the look does not depend on the fonts of the host), each one scaled, rotated,
 * sheared and jittered on its own, the whole text bent by a wave, then crossed by lines and
 * arcs in the text's colours and sprinkled with dots: no vector data reaches the client, and
 * no two images of the same text are alike.
 */

export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 80;
export const CAPTCHA_LENGTH = 4;

type Point = readonly [number, number];
type Stroke = Point[];

/** Points of an ellipse arc in the unit box; angles in degrees, 0 = right, 90 = down. */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Stroke {
  const steps = Math.max(6, Math.ceil(Math.abs(to - from) / 15));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });
}

/**
 * Strokes of each character in a unit box (y down). No look-alikes: no 0/O/Q, 1/I/L, 5/S, 2/Z,
 * 8/B, 6/G; answers are compared regardless of letter case.
 */
// prettier-ignore
const GLYPHS: Record<string, Stroke[]> = {
  A: [[[0, 1], [0.5, 0], [1, 1]], [[0.22, 0.62], [0.78, 0.62]]],
  C: [arc(0.55, 0.5, 0.45, 0.5, -40, -320)],
  D: [[[0.1, 0], [0.1, 1], [0.4, 1], ...arc(0.4, 0.5, 0.5, 0.5, 90, -90), [0.1, 0]]],
  E: [[[0.9, 0], [0.1, 0], [0.1, 1], [0.9, 1]], [[0.1, 0.5], [0.7, 0.5]]],
  F: [[[0.9, 0], [0.1, 0], [0.1, 1]], [[0.1, 0.5], [0.7, 0.5]]],
  H: [[[0.1, 0], [0.1, 1]], [[0.9, 0], [0.9, 1]], [[0.1, 0.5], [0.9, 0.5]]],
  J: [[[0.35, 0], [0.95, 0]], [[0.75, 0], [0.75, 0.65], ...arc(0.45, 0.65, 0.3, 0.35, 0, 170)]],
  K: [[[0.1, 0], [0.1, 1]], [[0.9, 0], [0.1, 0.62]], [[0.35, 0.43], [0.9, 1]]],
  M: [[[0.05, 1], [0.1, 0], [0.5, 0.62], [0.9, 0], [0.95, 1]]],
  N: [[[0.1, 1], [0.1, 0], [0.9, 1], [0.9, 0]]],
  P: [[[0.1, 1], [0.1, 0], [0.55, 0], ...arc(0.55, 0.27, 0.35, 0.27, -90, 90), [0.1, 0.54]]],
  R: [[[0.1, 1], [0.1, 0], [0.55, 0], ...arc(0.55, 0.27, 0.35, 0.27, -90, 90), [0.1, 0.54]], [[0.45, 0.54], [0.9, 1]]],
  T: [[[0, 0], [1, 0]], [[0.5, 0], [0.5, 1]]],
  U: [[[0.1, 0], [0.1, 0.6], ...arc(0.5, 0.6, 0.4, 0.4, 180, 0), [0.9, 0]]],
  V: [[[0, 0], [0.5, 1], [1, 0]]],
  W: [[[0, 0], [0.25, 1], [0.5, 0.35], [0.75, 1], [1, 0]]],
  X: [[[0.05, 0], [0.95, 1]], [[0.95, 0], [0.05, 1]]],
  Y: [[[0, 0], [0.5, 0.5], [1, 0]], [[0.5, 0.5], [0.5, 1]]],
  '3': [arc(0.5, 0.26, 0.38, 0.26, 200, 450), arc(0.5, 0.74, 0.42, 0.26, -90, 160)],
  '4': [[[0.7, 1], [0.7, 0], [0.05, 0.7], [0.95, 0.7]]],
  '7': [[[0.05, 0], [0.95, 0], [0.35, 1]]],
  '9': [arc(0.5, 0.3, 0.38, 0.3, 0, 360), [[0.88, 0.32], [0.78, 0.72], [0.4, 1]]],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');

const between = (low: number, high: number) => low + Math.random() * (high - low);

/** A dark colour for the text and the lines crossing it. */
const inkColor = () =>
  `hsl(${Math.floor(between(0, 360))}, ${Math.floor(between(55, 90))}%, ${Math.floor(between(18, 38))}%)`;

export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

function drawBackground(ctx: SKRSContext2D) {
  const gradient = ctx.createLinearGradient(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  gradient.addColorStop(0, `hsl(${Math.floor(between(0, 360))}, 40%, 93%)`);
  gradient.addColorStop(1, `hsl(${Math.floor(between(0, 360))}, 40%, 88%)`);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  for (let i = 0; i < 6; i++) {
    ctx.strokeStyle = `hsla(${Math.floor(between(0, 360))}, 50%, 70%, 0.7)`;
    ctx.lineWidth = between(1, 2.5);
    ctx.beginPath();
    ctx.arc(between(0, CAPTCHA_WIDTH), between(0, CAPTCHA_HEIGHT), between(10, 60), between(0, 6.3), between(0, 6.3));
    ctx.stroke();
  }
}

/** Places one character: its own size, slant, turn and jitter, then the shared wave. */
function placeGlyph(strokes: Stroke[], slot: number, wave: (x: number, y: number) => Point): Stroke[] {
  const slotWidth = (CAPTCHA_WIDTH - 30) / CAPTCHA_LENGTH;
  const height = between(36, 56);
  const width = height * between(0.55, 0.8);
  const centerX = 15 + slotWidth * (slot + 0.5) + between(-6, 6);
  const centerY = CAPTCHA_HEIGHT / 2 + between(-7, 7);
  const turn = between(-0.45, 0.45);
  const shear = between(-0.3, 0.3);
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  return strokes.map((stroke) =>
    stroke.map(([u, v]) => {
      const x = (u - 0.5 + shear * (0.5 - v)) * width + between(-1.5, 1.5);
      const y = (v - 0.5) * height + between(-1.5, 1.5);
      return wave(centerX + x * cos - y * sin, centerY + x * sin + y * cos);
    }),
  );
}

/** A stroke through the points, smoothed into curves so that no straight segment is left. */
function strokePath(ctx: SKRSContext2D, points: Stroke) {
  ctx.beginPath();
  ctx.moveTo(points[0][0], points[0][1]);
  for (let i = 1; i < points.length - 1; i++) {
    const [x, y] = points[i];
    const [nx, ny] = points[i + 1];
    ctx.quadraticCurveTo(x, y, (x + nx) / 2, (y + ny) / 2);
  }
  const [lx, ly] = points[points.length - 1];
  ctx.lineTo(lx, ly);
  ctx.stroke();
}

function drawNoise(ctx: SKRSContext2D, colors: string[]) {
  // Curves across the text in its own colours, so that it cannot be cut apart by colour.
  for (let i = 0; i < 2; i++) {
    ctx.strokeStyle = colors[randomInt(colors.length)];
    ctx.lineWidth = between(1.5, 2.5);
    ctx.beginPath();
    ctx.moveTo(between(0, 30), between(10, CAPTCHA_HEIGHT - 10));
    ctx.bezierCurveTo(
      between(40, 100),
      between(0, CAPTCHA_HEIGHT),
      between(140, 200),
      between(0, CAPTCHA_HEIGHT),
      between(210, CAPTCHA_WIDTH),
      between(10, CAPTCHA_HEIGHT - 10),
    );
    ctx.stroke();
  }
  for (let i = 0; i < 3; i++) {
    ctx.strokeStyle = inkColor();
    ctx.lineWidth = between(1, 1.5);
    ctx.beginPath();
    ctx.moveTo(between(0, CAPTCHA_WIDTH), between(0, CAPTCHA_HEIGHT));
    ctx.lineTo(between(0, CAPTCHA_WIDTH), between(0, CAPTCHA_HEIGHT));
    ctx.stroke();
  }
  for (let i = 0; i < 160; i++) {
    ctx.fillStyle = Math.random() < 0.5 ? inkColor() : `hsl(${Math.floor(between(0, 360))}, 50%, 60%)`;
    ctx.beginPath();
    ctx.arc(between(0, CAPTCHA_WIDTH), between(0, CAPTCHA_HEIGHT), between(0.6, 1.8), 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Draws the text (characters of CAPTCHA_ALPHABET) as a PNG. */
export async function drawCaptcha(text: string): Promise<Buffer> {
  const canvas = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const ctx = canvas.getContext('2d');
  drawBackground(ctx);
  const amplitude = between(3, 7);
  const period = between(50, 110);
  const phase = between(0, Math.PI * 2);
  const wave = (x: number, y: number): Point => [
    x + between(-0.5, 0.5),
    y + amplitude * Math.sin((x / period) * 2 * Math.PI + phase),
  ];
  const colors: string[] = [];
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  [...text.toUpperCase()].forEach((char, slot) => {
    const color = inkColor();
    colors.push(color);
    ctx.strokeStyle = color;
    ctx.lineWidth = between(3.5, 5.5);
    for (const stroke of placeGlyph(GLYPHS[char], slot, wave)) strokePath(ctx, stroke);
  });
  drawNoise(ctx, colors);
  return canvas.encode('png');
}
