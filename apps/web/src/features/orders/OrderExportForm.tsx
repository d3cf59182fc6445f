// The days of the orders an admin is looking at: they choose the orders listed and the CSV file for the books, a plain
// download streamed by the server to disk.
import { buttonClasses } from '../../components/Button';
import { controlClasses, FormField } from '../../components/FormField';

/** The first and last day (UTC, as the server reads them, both included); empty is open-ended. */
export interface OrderDays {
  from: string;
  to: string;
}

/** Whether the days run backwards, which neither the list nor the export accepts. */
export const daysRunBackwards = ({ from, to }: OrderDays) => from !== '' && to !== '' && from > to;

interface OrderExportFormProps {
  days: OrderDays;
  onDaysChange: (days: OrderDays) => void;
}

export function OrderExportForm({ days, onDaysChange }: OrderExportFormProps) {
  const valid = !daysRunBackwards(days);
  const chosen = Object.entries(days).filter(([, day]) => day !== '');
  const href = `/api/orders/export.csv${chosen.length > 0 ? `?${new URLSearchParams(chosen).toString()}` : ''}`;
  return (
    <section
      aria-label="Orders of some days"
      className="mb-6 flex flex-wrap items-end gap-4 rounded-card border border-line bg-white p-4"
    >
      {(['from', 'to'] as const).map((end) => (
        <FormField key={end} label={end === 'from' ? 'From' : 'To'}>
          {(id) => (
            <input
              id={id}
              type="date"
              value={days[end]}
              {...(end === 'from' ? { max: days.to || undefined } : { min: days.from || undefined })}
              onChange={(event) => onDaysChange({ ...days, [end]: event.target.value })}
              className={controlClasses}
            />
          )}
        </FormField>
      ))}
      <a
        href={valid ? href : undefined}
        aria-disabled={!valid}
        download
        className={`${buttonClasses({ variant: 'secondary' })} ${valid ? '' : 'pointer-events-none opacity-60'}`}
      >
        Export orders CSV
      </a>
      <p className={`w-full text-xs ${valid ? 'text-muted' : 'text-danger'}`}>
        {valid
          ? 'The days choose the orders listed and exported: placed on them, in UTC, both included. Leave one empty to go from the first order or up to today. The file holds order, date, customer, lines, subtotal, tax, total and status.'
          : 'The first day must not be after the last.'}
      </p>
    </section>
  );
}
