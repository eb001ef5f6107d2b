/**
 * What the site's line icons share: a 24-unit grid drawn in the text colour with round ends and
 * corners, `size` px wide. Decorative: the text or control beside an icon carries its meaning.
 */
export function lineIcon(size: number, strokeWidth = 2.25) {
  return {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
  } as const;
}
