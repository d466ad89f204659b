import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Environment } from './environment';

/** Where the shop answers when nothing says otherwise (npm run demo's default port). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** Typed access to the validated environment, so no module reads process.env directly. */
@Injectable()
export class AppConfig {
  constructor(private readonly config: ConfigService<Environment, true>) {}

  get<K extends keyof Environment>(key: K): Environment[K] {
    return this.config.get(key, { infer: true });
  }

  get isProduction(): boolean {
    return this.get('NODE_ENV') === 'production';
  }

  /**
   * The shop's public address without a trailing slash (issue 48): PUBLIC_URL when set; else, outside
   * production, the address the request came to (the Host header, the scheme a trusted proxy names);
   * else the development default. Only outside production is the Host header trusted for it.
   */
  publicUrl(request?: { protocol: string; get(name: 'host'): string | undefined }): string {
    const set = this.get('PUBLIC_URL');
    if (set) return set.replace(/\/+$/, '');
    const host = request && !this.isProduction ? request.get('host') : undefined;
    if (host && /^[\w.\-[\]:]+$/.test(host)) return `${request!.protocol}://${host}`;
    return DEFAULT_PUBLIC_URL;
  }

  get isTest(): boolean {
    return this.get('NODE_ENV') === 'test';
  }
}
