// A page's editor: its title, its address (only when the page is new: a page elsewhere is another page), and its text
// in Markdown beside a live preview; each refused field with the server's reason. The title and text have a tab per
// language, and the preview shows the page in the tab's language, English where no translation is written.
import { inLanguage, type Language, type PageTranslations } from '@atelier/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { TranslatedFields } from '../../components/TranslatedFields';
import { PlaceholderHelp } from './PlaceholderHelp';

const MarkdownPreview = lazy(() => import('./MarkdownPreview'));

export interface PageDraft {
  slug: string;
  title: string;
  body: string;
  translations: PageTranslations;
}

interface PageFormProps {
  draft: PageDraft;
  onChange: (fields: Partial<PageDraft>) => void;
  /** The page is new: its address may still be chosen. */
  creating: boolean;
  errors: Record<string, string>;
  onSubmit: () => void;
  busy: boolean;
}

/** A title as an address: "Returns & exchanges" → "returns-exchanges". */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

export function PageForm({ draft, onChange, creating, errors, onSubmit, busy }: PageFormProps) {
  const previewId = useId();
  const [shown, setShown] = useState<Language>('en');
  const previewed = inLanguage({ title: draft.title, body: draft.body }, draft.translations, shown);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="grid gap-8 xl:grid-cols-2"
    >
      <div className="flex flex-col gap-5">
        {creating ? (
          <TextField
            label="Slug"
            hint={`The page's address: /pages/${draft.slug || '…'}. Lower-case letters, digits and hyphens.`}
            value={draft.slug}
            onChange={(slug) => onChange({ slug })}
            error={errors.slug}
          />
        ) : (
          <p className="text-sm text-muted">
            Address: <span className="font-medium text-ink">/pages/{draft.slug}</span>
          </p>
        )}
        <TranslatedFields
          label="Page texts by language"
          shown={shown}
          onShow={setShown}
          english={
            <>
              <TextField label="Title" value={draft.title} onChange={(title) => onChange({ title })} error={errors.title} />
              <TextField
                label="Body"
                hint="Markdown: ## for a heading, **bold**, - for a list, [text](/shop) for a link; {{freeShippingFrom}} and the other placeholders below for a figure of your delivery zones."
                rows={18}
                value={draft.body}
                onChange={(body) => onChange({ body })}
                error={errors.body}
                className="[&_textarea]:font-mono"
              />
            </>
          }
          fields={[
            { field: 'title', label: 'Title', original: draft.title },
            { field: 'body', label: 'Body', original: draft.body, rows: 18 },
          ]}
          translations={draft.translations}
          onChange={(translations) => onChange({ translations })}
        />
        <PlaceholderHelp />
        <div>
          <Button type="submit" busy={busy}>
            {busy ? 'Saving...' : creating ? 'Create page' : 'Save page'}
          </Button>
        </div>
      </div>
      <section aria-labelledby={previewId}>
        <h2 id={previewId} className="mb-3 text-xs font-semibold tracking-[0.2em] text-muted uppercase font-sans">
          Preview
        </h2>
        <Suspense fallback={<div className="min-h-64 rounded-card border border-line bg-ivory" />}>
          <MarkdownPreview title={previewed.title} body={previewed.body} />
        </Suspense>
      </section>
    </form>
  );
}
