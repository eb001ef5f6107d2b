/** A section type as a name: `text-block` -> `Text block`. */
export function sectionLabel(type: string): string {
  const words = type.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
