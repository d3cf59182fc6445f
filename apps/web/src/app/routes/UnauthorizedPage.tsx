import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { MessagePage } from './MessagePage';

const LINKS = [
  { to: '/', label: 'Back to home' },
  { to: '/login', label: 'Login with another account' },
];

export default function UnauthorizedPage() {
  useDocumentTitle('Unauthorized');
  return (
    <MessagePage eyebrow="401" title="Unauthorized" links={LINKS}>
      <p>Your account does not have access to this page.</p>
    </MessagePage>
  );
}
