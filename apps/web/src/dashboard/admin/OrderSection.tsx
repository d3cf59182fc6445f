// One titled card of the admin's order page; the page is a stack of these, so a new concern is one more section.
interface OrderSectionProps {
  title: string;
  children: React.ReactNode;
}

export function OrderSection({ title, children }: OrderSectionProps) {
  const id = `order-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-white p-6 shadow-card">
      <h2 id={id} className="mb-4 text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
