export default function CategoryPage() {
  return (
    <main className="mx-auto max-w-6xl px-6 py-16">
      <h1 className="text-4xl">Category</h1>
    </main>
  );
}
