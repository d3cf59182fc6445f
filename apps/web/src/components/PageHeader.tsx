// The band at the top of a storefront page: its title and a line about it.
interface PageHeaderProps {
  title: string;
  subtitle?: string;
}

export function PageHeader({ title, subtitle }: PageHeaderProps) {
  return (
    <header className="bg-cream">
      <div className="mx-auto max-w-7xl px-4 py-12 text-center sm:px-6 md:py-16 lg:px-8">
        <h1 className="text-4xl capitalize text-ink sm:text-5xl">{title}</h1>
        {subtitle && <p className="mx-auto mt-3 max-w-2xl text-muted">{subtitle}</p>}
      </div>
    </header>
  );
}
