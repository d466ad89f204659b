import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config.service';
import { closeRedis, redisOptions } from '../redis/redis-connection';
import { REDIS } from '../redis/redis.module';

/**
 * How stale this process may let its view of the fleet's generation get before a request looks at
 * Redis itself: the backstop for a change message lost while the subscriber was reconnecting.
 */
export const CATCH_UP_MS = 500;

/**
 * What every API instance (and the worker) must forget after a catalogue or site-content change,
 * made coherent across processes. A change bumps one generation number in Redis and publishes it
 * on a channel; every process's subscriber drops its caches (answer caches, prepared answers, the
 * rendered pages that follow them, datasheets, distributors) and asks the search engine to re-read
 * its facet memory. A process that missed the message (subscriber cut off, Redis restarted) sees a
 * newer number at its next request after CATCH_UP_MS and drops them then: caches are only ever
 * emptied, never filled from the message, so an extra drop costs a recomputation and nothing else.
 */
@Injectable()
export class SharedCaches implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('SharedCaches');
  private readonly listeners: (() => void)[] = [];
  private readonly key: string;
  private readonly channel: string;
  private subscriber: Redis | null = null;
  /** The fleet generation this process's caches are at (0: none seen yet). */
  private known = 0;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;
  /** Drops caused by another process's change (a metric and a test's witness). */
  remoteDrops = 0;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {
    this.key = `${config.get('QUEUE_PREFIX')}:caches:generation`;
    this.channel = `${config.get('QUEUE_PREFIX')}:caches:changed`;
  }

  /** Registers what this process forgets on any catalogue or site-content change, its own or another's. */
  onDrop(listener: () => void): void {
    this.listeners.push(listener);
  }

  get generation(): number {
    return this.known;
  }

  async onModuleInit(): Promise<void> {
    // A connection of its own: a subscribed connection can run no other command.
    const subscriber = new Redis({ ...redisOptions(this.config.get('REDIS_URL')), lazyConnect: true });
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, message: string) => this.adopt(Number(message)));
    // After a reconnect, messages sent meanwhile are lost: read the number instead.
    subscriber.on('ready', () => void this.checkNow());
    subscriber.on('error', () => undefined);
    await subscriber.connect().catch(() => undefined);
    // Not awaited: with Redis down the command waits in the client's queue until it is back, and the
    // shop must start (and answer 503 where it needs Redis) meanwhile. ioredis subscribes again on reconnect.
    void subscriber.subscribe(this.channel).catch((error: Error) => this.logger.warn(`Not subscribed yet: ${error.message}`));
    this.known = await this.read().catch(() => 0);
    this.checkedAt = Date.now();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.subscriber) await closeRedis(this.subscriber);
  }

  /**
   * After a change committed: this process forgets at once, every other one on the message (or at
   * its next request). Never throws: with Redis down the change is stored and this process shows it;
   * others catch up from the next change published.
   */
  async changed(): Promise<void> {
    this.drop();
    try {
      const generation = await this.redis.incr(this.key);
      this.known = generation;
      await this.redis.publish(this.channel, String(generation));
    } catch (error) {
      this.logger.warn(`Change not published to other instances: ${(error as Error).message}`);
    }
  }

  /** A look at the fleet's generation when the last one is older than CATCH_UP_MS, else null (nothing to wait for). */
  catchUp(): Promise<void> | null {
    if (this.checking) return this.checking;
    if (Date.now() - this.checkedAt < CATCH_UP_MS) return null;
    return this.checkNow();
  }

  private checkNow(): Promise<void> {
    this.checking ??= this.read()
      .then((generation) => this.adopt(generation))
      .catch(() => undefined)
      .finally(() => {
        this.checkedAt = Date.now();
        this.checking = null;
      });
    return this.checking;
  }

  private async read(): Promise<number> {
    return Number((await this.redis.get(this.key)) ?? 0);
  }

  private adopt(generation: number): void {
    // Any other number is news: higher after a change, lower after Redis lost its data (and a
    // reordered message at worst causes one extra drop).
    if (!Number.isFinite(generation) || generation === this.known) return;
    this.known = generation;
    this.remoteDrops += 1;
    this.drop();
  }

  private drop(): void {
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (error) {
        this.logger.warn(`A cache did not drop: ${(error as Error).message}`);
      }
    }
  }
}
