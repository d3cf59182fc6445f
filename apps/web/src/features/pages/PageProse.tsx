// A page's text in the shop's reading style: serif headings, calm lists and tables, links in the accent. The HTML is
// the server's (safe: raw HTML off, links checked, docs/decisions/300) or the editor's preview of the same renderer.
const PROSE = [
  'max-w-prose text-base leading-relaxed text-ink',
  '[&_h1]:mt-10 [&_h1]:mb-4 [&_h1]:font-display [&_h1]:text-3xl',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-2xl',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:font-display [&_h3]:text-xl',
  '[&_p]:my-4 [&_p]:text-muted [&_li]:text-muted [&_strong]:text-ink',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-accent-dark',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-2 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_hr]:my-10 [&_hr]:border-line [&_img]:my-6 [&_img]:rounded-card',
  '[&_code]:rounded [&_code]:bg-cream [&_code]:px-1 [&_code]:text-sm',
  '[&_table]:my-6 [&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:border-line [&_th]:py-2 [&_th]:text-left',
  '[&_td]:border-b [&_td]:border-line [&_td]:py-2 [&_td]:text-muted',
  '[&>:first-child]:mt-0',
].join(' ');

export function PageProse({ html }: { html: string }) {
  // Safe as it comes: see the header of this file.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is rendered safe from Markdown (docs/decisions/300)
  return <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
}
