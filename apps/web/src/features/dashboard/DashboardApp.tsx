export default function DashboardApp() {
  return <main className="p-8">Dashboard</main>;
}
