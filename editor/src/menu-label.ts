/**
 * A menu or footer label from a page title: the title without the brand ("Karriere bei ProL"
 * -> "Karriere", "Careers at ProL" -> "Careers", "Preise – ProL" -> "Preise"). A menu entry
 * stands under the brand's own logo, so the brand in it is only length (issue 38's trial: the
 * full title was the default and everyone shortened it). The person can still change it.
 */
export function menuLabel(title: string, brand: string): string {
  if (!brand.trim()) return title;
  const name = brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const short = title
    .trim()
    // "… bei ProL", "… at ProL", "… von ProL", "… with ProL"
    .replace(new RegExp(`\\s+(?:bei|at|von|of|by|mit|with|für|for)\\s+${name}$`, 'i'), '')
    // "… – ProL", "… | ProL", "… · ProL", "… - ProL", "…: ProL"
    .replace(new RegExp(`\\s*[–—|·:-]\\s*${name}$`, 'i'), '')
    // "ProL – …", "ProL | …"
    .replace(new RegExp(`^${name}\\s*[–—|·:-]\\s*`, 'i'), '')
    .trim();
  return short || title;
}
