// What the check of an import found: how many rows are ready, and each refused row with its reasons.
import type { ImportPreview } from '@atelier/domain';
import { Table } from '../../components/Table';

const PROBLEM_COLUMNS = ['Row', 'Why it cannot be imported'] as const;

export function ImportPreviewSummary({ preview }: { preview: ImportPreview }) {
  const { rows, validRows, problemRows, problems } = preview;
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
          <div className="max-h-72 overflow-y-auto">
            <Table
              label="Rows with problems"
              columns={PROBLEM_COLUMNS}
              rows={problems.map((problem) => ({
                key: String(problem.row),
                cells: [
                  <span key="row" className="font-medium text-ink">
                    {problem.row}
                  </span>,
                  <ul key="reasons" className="list-disc pl-4 text-danger">
                    {problem.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>,
                ],
              }))}
            />
          </div>
          {problemRows > problems.length ? (
            <p className="text-sm text-muted">{`The first ${problems.length} of ${problemRows.toLocaleString('en-US')} are shown.`}</p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
