import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { buttonClasses } from '../../components/Button';
import { MessagePage } from './MessagePage';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <MessagePage
      eyebrow="404"
      title="Page not found"
      actions={
        <>
          <Link to="/" className={buttonClasses()}>
            Back to home
          </Link>
          <Link to="/contact" className={buttonClasses({ variant: 'secondary' })}>
            Contact us
          </Link>
        </>
      }
    >
      <p>The page you are looking for has moved or never existed.</p>
    </MessagePage>
  );
}
