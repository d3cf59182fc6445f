// What the check of an import found: how many rows are ready, and each refused row with its reasons.
import type { ImportPreview } from '@atelier/domain';
import { Table } from '../../components/Table';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';

const SAMPLE_COLUMNS = ['Row', 'Name', 'Category', 'Price', 'Stock'] as const;

export function ImportPreviewSummary({ preview }: { preview: ImportPreview }) {
  const formatPrice = useFormatPrice();
  const { rows, validRows, problemRows, problems, sample } = preview;
  const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink" aria-live="polite">
        {`${plural(rows, 'row')} checked: ${validRows.toLocaleString('en-US')} ready to import`}
        {problemRows > 0 ? `, ${plural(problemRows, 'row')} with problems.` : '.'}
      </p>
      {problemRows > 0 ? (
        <>
          <p className="text-sm text-danger">
            Nothing is imported until every row is right: fix these rows in your file and choose it again.
          </p>
          {/* A list, not a table: a reason stays readable on a phone's width. */}
          <ul
            aria-label="Rows with problems"
            className="max-h-72 divide-y divide-line overflow-y-auto rounded-card border border-line bg-white text-sm"
          >
            {problems.map((problem) => (
              <li key={problem.row} className="flex gap-4 px-4 py-2">
                <span className="w-14 shrink-0 font-medium text-ink">{`Row ${problem.row}`}</span>
                <ul className="list-disc pl-4 text-danger">
                  {problem.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {problemRows > problems.length ? (
            <p className="text-sm text-muted">{`The first ${problems.length} of ${problemRows.toLocaleString('en-US')} are shown.`}</p>
          ) : null}
        </>
      ) : (
        <Table
          label="First rows to import"
          columns={SAMPLE_COLUMNS}
          rows={sample.map((product) => ({
            key: String(product.row),
            cells: [product.row, product.name, product.category, formatPrice(product.price), product.stock].map((value, i) => (
              <span key={SAMPLE_COLUMNS[i]} className={i === 1 ? 'font-medium text-ink' : 'text-muted'}>
                {value}
              </span>
            )),
          }))}
        />
      )}
    </div>
  );
}
