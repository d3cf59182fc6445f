import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { buttonClasses } from '../../components/Button';
import { MessagePage } from './MessagePage';

export default function UnauthorizedPage() {
  useDocumentTitle('Unauthorized');
  return (
    <MessagePage
      eyebrow="401"
      title="Unauthorized"
      actions={
        <>
          <Link to="/" className={buttonClasses()}>
            Back to home
          </Link>
          <Link to="/login" className={buttonClasses({ variant: 'secondary' })}>
            Login with another account
          </Link>
        </>
      }
    >
      <p>Your account does not have access to this page.</p>
    </MessagePage>
  );
}
