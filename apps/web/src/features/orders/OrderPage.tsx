export default function OrderPage() {
  return (
    <main className="mx-auto max-w-6xl px-6 py-16">
      <h1 className="text-4xl">Order</h1>
    </main>
  );
}
