import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Quote, Strikethrough, Underline, Unlink, type LucideIcon } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'

export interface RichEditorProps {
  /** The accessible name of the editable area ("Message"). */
  label: string
  initial: string
  onChange: (html: string) => void
  placeholder?: string
  autoFocus?: boolean
  invalid?: boolean
  describedBy?: string
  /** ProseMirror keeps Esc from the dialog (it prevents its default): the dialog is told here. */
  onEscape?: () => void
  /** Section headings (levels 2 and 3) for long texts: articles and posts. Without them a heading is kept as a paragraph. */
  headings?: boolean
}

const starter = (headings: boolean) =>
  StarterKit.configure({
    heading: headings ? { levels: [2, 3] } : false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' } },
  })
const extensions = [starter(false)]
const longExtensions = [starter(true)]

function ToolButton({ label, icon: Icon, active, onClick }: { label: string; icon: LucideIcon; active?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      aria-pressed={active}
      className={`inline-flex size-8 cursor-pointer items-center justify-center rounded-md transition-colors hover:bg-primary/10 hover:text-primary-text ${
        active ? 'bg-primary/15 text-primary-text' : 'text-text'
      }`}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  )
}

function Toolbar({ editor, headings }: { editor: Editor; headings: boolean }) {
  const { t } = useTranslation()
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
    }),
  })
  const chain = () => editor.chain().focus()
  const link = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? ''
    const url = window.prompt(t('email.editor.linkPrompt'), previous)
    if (url === null) return
    if (url.trim() === '') chain().extendMarkRange('link').unsetLink().run()
    else chain().extendMarkRange('link').setLink({ href: url.trim() }).run()
  }
  return (
    <div role="toolbar" aria-label={t('email.editor.toolbar')} className="flex flex-wrap items-center gap-0.5 border-b border-line px-4 py-1">
      {headings && (
        <>
          <ToolButton label={t('email.editor.heading2')} icon={Heading2} active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
          <ToolButton label={t('email.editor.heading3')} icon={Heading3} active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
          <span aria-hidden="true" className="mx-1 h-5 w-px bg-line" />
        </>
      )}
      <ToolButton label={t('email.editor.bold')} icon={Bold} active={state.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton label={t('email.editor.italic')} icon={Italic} active={state.italic} onClick={() => chain().toggleItalic().run()} />
      <ToolButton label={t('email.editor.underline')} icon={Underline} active={state.underline} onClick={() => chain().toggleUnderline().run()} />
      <ToolButton label={t('email.editor.strike')} icon={Strikethrough} active={state.strike} onClick={() => chain().toggleStrike().run()} />
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-line" />
      <ToolButton label={t('email.editor.bulletList')} icon={List} active={state.bullet} onClick={() => chain().toggleBulletList().run()} />
      <ToolButton label={t('email.editor.orderedList')} icon={ListOrdered} active={state.ordered} onClick={() => chain().toggleOrderedList().run()} />
      <ToolButton label={t('email.editor.quote')} icon={Quote} active={state.quote} onClick={() => chain().toggleBlockquote().run()} />
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-line" />
      <ToolButton label={t('email.editor.link')} icon={Link2} active={state.link} onClick={link} />
      {state.link && <ToolButton label={t('email.editor.unlink')} icon={Unlink} onClick={() => chain().extendMarkRange('link').unsetLink().run()} />}
    </div>
  )
}

/** A rich-text editor (TipTap: StarterKit with links) for mail, task descriptions… Load it lazily: TipTap and ProseMirror are heavy. */
export default function RichEditor({ label, initial, onChange, placeholder, autoFocus, invalid, describedBy, onEscape, headings = false }: RichEditorProps) {
  // useEditor hands changed options (these attributes) to the editor on each render.
  const attributes = (): Record<string, string> => ({
    'aria-label': label,
    role: 'textbox',
    'aria-multiline': 'true',
    class: 'mail-body min-h-44 px-5 py-3 text-[0.9375rem] text-heading focus:outline-none',
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  })
  const editor = useEditor({
    extensions: headings ? longExtensions : extensions,
    content: initial,
    autofocus: autoFocus ? 'start' : false,
    editorProps: {
      attributes: attributes(),
      handleKeyDown: (_view, event) => {
        if (event.key !== 'Escape' || !onEscape) return false
        onEscape()
        return true
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  })

  const empty = useEditorState({ editor, selector: ({ editor: e }) => e.isEmpty })

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <Toolbar editor={editor} headings={headings} />
      <div className="relative flex-1 overflow-y-auto">
        {empty && placeholder && (
          <p aria-hidden="true" className="pointer-events-none absolute start-5 top-3 text-[0.9375rem] text-muted">
            {placeholder}
          </p>
        )}
        <EditorContent editor={editor} />
      </div>
    </div>
  )
}
