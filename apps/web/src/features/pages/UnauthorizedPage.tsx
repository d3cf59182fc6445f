export default function UnauthorizedPage() {
  return (
    <main className="mx-auto max-w-6xl px-6 py-16">
      <h1 className="text-4xl">Unauthorized</h1>
    </main>
  );
}
