import type { Context } from '../trpc/init.ts';

export interface AdminSession {
  userId: number;
  username: string;
}

/**
 * Resolves the staff session behind the request's bearer token. Until sessions exist every call is
 * refused, so that no admin procedure can be reached by accident.
 */
export async function resolveAdminSession(_ctx: Context): Promise<AdminSession | null> {
  return null;
}
