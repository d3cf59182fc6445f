// The editor's preview: the Markdown rendered in the browser by the renderer the server uses (markdown-it, raw HTML
// off), its placeholders filled with the values the server fills them with, loaded with the editor only. The
// storefront shows the server's rendering (docs/decisions/310, 531).
import { escapeMarkdown, fillPlaceholders } from '@atelier/domain';
import MarkdownIt from 'markdown-it';
import { useDeferredValue, useMemo } from 'react';
import { selectPlaceholderValues } from '../../shared/shop/shopSettingsSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { PageProse } from './PageProse';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

export default function MarkdownPreview({ title, body }: { title: string; body: string }) {
  // Typing stays quick in a long page: the preview follows a moment later.
  const deferredBody = useDeferredValue(body);
  const values = useAppSelector(selectPlaceholderValues);
  const html = useMemo(() => markdown.render(fillPlaceholders(deferredBody, values, escapeMarkdown)), [deferredBody, values]);
  return (
    <article className="rounded-card border border-line bg-ivory p-5 sm:p-8">
      <p className="mb-6 border-b border-line pb-6 font-display text-3xl text-ink sm:text-4xl">{title || 'Untitled page'}</p>
      <PageProse html={html} />
    </article>
  );
}
