// A page's editor: /dashboard/pages/new writes a new page (its address may be suggested: ?slug=shipping),
// /dashboard/pages/{slug} changes one. Leaving with unsaved changes asks first. A page just created opens in its editor
// with the focus on its title, where the keyboard left Create page.
import type { PageTranslations, ShopPage } from '@atelier/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { SAVED_AND_LEAVING, savedAndLeaving, UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import { useCreatePageMutation, useGetPageQuery, useUpdatePageMutation } from '../../features/pages/api';
import { type PageDraft, PageForm, slugOf } from '../../features/pages/PageForm';
import { errorMessage, fieldErrors } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { sameTranslations, translationsBody } from '../../shared/translatedTexts';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

const sameDraft = (a: PageDraft, b: PageDraft) =>
  a.slug === b.slug && a.title === b.title && a.body === b.body && sameTranslations(a.translations, b.translations);

/** The page as the editor holds it; its translations are an admin's to read. */
const draftOf = (page: ShopPage): PageDraft => ({
  slug: page.slug,
  title: page.title,
  body: page.body,
  translations: (page.translations ?? {}) as PageTranslations,
});

function PageEditor({ saved, creating }: { saved: PageDraft; creating: boolean }) {
  const navigate = useNavigate();
  const [baseline, setBaseline] = useState(saved);
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [createPage, creation] = useCreatePageMutation();
  const [updatePage, update] = useUpdatePageMutation();
  const dirty = !sameDraft(draft, baseline);

  function change(fields: Partial<PageDraft>) {
    setDraft((current) => {
      const next = { ...current, ...fields };
      // A new page's address follows its title until it is written by hand.
      if (creating && fields.title !== undefined && current.slug === slugOf(current.title)) next.slug = slugOf(fields.title);
      return next;
    });
  }

  async function save() {
    try {
      const { translations, ...texts } = draft;
      const body = { ...texts, ...translationsBody(translations) };
      const page: ShopPage = creating ? await createPage(body).unwrap() : await updatePage(body).unwrap();
      const now = draftOf(page);
      setBaseline(now);
      setDraft(now);
      setErrors({});
      setFailure('');
      toast.success(`'${page.title}' saved`);
      if (creating) navigate(`/dashboard/pages/${page.slug}`, { replace: true, state: SAVED_AND_LEAVING });
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(errorMessage(error));
    }
  }

  return (
    <>
      {failure && (
        <p role="alert" className="mb-6 rounded-md bg-danger-soft px-4 py-3 text-danger">
          {failure}
        </p>
      )}
      <PageForm
        draft={draft}
        onChange={change}
        creating={creating}
        errors={errors}
        onSubmit={() => void save()}
        busy={creation.isLoading || update.isLoading}
      />
      <UnsavedChangesGuard dirty={dirty} />
    </>
  );
}

function BackToPages() {
  return (
    <Link to="/dashboard/pages" className="inline-flex min-h-11 items-center text-sm text-muted hover:text-ink">
      ← All pages
    </Link>
  );
}

export function NewPageEditorPage() {
  useDocumentTitle('New page');
  const [params] = useSearchParams();
  const slug = params.get('slug') ?? '';
  return (
    <>
      <BackToPages />
      <PageHeader title="New page" description="Written in Markdown; the preview shows it as visitors will read it." />
      <PageEditor saved={{ slug, title: '', body: '', translations: {} }} creating />
    </>
  );
}

export function EditPageEditorPage() {
  const { slug = '' } = useParams();
  const page = useGetPageQuery(slug, { refetchOnMountOrArgChange: true });
  useDocumentTitle(page.data ? `Edit ${page.data.title}` : 'Edit page');
  const justCreated = savedAndLeaving(useLocation().state);
  const loaded = page.data !== undefined;
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justCreated && loaded) titleRef.current?.focus();
  }, [justCreated, loaded]);
  return (
    <>
      <BackToPages />
      <PageHeader titleRef={titleRef} title={page.data ? `Edit ${page.data.title}` : 'Edit page'} />
      <QueryState query={page} emptyText="No such page.">
        {(found) => <PageEditor key={found.slug} saved={draftOf(found)} creating={false} />}
      </QueryState>
    </>
  );
}
