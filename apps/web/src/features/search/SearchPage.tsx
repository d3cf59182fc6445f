export default function SearchPage() {
  return (
    <main className="mx-auto max-w-6xl px-6 py-16">
      <h1 className="text-4xl">Search</h1>
    </main>
  );
}
