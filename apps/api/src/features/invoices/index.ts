export type { DocumentSummary } from './issue.ts';
export { documentsOf, issueCreditNote, issueInvoice } from './issue.ts';
