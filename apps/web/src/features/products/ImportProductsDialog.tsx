// Import for the admin: choose a CSV file, see what the shop's check found, and confirm to write every row at once.
import { type ImportPreview, MAX_IMPORT_ROWS, PRODUCT_CSV_COLUMNS, PRODUCT_CSV_TEMPLATE } from '@atelier/domain';
import { useId, useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { errorMessage } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { usePreviewImportMutation } from './api';
import { ImportPreviewSummary } from './ImportPreviewSummary';
import { ImportProgressBar } from './ImportProgressBar';
import { useConfirmImport } from './useConfirmImport';

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(PRODUCT_CSV_TEMPLATE)}`;

/** Shown while mounted: each opening starts afresh. */
export function ImportProductsDialog({ onClose }: { onClose: () => void }) {
  const fileInputId = useId();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [check, { isLoading: checking }] = usePreviewImportMutation();
  const { confirm, progress } = useConfirmImport();
  const writing = progress !== null;

  function close() {
    if (!writing) onClose(); // the write finishes or fails as one; closing would only hide it
  }

  async function choose(chosen: File | undefined) {
    if (!chosen) return;
    const csv = await chosen.text();
    setFile({ name: chosen.name, csv });
    setPreview(null);
    setFailure(null);
    try {
      setPreview(await check(csv).unwrap());
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  async function importAll() {
    if (!file) return;
    setFailure(null);
    try {
      const result = await confirm(file.csv);
      toast.success(result.message);
      close();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  const ready = preview !== null && preview.problemRows === 0 && !writing;
  return (
    <Modal open onClose={close} title="Import products" wide>
      <div className="space-y-5">
        <p className="text-sm text-muted">
          {`A CSV file with the columns ${PRODUCT_CSV_COLUMNS.join(', ')}; up to ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. `}
          Give a one-size product its stock, a sized one its sizes as S:3|M:0|L:5. An image is the address of a picture already
          uploaded to the shop (/images/….webp), or left empty.{' '}
          <a
            href={TEMPLATE_HREF}
            download="products-template.csv"
            className="font-medium text-accent underline-offset-4 hover:underline"
          >
            Download the template
          </a>
        </p>
        <div>
          <label htmlFor={fileInputId} className="block text-sm font-medium text-ink">
            CSV file
          </label>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <input
              id={fileInputId}
              type="file"
              accept=".csv,text/csv"
              disabled={checking || writing}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = ''; // the same file, fixed, may be chosen again
              }}
              className="w-32 text-sm text-transparent file:mr-0 file:min-h-11 file:rounded-full file:border file:border-ink/80 file:bg-transparent file:px-5 file:text-sm file:font-medium file:text-ink hover:file:bg-cream"
            />
            <span className="text-sm text-muted">{file ? file.name : 'No file chosen'}</span>
          </div>
        </div>
        {checking ? <ImportProgressBar label="Checking every row" /> : null}
        {preview && !checking ? <ImportPreviewSummary preview={preview} /> : null}
        {progress ? <ImportProgressBar label="Importing" done={progress.done} total={progress.total || undefined} /> : null}
        {failure ? (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        ) : null}
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="ghost" onClick={close} disabled={writing}>
            Cancel
          </Button>
          <Button onClick={() => void importAll()} disabled={!ready}>
            {preview && preview.validRows > 0
              ? `Import ${preview.validRows.toLocaleString('en-US')} product${preview.validRows === 1 ? '' : 's'}`
              : 'Import'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
