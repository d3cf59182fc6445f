// Whether shoppers see a review: admins read it in their list of reviews.
import { Badge } from '../../components/Badge';

export function ReviewStatusBadge({ hidden }: { hidden: boolean }) {
  return hidden ? <Badge tone="warning">Hidden</Badge> : <Badge tone="success">Shown</Badge>;
}
