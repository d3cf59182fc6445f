// One gift card for the owner: its balance, every change to it with who, why and when, an adjustment with a reason,
// and disabling it.
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { QueryState } from '../../components/QueryState';
import { Table } from '../../components/Table';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../shared/api/errors';
import { formatDate, formatDateTime } from '../../shared/formatDate';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { toast } from '../../shared/toast';
import { useAdjustGiftCardMutation, useDisableGiftCardMutation, useGetGiftCardQuery } from './api';

const HISTORY_COLUMNS = ['When', 'What', 'Amount', 'Held', 'Why'] as const;

export function GiftCardDetails({ id }: { id: string }) {
  const formatPrice = useFormatPrice();
  const card = useGetGiftCardQuery(id);
  const [adjust, { isLoading: adjusting }] = useAdjustGiftCardMutation();
  const [disable, { isLoading: disabling }] = useDisableGiftCardMutation();
  const [change, setChange] = useState({ amount: '', reason: '' });

  async function submitAdjustment(event: FormEvent) {
    event.preventDefault();
    const answer = await adjust({ id, amount: Number(change.amount), reason: change.reason });
    if ('error' in answer) return toast.error(errorMessage(answer.error));
    setChange({ amount: '', reason: '' });
    toast.success('Gift card adjusted');
  }

  return (
    <QueryState query={card} emptyText="No such gift card.">
      {(found) => (
        <section aria-labelledby="gift-card-details" className="flex flex-col gap-4 rounded-card border border-line bg-white p-6">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2 id="gift-card-details" className="text-xl">
              Gift card ending in {found.last4}: {formatPrice(found.balance)}
            </h2>
            {found.disabled ? (
              <p className="text-sm text-danger">Disabled</p>
            ) : (
              <Button
                variant="danger"
                busy={disabling}
                onClick={async () => {
                  const answer = await disable(id);
                  if ('error' in answer) toast.error(errorMessage(answer.error));
                  else toast.success('Gift card disabled');
                }}
              >
                Disable
              </Button>
            )}
          </div>
          <p className="text-sm text-muted">
            {found.expiresAt === null
              ? 'Never expires'
              : `${new Date(found.expiresAt).getTime() <= Date.now() ? 'Expired' : 'Expires'} on ${formatDate(found.expiresAt)}`}
          </p>
          <Table
            label="History"
            columns={HISTORY_COLUMNS}
            rows={found.entries.map((entry) => ({
              key: entry._id,
              cells: [
                formatDateTime(entry.createdAt),
                entry.kind,
                formatPrice(entry.amount),
                formatPrice(entry.held),
                entry.reason || '—',
              ],
            }))}
          />
          <form onSubmit={submitAdjustment} className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Adjust by"
              hint="Negative takes from the balance"
              value={change.amount}
              onChange={(amount) => setChange({ ...change, amount })}
            />
            <TextField
              label="Reason for the adjustment"
              value={change.reason}
              onChange={(reason) => setChange({ ...change, reason })}
            />
            <div className="self-end">
              <Button type="submit" variant="secondary" busy={adjusting}>
                Adjust balance
              </Button>
            </div>
          </form>
        </section>
      )}
    </QueryState>
  );
}
