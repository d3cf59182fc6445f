// Why the form on an account page was refused, read out as soon as it appears.
export function AuthAlert({ children }: { children: React.ReactNode }) {
  return (
    <p role="alert" className="rounded-lg bg-danger-soft px-4 py-3 text-sm text-danger">
      {children}
    </p>
  );
}
