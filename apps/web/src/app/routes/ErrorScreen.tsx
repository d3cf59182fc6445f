// The router's error element: the status and text of a failed route, or the message of a thrown error.

import { pathInLanguage } from '@atelier/domain';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { useTranslate } from '../../shared/i18n/useTranslate';

function describe(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : undefined;
}

export default function ErrorScreen() {
  const error = useRouteError();
  const translate = useTranslate();
  const language = useLanguage();
  return (
    <div className="flex min-h-dvh flex-col px-6 py-6">
      <Logo />
      <main className="mx-auto flex max-w-2xl flex-1 flex-col items-center justify-center py-16 text-center">
        <h1 className="text-4xl sm:text-5xl">{translate('errorScreen.title')}</h1>
        <p className="mt-6 max-w-full rounded-lg bg-danger-soft px-4 py-3 font-mono text-sm wrap-anywhere text-danger">
          {describe(error) ?? translate('errorScreen.unknown')}
        </p>
        {/* A full page load: the app may be in a broken state. */}
        <a href={pathInLanguage('/', language)} className={`${buttonClasses()} mt-10`}>
          {translate('notFound.home')}
        </a>
      </main>
    </div>
  );
}
