export default function LoginPage() {
  return (
    <main className="mx-auto max-w-6xl px-6 py-16">
      <h1 className="text-4xl">Login</h1>
    </main>
  );
}
