/** An article's topics as chips; the list is labelled for screen readers ("Topics"). */
export function ArticleTags({
  tags,
  label,
  tone = 'light',
  className = '',
}: {
  tags: readonly string[];
  label: string;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  if (tags.length === 0) return null;
  const chip =
    tone === 'dark'
      ? 'border-white/25 bg-white/10 text-white'
      : 'border-navy-100 bg-navy-50 text-navy-800';
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag} className={`rounded-full border px-3 py-1 text-xs font-semibold ${chip}`}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
