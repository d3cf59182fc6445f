import { usePageHead } from '../../shared/pageHead';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { MessagePage } from './MessagePage';

const LINKS = [
  { to: '/', label: 'Back to home' },
  { to: '/contact', label: 'Contact us' },
];

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  usePageHead({ status: 404 });
  return (
    <MessagePage eyebrow="404" title="Page not found" links={LINKS}>
      <p>The page you are looking for has moved or never existed.</p>
    </MessagePage>
  );
}
