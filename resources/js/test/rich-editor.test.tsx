import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import RichEditor from '@/Components/RichEditor'

// ProseMirror measures text ranges (scrolling the caret into view); jsdom has no layout.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList
Range.prototype.getClientRects ??= noRects
Range.prototype.getBoundingClientRect ??= () => new DOMRect()

beforeAll(async () => {
  await import('@/Components/RichEditor')
}, 30_000)

const body = '<h2>Les décisions</h2><p>Trois votes.</p><h3>Le conseil</h3><p>Deux élues.</p>'

describe('RichEditor', () => {
  it('keeps the sections of an article or a post, and makes one from the toolbar', async () => {
    const onChange = vi.fn()
    render(<RichEditor headings label="Text" initial={body} onChange={onChange} />)
    const text = screen.getByRole('textbox', { name: 'Text' })
    await waitFor(() => expect(text.querySelector('h2')?.textContent).toBe('Les décisions'))
    expect(text.querySelector('h3')?.textContent).toBe('Le conseil')
    // The subsection button turns the block holding the caret (the first) into a subheading; the text sent back keeps every section.
    fireEvent.click(screen.getByRole('button', { name: 'Subsection heading' }))
    await waitFor(() => expect(onChange).toHaveBeenCalled())
    expect(onChange.mock.calls.at(-1)?.[0]).toBe('<h3>Les décisions</h3><p>Trois votes.</p><h3>Le conseil</h3><p>Deux élues.</p>')
  })

  it('offers no headings in a mail or a task, where they have no place', () => {
    render(<RichEditor label="Message" initial="<p>Bonjour</p>" onChange={() => undefined} />)
    expect(screen.queryByRole('button', { name: 'Section heading' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Bold' })).toBeTruthy()
  })
})
