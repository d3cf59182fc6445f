import type { ImportPreview } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { ImportProductsDialog } from './ImportProductsDialog';
import { ImportProgressBar } from './ImportProgressBar';

const BAD_FILE = 'name,category,color,price,description\nSofa,furniture,red,12,Big\nScarf,accessories,red,twelve,Soft\n';
const GOOD_FILE = 'name,category,color,price,description\nCushion,accessories,red,12,Soft\nScarf,accessories,red,12,Soft\n';

const badPreview: ImportPreview = {
  rows: 2,
  validRows: 0,
  problemRows: 2,
  problems: [
    { row: 2, reasons: ['Category must be one of: accessories, dress, jewellery, cosmetics'] },
    { row: 3, reasons: ['Price must be a number'] },
  ],
  sample: [],
};
const goodPreview: ImportPreview = { rows: 2, validRows: 2, problemRows: 0, problems: [], sample: [] };

function csvFile(text: string) {
  return new File([text], 'catalog.csv', { type: 'text/csv' });
}

describe('the import dialog', () => {
  it('shows each bad row with its reason and lets nothing be imported until the file is fixed', async () => {
    const fetchSpy = mockApi({
      'POST /api/products/import': async (request) => ({ body: (await request.text()) === BAD_FILE ? badPreview : goodPreview }),
      'POST /api/products/import/confirm': {
        lines: [
          { phase: 'write', done: 1, total: 2 },
          { phase: 'write', done: 2, total: 2 },
          { phase: 'done', result: { message: 'Imported 2 products', imported: 2 } },
        ],
      },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ImportProductsDialog onClose={onClose} />);
    expect(screen.getByRole('link', { name: 'Download the template' })).toHaveAttribute('download', 'products-template.csv');

    await user.upload(screen.getByLabelText('CSV file'), csvFile(BAD_FILE));
    expect(await screen.findByText('2 rows checked: 0 ready to import, 2 rows with problems.')).toBeInTheDocument();
    const problems = within(screen.getByRole('list', { name: 'Rows with problems' }));
    expect(problems.getByText('Row 2').parentElement).toHaveTextContent(
      'Row 2Category must be one of: accessories, dress, jewellery, cosmetics',
    );
    expect(problems.getByText('Row 3').parentElement).toHaveTextContent('Row 3Price must be a number');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    await user.upload(screen.getByLabelText('CSV file'), csvFile(GOOD_FILE));
    expect(await screen.findByText('2 rows checked: 2 ready to import.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 2 products' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const confirmCall = fetchSpy.mock.calls.map(([request]) => request).find((request) => request.url.endsWith('/confirm'));
    expect(confirmCall?.headers.get('accept')).toBe('application/x-ndjson');
    expect(await confirmCall?.text()).toBe(GOOD_FILE);
  });

  it('says why the shop refused the whole file', async () => {
    mockApi({ 'POST /api/products/import': { status: 400, body: { message: 'The file has no price column' } } });
    const { user } = renderWithProviders(<ImportProductsDialog onClose={() => {}} />);
    await user.upload(screen.getByLabelText('CSV file'), csvFile('name\nScarf\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file has no price column');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('says when the write failed and nothing was imported', async () => {
    mockApi({
      'POST /api/products/import': { body: goodPreview },
      'POST /api/products/import/confirm': {
        lines: [
          { phase: 'write', done: 1, total: 2 },
          { phase: 'failed', message: 'Nothing was imported: the write failed (request r-1)' },
        ],
      },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ImportProductsDialog onClose={onClose} />);
    await user.upload(screen.getByLabelText('CSV file'), csvFile(GOOD_FILE));
    await user.click(await screen.findByRole('button', { name: 'Import 2 products' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was imported: the write failed (request r-1)');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the import progress bar', () => {
  it('fills as rows are written', () => {
    renderWithProviders(<ImportProgressBar label="Importing" done={2_500} total={10_000} />);
    expect(screen.getByRole('progressbar', { name: 'Importing' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Importing: 2,500 of 10,000 rows')).toBeInTheDocument();
  });
});
