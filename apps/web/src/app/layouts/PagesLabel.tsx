import { useTranslate } from '../../shared/i18n/useTranslate';
import { ChevronDownIcon } from './HeaderIcons';

export function PagesLabel() {
  const translate = useTranslate();
  return (
    <span className="inline-flex items-center gap-1">
      {translate('nav.pages')}
      <ChevronDownIcon className="size-4" />
    </span>
  );
}
