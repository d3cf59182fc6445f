export default function ErrorScreen() {
  return (
    <main className="mx-auto max-w-6xl px-6 py-16">
      <h1 className="text-4xl">Unexpected Application Error!</h1>
    </main>
  );
}
