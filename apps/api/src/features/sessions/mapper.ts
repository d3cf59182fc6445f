import type { ActiveSession } from '@atelier/domain';
import { describeDevice } from './device.ts';
import type { SessionRow } from './service.ts';

export function toActiveSession(row: SessionRow, currentSessionId: string | null): ActiveSession {
  return {
    _id: row.id,
    device: describeDevice(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
