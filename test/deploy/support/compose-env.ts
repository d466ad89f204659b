import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * The app service's environment exactly as infra/docker-compose.yml gives it (blank optional settings
 * included), interpolated the way compose does with `values` standing for infra/.env.
 */
export function composeAppEnvironment(values: Record<string, string>): Record<string, string> {
  const file = join(__dirname, '../../../infra/docker-compose.yml');
  const services = parse(readFileSync(file, 'utf8'), { merge: true }).services as Record<string, { environment: Record<string, unknown> }>;
  const interpolate = (text: string) =>
    text.replace(/\$\$|\$\{([A-Za-z0-9_]+)(?:(:?)([-?])([^}]*))?\}/g, (whole, name: string, colon: string, kind: string, word: string) => {
      if (whole === '$$') return '$';
      const value = values[name];
      const missing = value === undefined || (colon === ':' && value === '');
      if (!missing) return value;
      if (kind === '?') throw new Error(`compose would stop: ${word || name}`);
      return kind === '-' ? word : '';
    });
  return Object.fromEntries(Object.entries(services.app.environment).map(([k, v]) => [k, interpolate(String(v ?? ''))]));
}
