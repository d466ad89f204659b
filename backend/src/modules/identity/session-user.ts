import type { Role } from './user.entity';

/** Who made the request, as SessionGuard puts it on the request for @CurrentUser(). */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  sessionId: number;
}

export type { Role };
