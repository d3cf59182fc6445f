import type { OutboxStatus } from '@atelier/domain';
import { Badge, type BadgeTone } from '../../components/Badge';

const TONES: Record<OutboxStatus, BadgeTone> = { pending: 'warning', sent: 'success', kept: 'info', failed: 'danger' };

export function MailStatusBadge({ status }: { status: OutboxStatus }) {
  return <Badge tone={TONES[status]}>{status}</Badge>;
}
