import { plainToInstance, Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));

/**
 * Every setting the shop reads from its environment. Start-up stops with a message naming the
 * setting when one is missing or malformed, so a wrong deployment fails loudly instead of half-working.
 */
export class Environment {
  @IsIn(['development', 'test', 'production'])
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3000;

  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL: string;

  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL: string;

  /** Keeps queues of parallel test runs (and of several shops on one Redis) apart. */
  @IsString()
  @Matches(/^[a-zA-Z0-9_-]+$/)
  QUEUE_PREFIX = 'shop';

  @IsIn(['all', 'web', 'worker'])
  PROCESS_ROLE: 'all' | 'web' | 'worker' = 'all';

  /** Web processes on this machine (main.ts, cluster/web-process-count.ts): a number or `auto` (one per core, production's default). */
  @IsOptional()
  @Matches(/^(auto|\d{1,3})$/, { message: 'WEB_PROCESSES must be "auto" or a whole number' })
  WEB_PROCESSES?: string;

  @IsIn(['postgres', 'elasticsearch'])
  SEARCH_ENGINE: 'postgres' | 'elasticsearch' = 'postgres';

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  ELASTICSEARCH_URL?: string;

  @IsString()
  @Matches(/^[a-z0-9_-]+$/)
  ELASTICSEARCH_INDEX = 'products';

  /**
   * Seconds a browse result (no search word: filters only) is reused. Its eight facet counts scan
   * the whole catalogue; 0 turns reuse off. Changes made through this process clear it at once.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(3600)
  SEARCH_BROWSE_CACHE_SECONDS = 30;

  /**
   * The shop's public address, printed on documents (pro-forma invoices, quotations, datasheets, the
   * product links of list downloads) and in mails, sitemaps and canonical links. Unset outside production,
   * a document asked for over HTTP names the request's own host (AppConfig.publicUrl), so a demo on
   * another port or machine prints its own address; production should always set it.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  PUBLIC_URL?: string;

  @IsOptional()
  @IsString()
  SMTP_URL?: string;

  /** Delivery attempts per mail before it is left failed (retryable on Bull Board). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(50)
  MAIL_ATTEMPTS = 8;

  /** First retry delay; each further retry doubles it. */
  @Transform(toInt)
  @IsInt()
  @Min(10)
  MAIL_BACKOFF_MS = 5000;

  @IsEmail()
  MAIL_FROM = 'no-reply@antibody-shop.example';

  @IsEmail()
  SALES_EMAIL = 'sales@antibody-shop.example';

  @IsEmail()
  CONTACT_EMAIL = 'service@antibody-shop.example';

  @IsString()
  @MinLength(3)
  CONTACT_PHONE = '400-000-0000';

  @IsString()
  CONTACT_ADDRESS_ZH = '江苏省苏州市工业园区星湖街 218 号生物纳米园 A4 楼';

  @IsString()
  CONTACT_ADDRESS_EN = 'Building A4, BioBAY, 218 Xinghu Street, Suzhou Industrial Park, Jiangsu, China';

  /** The account's name and bank as an English reader (and a foreign bank) writes them. */
  @IsString()
  BANK_ACCOUNT_NAME = 'Antibody Shop Biotechnology Co., Ltd.';

  @IsString()
  BANK_NAME = 'Bank of China, Suzhou Branch';

  /** The same account in Chinese: a domestic RMB transfer needs the Chinese account name and bank (issue 31). */
  @IsString()
  BANK_ACCOUNT_NAME_ZH = '抗体商城生物科技有限公司';

  @IsString()
  BANK_NAME_ZH = '中国银行苏州分行';

  @IsString()
  BANK_ACCOUNT_NUMBER = '0000 0000 0000 0000 000';

  @IsString()
  BANK_SWIFT = 'BKCHCNBJ95G';

  /**
   * The handling fee of an order shipped outside China, in whole US dollars (spec section 9: 120 USD;
   * freight itself stays 0). A yuan order carries it at 7 yuan the dollar. 0 charges none.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(100000)
  INTERNATIONAL_HANDLING_FEE_USD = 120;

  /** Delivery promise per destination, in working days after dispatch (spec section 9), e.g. 5-7. */
  @Matches(/^\d{1,2}(-\d{1,2})?$/, { message: 'DELIVERY_DAYS_CHINA must be days like 5-7' })
  DELIVERY_DAYS_CHINA = '5-7';

  @Matches(/^\d{1,2}(-\d{1,2})?$/, { message: 'DELIVERY_DAYS_INTERNATIONAL must be days like 3-5' })
  DELIVERY_DAYS_INTERNATIONAL = '3-5';

  @IsString()
  FILING_NUMBER = '苏ICP备00000000号-1';

  /** Built single-page app to serve beside the API; empty disables it (Vite serves it in development). */
  @IsOptional()
  @IsString()
  SPA_DIST?: string;

  @IsOptional()
  @IsString()
  UPLOAD_DIR?: string;

  /**
   * Object storage for uploaded files (pictures, certificates) shared by every instance:
   * s3://KEY:SECRET@host:port/bucket[/prefix][?region=…&tls=false]. Unset: the UPLOAD_DIR folder,
   * which every instance must then mount.
   */
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional()
  @Matches(/^s3:\/\/[^/]+\/[^/?]+/, { message: 'STORAGE_URL must look like s3://key:secret@host:port/bucket' })
  STORAGE_URL?: string;

  /**
   * Which proxies' X-Forwarded-For to believe for the caller's address (rate limits, logs), in
   * Express's words: `loopback` (a proxy on the same host), or with a balancer elsewhere its
   * addresses or `uniquelocal` (10/8, 172.16/12, 192.168/16, as compose networks are).
   */
  @IsString()
  @Matches(/^[a-z0-9.:/, ]+$/i, { message: 'TRUST_PROXY must be a list like "loopback, uniquelocal" or addresses/CIDRs' })
  TRUST_PROXY = 'loopback';

  /**
   * On SIGTERM a web instance answers /api/health/ready with 503 for this long before it stops
   * accepting connections, so the balancer (checking every second or two) sends it nothing new.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(120)
  SHUTDOWN_DRAIN_SECONDS = 5;

  /**
   * Bearer token Prometheus scrapes /api/metrics with; staff sessions may read it too. Blank means not set:
   * compose passes `${METRICS_TOKEN:-}` when the operator has none.
   */
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsString()
  @MinLength(16)
  METRICS_TOKEN?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: string = 'info';
}

export function validateEnvironment(raw: Record<string, unknown>): Environment {
  const env = plainToInstance(Environment, raw, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false, whitelist: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => {
      const why = Object.values(e.constraints ?? {}).join('; ');
      return `  - ${e.property}: ${why || 'invalid'} (got ${e.value === undefined ? 'nothing' : JSON.stringify(e.value)})`;
    });
    throw new Error(`Invalid configuration, fix these environment variables:\n${lines.join('\n')}`);
  }
  if (env.SEARCH_ENGINE === 'elasticsearch' && !env.ELASTICSEARCH_URL) {
    throw new Error('Invalid configuration: ELASTICSEARCH_URL is required when SEARCH_ENGINE=elasticsearch');
  }
  return env;
}
