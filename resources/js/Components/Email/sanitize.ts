import DOMPurify from 'dompurify'

let hooked = false

/**
 * A message's HTML made safe to render: DOMPurify's HTML profile (no script,
 * no event handler, no javascript: URL, no SVG/MathML). Links open in a new tab
 * without giving it a handle on this one.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    hooked = true
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer nofollow')
      }
    })
  }
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
}
