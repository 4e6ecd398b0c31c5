/** The article's category as a small pill. */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-block rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-900">
      {category}
    </span>
  );
}
