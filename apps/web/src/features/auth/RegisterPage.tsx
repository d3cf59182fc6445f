export default function RegisterPage() {
  return (
    <main className="mx-auto max-w-6xl px-6 py-16">
      <h1 className="text-4xl">Register</h1>
    </main>
  );
}
