/**
 * A name as a slug, the way the server derives one: lower case, accents
 * removed, every other run of characters a hyphen
 * ("Savon à l’huile d’olive" → "savon-a-l-huile-d-olive").
 */
export function slugOf(name: string, max = 80): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '')
}
