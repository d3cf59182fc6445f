// Gift cards for the owner: found by the last 4 characters of a code or the recipient's email, 20 to a page, each
// opened with its balance and history; one issued by hand; the outstanding balances downloaded for the accountant.
import { type FormEvent, useState } from 'react';
import { Button, buttonClasses } from '../../components/Button';
import { controlClasses, FormField } from '../../components/FormField';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { QueryState } from '../../components/QueryState';
import { Table } from '../../components/Table';
import { OUTSTANDING_BALANCES_CSV_URL, useListGiftCardsQuery } from '../../features/giftCards/api';
import { GiftCardDetails } from '../../features/giftCards/GiftCardDetails';
import { IssueGiftCardForm } from '../../features/giftCards/IssueGiftCardForm';
import { formatDate } from '../../shared/formatDate';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

const COLUMNS = ['Card', 'Recipient', 'Balance', 'Held', 'Issued', 'State', ''] as const;

export default function GiftCardsPage() {
  useDocumentTitle('Gift cards');
  const formatPrice = useFormatPrice();
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const cards = useListGiftCardsQuery({ page, q });

  function search(event: FormEvent) {
    event.preventDefault();
    setPage(1);
    setQ(typed.trim());
  }

  return (
    <>
      <PageHeader
        title="Gift cards"
        description="Every gift card sold or issued, with what is left on it and each change to its balance."
        actions={
          <a href={OUTSTANDING_BALANCES_CSV_URL} download className={buttonClasses({ variant: 'secondary' })}>
            Export outstanding balances
          </a>
        }
      />
      <div className="flex flex-col gap-6">
        <IssueGiftCardForm />
        <form onSubmit={search} aria-label="Find gift cards" className="flex flex-wrap items-end gap-3">
          <FormField label="Last 4 characters or email">
            {(id) => (
              <input
                id={id}
                type="search"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                className={controlClasses}
              />
            )}
          </FormField>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        <QueryState query={cards} emptyText="No gift card yet." isEmpty={(found) => found.giftCards.length === 0}>
          {(found) => (
            <div className="flex flex-col gap-4">
              <Table
                label="Gift cards"
                columns={COLUMNS}
                rows={found.giftCards.map((card) => ({
                  key: card._id,
                  cells: [
                    <span key="card" className="font-mono font-medium text-ink">
                      …{card.last4}
                    </span>,
                    card.recipientEmail ?? '—',
                    <span key="balance" className="tabular-nums">
                      {formatPrice(card.balance)}
                    </span>,
                    <span key="held" className="tabular-nums">
                      {formatPrice(card.held)}
                    </span>,
                    formatDate(card.createdAt),
                    card.disabled ? 'Disabled' : 'Active',
                    <Button
                      key="open"
                      variant="ghost"
                      size="sm"
                      aria-label={`Open the gift card ending in ${card.last4}`}
                      onClick={() => setOpenId(card._id)}
                    >
                      Open
                    </Button>,
                  ],
                }))}
              />
              <Pagination page={page} totalPages={Math.max(found.totalPages, 1)} onPageChange={setPage} label="Gift card pages" />
            </div>
          )}
        </QueryState>
        {openId ? <GiftCardDetails id={openId} /> : null}
      </div>
    </>
  );
}
