import { useTranslate } from '../../shared/i18n/useTranslate';
import { usePageHead } from '../../shared/pageHead';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { MessagePage } from './MessagePage';

export default function NotFoundPage() {
  const translate = useTranslate();
  useDocumentTitle(translate('notFound.title'));
  usePageHead({ status: 404 });
  return (
    <MessagePage
      eyebrow="404"
      title={translate('notFound.title')}
      links={[
        { to: '/', label: translate('notFound.home') },
        { to: '/contact', label: translate('notFound.contact') },
      ]}
    >
      <p>{translate('notFound.text')}</p>
    </MessagePage>
  );
}
