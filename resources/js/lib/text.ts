/** text on one line, cut to max characters with an ellipsis. */
export function truncate(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line
}

/**
 * text as searched: lower case, accents removed, ligatures spelled out, so
 * that "assemblee" finds "Assemblée" and "oeuvre" finds "Œuvre", "l'ete" finds "L’été" (the same
 * folding as the server's db.SortKey, for lists filtered in the browser).
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
}

/** Whether text holds query, ignoring case and accents. */
export function folds(text: string, query: string): boolean {
  return fold(text).includes(fold(query.trim()))
}
