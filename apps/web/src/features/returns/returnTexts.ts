// The catalogue's words for a return's reasons and statuses (the orders area's, decision 670).
import type { ReturnReason, ReturnStatus } from '@atelier/domain';
import type { MessageId } from '../../shared/i18n/messageId';

export const RETURN_REASON_TEXTS: Record<ReturnReason, MessageId> = {
  'too-small': 'returns.reason.tooSmall',
  'too-large': 'returns.reason.tooLarge',
  'not-as-pictured': 'returns.reason.notAsPictured',
  'changed-my-mind': 'returns.reason.changedMyMind',
  'arrived-damaged': 'returns.reason.arrivedDamaged',
  'wrong-item': 'returns.reason.wrongItem',
};

export const RETURN_STATUS_TEXTS: Record<ReturnStatus, MessageId> = {
  requested: 'returns.status.requested',
  approved: 'returns.status.approved',
  received: 'returns.status.received',
  closed: 'returns.status.closed',
  rejected: 'returns.status.rejected',
  cancelled: 'returns.status.cancelled',
};
