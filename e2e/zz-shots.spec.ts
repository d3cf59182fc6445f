import { it } from 'vitest';
import { visit } from './support/browser.ts';
import { signedInPage } from './support/dashboard.ts';
import { ADMIN } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();
const HEADER = 'name,category,color,price,old_price,description,image,stock,sizes';
const file = (rows: string[]) => ({
  name: 'autumn.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...rows].join('\n')),
});

it('shots', async () => {
  const { page } = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/manage-products');
  await page.getByRole('link', { name: 'Export CSV' }).waitFor();
  await page.screenshot({ path: '/tmp/csv-shots/1-manage-products.png' });
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products' });
  await dialog.waitFor();
  await page.screenshot({ path: '/tmp/csv-shots/2-dialog.png' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      file([
        'Autumn scarf,accessories,red,45,,Soft wool,,12,',
        'Linen dress,furniture,beige,120,,Linen,,,S:3|M:1',
        'Wool hat,accessories,gold,twelve,,Warm,,3,',
        'Odd dress,dress,red,80,,Bad sizes,,,S3|M:1',
      ]),
    );
  await dialog.getByText('4 rows checked').waitFor();
  await page.screenshot({ path: '/tmp/csv-shots/3-preview-errors.png' });
  const rows = Array.from({ length: 10_000 }, (_, i) => `Bulk ${i},jewellery,gold,${10 + (i % 90)},,Row ${i},,${i % 9},`);
  await dialog.getByLabel('CSV file').setInputFiles(file(rows));
  await dialog.getByRole('progressbar').waitFor();
  await page.screenshot({ path: '/tmp/csv-shots/4-checking.png' });
  await dialog.getByText('10,000 rows checked').waitFor({ timeout: 60_000 });
  await page.screenshot({ path: '/tmp/csv-shots/5-preview-good.png' });
  await dialog.getByRole('button', { name: 'Import 10,000 products' }).click();
  await dialog.locator('[role=progressbar][aria-valuenow]').waitFor({ timeout: 60_000 });
  await page.screenshot({ path: '/tmp/csv-shots/6-progress.png' });
  await page.getByText('Imported 10000 products').waitFor({ timeout: 120_000 });
  await page.screenshot({ path: '/tmp/csv-shots/7-done.png' });
  await visit(page, '/dashboard/manage-orders');
  await page.getByRole('link', { name: 'Export orders CSV' }).waitFor();
  await page.screenshot({ path: '/tmp/csv-shots/8-orders-export.png' });
  await page.setViewportSize({ width: 375, height: 812 });
  await visit(page, '/dashboard/manage-products');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await dialog.getByLabel('CSV file').setInputFiles(file(['Linen dress,furniture,beige,120,,Linen,,,S:3|M:1']));
  await dialog.getByText('1 row checked').waitFor();
  await page.screenshot({ path: '/tmp/csv-shots/9-phone-preview.png' });
}, 300_000);
