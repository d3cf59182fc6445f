import { useTranslate } from '../../shared/i18n/useTranslate';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { MessagePage } from './MessagePage';

export default function UnauthorizedPage() {
  const translate = useTranslate();
  useDocumentTitle(translate('unauthorized.title'));
  const links = [
    { to: '/', label: translate('unauthorized.home') },
    { to: '/login', label: translate('unauthorized.otherAccount') },
  ];
  return (
    <MessagePage eyebrow="401" title={translate('unauthorized.title')} links={links}>
      <p>{translate('unauthorized.text')}</p>
    </MessagePage>
  );
}
