import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { type Puzzle, PUZZLE_HEIGHT, PUZZLE_WIDTH } from '@shop/contract';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../../config/app-config.service';
import { LocalizedException } from '../../../http/localized-exception';
import { REDIS } from '../../../redis/redis.module';
import { whenRedisUp } from '../redis-unavailable';
import { digest, newSecretToken } from '../secret-tokens';
import { encodePng } from './png';
import { drawPuzzle, PIECE_SIZE } from './puzzle-picture';

/** How far (px) the dropped piece may be from the hole and still count. */
export const PUZZLE_TOLERANCE = 5;
const PUZZLE_SECONDS = 120;
const PASS_SECONDS = 300;

export const PUZZLE_REQUIRED = { zh: '请先完成滑块验证', en: 'Please complete the slide puzzle first' };
export const PUZZLE_FAILED = { zh: '验证失败，请重试', en: 'Verification failed, please try again' };

/** The puzzle as the API sends it (the contract's Puzzle), with the answer that stays on the server. */
export interface IssuedPuzzle extends Puzzle {
  answer: number;
}

/**
 * The slide puzzle: the answer stays in Redis, one drop per puzzle (failure clears it, spec
 * section 5), and a solved puzzle yields a one-time pass that sendverify / forgotsendIdentify consume.
 */
@Injectable()
export class PuzzleService {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.prefix = config.get('QUEUE_PREFIX');
  }

  async issue(): Promise<IssuedPuzzle> {
    const drawn = drawPuzzle();
    const id = randomUUID();
    await whenRedisUp(this.redis.set(`${this.prefix}:puzzle:${id}`, String(drawn.x), 'EX', PUZZLE_SECONDS));
    const png = (raster: Parameters<typeof encodePng>[0]) => `data:image/png;base64,${encodePng(raster).toString('base64')}`;
    return {
      id,
      background: png(drawn.background),
      piece: png(drawn.piece),
      y: drawn.y,
      width: PUZZLE_WIDTH,
      height: PUZZLE_HEIGHT,
      pieceSize: PIECE_SIZE,
      answer: drawn.x,
    };
  }

  /** One try: the puzzle is gone afterwards whatever the result. */
  async solve(id: string, x: number): Promise<string> {
    const answer = await whenRedisUp(this.redis.getdel(`${this.prefix}:puzzle:${id}`));
    if (answer === null || Math.abs(Number(answer) - x) > PUZZLE_TOLERANCE) {
      throw new LocalizedException(PUZZLE_FAILED, HttpStatus.BAD_REQUEST);
    }
    const pass = newSecretToken();
    await whenRedisUp(this.redis.set(`${this.prefix}:puzzle-pass:${digest(pass)}`, '1', 'EX', PASS_SECONDS));
    return pass;
  }

  async consumePass(pass: string | undefined): Promise<void> {
    if (!pass) throw new LocalizedException(PUZZLE_REQUIRED, HttpStatus.BAD_REQUEST);
    const removed = await whenRedisUp(this.redis.del(`${this.prefix}:puzzle-pass:${digest(pass)}`));
    if (removed !== 1) throw new LocalizedException(PUZZLE_REQUIRED, HttpStatus.BAD_REQUEST);
  }
}
