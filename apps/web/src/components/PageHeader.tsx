// A page's title and a line about it: a centred band across a storefront page, or a dashboard screen's heading with
// its actions on the right.
interface PageHeaderProps {
  title: string;
  description?: string;
  actions?: React.ReactNode;
  /** The storefront's band across the page, instead of the dashboard's heading. */
  band?: boolean;
  /** Given, the title can take the focus, for a screen whose last item has gone from under it. */
  titleRef?: React.Ref<HTMLHeadingElement>;
}

export function PageHeader({ title, description, actions, band = false, titleRef }: PageHeaderProps) {
  const focusable = titleRef ? { ref: titleRef, tabIndex: -1 } : {};
  if (band) {
    return (
      <header className="bg-cream">
        <div className="mx-auto max-w-7xl px-4 py-12 text-center sm:px-6 md:py-16 lg:px-8">
          <h1 {...focusable} className="text-4xl capitalize text-ink sm:text-5xl">
            {title}
          </h1>
          {description && <p className="mx-auto mt-3 max-w-2xl text-muted">{description}</p>}
        </div>
      </header>
    );
  }
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        {/* A long word (an order's payment reference) wraps rather than widening a phone's page. */}
        <h1 {...focusable} className="text-3xl text-ink [overflow-wrap:anywhere] sm:text-4xl">
          {title}
        </h1>
        {description ? <p className="mt-2 text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </header>
  );
}
