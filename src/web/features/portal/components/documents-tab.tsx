// Placeholder until the Documents tab lands (upload, list, download, delete: the portal issue, 5).
export function DocumentsTab() {
  return <p className="text-slate-700">Documents are coming soon.</p>;
}
