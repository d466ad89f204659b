import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config.service';
import { StaffGuard } from '../modules/identity/staff.guard';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Prometheus scrapes with `Authorization: Bearer <METRICS_TOKEN>`; staff can look in the browser. */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  constructor(
    private readonly config: AppConfig,
    private readonly staff: StaffGuard,
  ) {}

  canActivate(context: ExecutionContext): Promise<boolean> | boolean {
    const token = this.config.get('METRICS_TOKEN');
    const header = context.switchToHttp().getRequest<Request>().headers.authorization ?? '';
    if (token && header.startsWith('Bearer ') && sameSecret(header.slice(7), token)) return true;
    return this.staff.canActivate(context);
  }
}
