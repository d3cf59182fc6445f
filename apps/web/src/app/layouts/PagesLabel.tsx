import { ChevronDownIcon } from './HeaderIcons';

export function PagesLabel() {
  return (
    <span className="inline-flex items-center gap-1">
      Pages
      <ChevronDownIcon className="size-4" />
    </span>
  );
}
