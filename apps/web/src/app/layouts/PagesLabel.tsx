import { ChevronDown } from 'lucide-react';

export function PagesLabel() {
  return (
    <span className="inline-flex items-center gap-1">
      Pages
      <ChevronDown aria-hidden="true" className="size-4" />
    </span>
  );
}
