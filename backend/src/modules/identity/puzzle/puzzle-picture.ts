import { randomInt } from 'node:crypto';
import { newRaster, Raster } from './png';
import { PUZZLE_HEIGHT, PUZZLE_WIDTH } from '@shop/contract';

const SIDE = 42;
const KNOB = 9;
/** The piece's bounding box: a square with a knob on top and one on the right. */
export const PIECE_SIZE = SIDE + KNOB;

/** Jigsaw shape, in piece coordinates: square, two knobs out, one notch in on the left. */
function inPiece(x: number, y: number): boolean {
  const sq = x >= 0 && x < SIDE && y >= KNOB && y < KNOB + SIDE;
  const top = (x - SIDE / 2) ** 2 + (y - KNOB) ** 2 <= KNOB ** 2;
  const right = (x - SIDE) ** 2 + (y - KNOB - SIDE / 2) ** 2 <= KNOB ** 2;
  const notch = x ** 2 + (y - KNOB - SIDE / 2) ** 2 <= (KNOB - 2) ** 2;
  return (sq || top || right) && !notch && x < PIECE_SIZE && y >= 0;
}

function onEdge(x: number, y: number): boolean {
  return inPiece(x, y) && (!inPiece(x - 1, y) || !inPiece(x + 1, y) || !inPiece(x, y - 1) || !inPiece(x, y + 1));
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** A random landscape of soft discs over a two-colour gradient: different every time, cheap to compress. */
function paintBackground(): Raster {
  const raster = newRaster(PUZZLE_WIDTH, PUZZLE_HEIGHT);
  const hue = randomInt(360);
  const from = hsl(hue, 0.55, 0.55);
  const to = hsl((hue + 60 + randomInt(120)) % 360, 0.55, 0.45);
  const discs = Array.from({ length: 14 }, () => ({
    x: randomInt(PUZZLE_WIDTH),
    y: randomInt(PUZZLE_HEIGHT),
    r: 10 + randomInt(40),
    c: hsl(randomInt(360), 0.6, 0.35 + randomInt(40) / 100),
  }));
  const p = raster.pixels;
  for (let y = 0; y < PUZZLE_HEIGHT; y++) {
    for (let x = 0; x < PUZZLE_WIDTH; x++) {
      const t = (x + y) / (PUZZLE_WIDTH + PUZZLE_HEIGHT);
      let rgb = [0, 1, 2].map((i) => from[i] + (to[i] - from[i]) * t);
      for (const d of discs) {
        if ((x - d.x) ** 2 + (y - d.y) ** 2 <= d.r ** 2) rgb = rgb.map((v, i) => v * 0.4 + d.c[i] * 0.6);
      }
      const o = (y * PUZZLE_WIDTH + x) * 4;
      p[o] = rgb[0];
      p[o + 1] = rgb[1];
      p[o + 2] = rgb[2];
      p[o + 3] = 255;
    }
  }
  return raster;
}

export interface PuzzlePictures {
  background: Raster;
  piece: Raster;
  /** Where the piece belongs: its left edge, in background pixels. This is the answer. */
  x: number;
  /** The piece's top edge, the same in both pictures; the browser only slides horizontally. */
  y: number;
}

/** Draws a puzzle: the background with a dimmed hole, and the piece cut out of the same spot. */
export function drawPuzzle(): PuzzlePictures {
  const background = paintBackground();
  const x = 80 + randomInt(PUZZLE_WIDTH - 80 - PIECE_SIZE - 8);
  const y = 6 + randomInt(PUZZLE_HEIGHT - PIECE_SIZE - 12);
  const piece = newRaster(PIECE_SIZE, PIECE_SIZE);
  const bg = background.pixels;
  for (let py = 0; py < PIECE_SIZE; py++) {
    for (let px = 0; px < PIECE_SIZE; px++) {
      if (!inPiece(px, py)) continue;
      const b = ((y + py) * PUZZLE_WIDTH + (x + px)) * 4;
      const o = (py * PIECE_SIZE + px) * 4;
      const edge = onEdge(px, py);
      for (let i = 0; i < 3; i++) {
        piece.pixels[o + i] = edge ? 255 : bg[b + i];
        bg[b + i] = edge ? 235 : bg[b + i] * 0.35;
      }
      piece.pixels[o + 3] = 255;
    }
  }
  return { background, piece, x, y };
}
