export type { DocumentSummary } from './issue.ts';
export { documentsOf, issueCreditNote, issueInvoice } from './issue.ts';
export { attachmentsFor, documentFiles } from './mailAttachments.ts';
