/** A walked distance in the page's language: metres below 1 km ("85 m"), else km with two decimals ("1,25 km"). */
export function formatDistance(metres: number, language: string): string {
  if (metres < 1000) return `${new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(Math.round(metres))} m`;
  return `${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(metres / 1000)} km`;
}
