// Invoices and credit notes as the mails about them carry them: attached when the owner's settings say so (the
// default), rendered from their frozen data when the mail is sent, so the mail's PDF is the one the order page gives.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema.ts';
import { readSettings } from '../settings/index.ts';
import { documentPdf } from './pdf/documentPdf.ts';

/** The numbers of `issued` a mail about them attaches: all, or none when the owner turned attaching off. */
export async function attachmentsFor(tx: Db, ...issued: Array<{ number: string }>): Promise<string[]> {
  const { attachInvoices } = await readSettings(tx);
  return attachInvoices ? issued.map((document) => document.number) : [];
}

/** The PDFs of the documents `numbers` names, as a mail carries them. */
export async function documentFiles(db: Db, numbers: string[]) {
  if (numbers.length === 0) return [];
  const rows = await db.select().from(documents).where(inArray(documents.number, numbers));
  return Promise.all(
    rows.map(async (row) => ({
      filename: `${row.number}.pdf`,
      content: await documentPdf(row.data),
      contentType: 'application/pdf',
    })),
  );
}
