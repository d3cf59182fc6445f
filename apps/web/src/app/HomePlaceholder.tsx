export default function HomePlaceholder() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-24 text-center">
      <h1 className="text-5xl">Atelier</h1>
      <p className="mt-4 text-muted">Dresses, jewellery, accessories and cosmetics.</p>
    </main>
  );
}
