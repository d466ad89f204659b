import type { ConfigService } from '@nestjs/config';
import { AppConfig, DEFAULT_PUBLIC_URL } from './app-config.service';
import type { Environment } from './environment';

const configWith = (values: Partial<Environment>) => new AppConfig({ get: (key: keyof Environment) => values[key] } as unknown as ConfigService<Environment, true>);
const request = (host: string | undefined, protocol = 'http') => ({ protocol, get: () => host });

/** Issue 48: which address the shop's documents print. */
describe('AppConfig.publicUrl', () => {
  it('is PUBLIC_URL when set, without a trailing slash, whatever the request', () => {
    const config = configWith({ NODE_ENV: 'development', PUBLIC_URL: 'https://shop.example.cn/' });
    expect(config.publicUrl(request('127.0.0.1:3481'))).toBe('https://shop.example.cn');
    expect(config.publicUrl()).toBe('https://shop.example.cn');
  });

  it("is the request's own address when PUBLIC_URL is unset outside production", () => {
    expect(configWith({ NODE_ENV: 'development' }).publicUrl(request('192.168.1.20:3481'))).toBe('http://192.168.1.20:3481');
    expect(configWith({ NODE_ENV: 'test' }).publicUrl(request('shop.lab.example', 'https'))).toBe('https://shop.lab.example');
    expect(configWith({ NODE_ENV: 'development' }).publicUrl()).toBe(DEFAULT_PUBLIC_URL);
    expect(configWith({ NODE_ENV: 'development' }).publicUrl(request('bad host/<x>'))).toBe(DEFAULT_PUBLIC_URL);
  });

  it('never trusts the Host header in production', () => {
    expect(configWith({ NODE_ENV: 'production' }).publicUrl(request('attacker.example'))).toBe(DEFAULT_PUBLIC_URL);
  });
});
