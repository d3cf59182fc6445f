export default function SuccessPage() {
  return (
    <main className="mx-auto max-w-6xl px-6 py-16">
      <h1 className="text-4xl">Success</h1>
    </main>
  );
}
