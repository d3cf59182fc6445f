// The admin's CSV import in a real browser: a bad row is named with its reason, the fixed file is imported whole.
import type { ProductListResponse } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { apiGet, signedInPage } from './support/dashboard.ts';
import { ADMIN } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();

const HEADER = 'name,category,color,price,old_price,description,image,stock,sizes';
const csvFile = (rows: string[]) => ({
  name: 'autumn.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...rows].join('\n')),
});

describe('catalog import', () => {
  it('shows a bad row and why, then imports the fixed file and lists its products', async () => {
    const { page, problems } = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/manage-products');
    const stamp = Date.now().toString(36);
    const scarf = `Autumn scarf ${stamp}`;
    const dress = `Autumn dress ${stamp}`;
    const before = await apiGet<ProductListResponse>(page, '/api/products?limit=1');

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products' });
    await dialog
      .getByLabel('CSV file')
      .setInputFiles(csvFile([`${scarf},accessories,red,45,,Soft wool,,12,`, `${dress},furniture,beige,120,,Linen,,,S:3|M:1`]));
    await dialog.getByText('2 rows checked: 1 ready to import, 1 row with problems.').waitFor();
    const badRows = dialog.getByRole('list', { name: 'Rows with problems' });
    await badRows.getByRole('listitem').filter({ hasText: 'Row 3' }).getByText('Category must be one of: accessories').waitFor();
    expect(await dialog.getByRole('button', { name: 'Import 1 product' }).isDisabled()).toBe(true);

    await dialog
      .getByLabel('CSV file')
      .setInputFiles(csvFile([`${scarf},accessories,red,45,,Soft wool,,12,`, `${dress},dress,beige,120,,Linen,,,S:3|M:1`]));
    await dialog.getByText('2 rows checked: 2 ready to import.').waitFor();
    await dialog.getByRole('button', { name: 'Import 2 products' }).click();
    await page.getByText('Imported 2 products').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: `Edit ${scarf}` }).waitFor();
    await page.getByRole('link', { name: `Edit ${dress}` }).waitFor();
    const after = await apiGet<ProductListResponse>(page, '/api/products?limit=1');
    expect(after.totalProducts).toBe(before.totalProducts + 2);
    expect(problems).toEqual([]);
  });
});
