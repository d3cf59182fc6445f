export default function NotFoundPage() {
  return (
    <main className="mx-auto max-w-6xl px-6 py-16">
      <h1 className="text-4xl">Page not found</h1>
    </main>
  );
}
