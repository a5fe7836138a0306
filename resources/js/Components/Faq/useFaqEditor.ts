import { router } from '@inertiajs/react'
import { useState } from 'react'
import { ApiError } from '@/lib/api'
import { t } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { notify } from '@/lib/toast'
import { faqApi, type GroupFields, type QuestionFields } from './api'
import type { ContentLang, FaqEntry, FaqGroup } from './types'

/** What is being deleted, and (for a group) how many questions go with it. */
export interface FaqDeleting {
  kind: 'group' | 'question'
  id: number
  title: string
  questions: number
}

/** The page's data again, after a write. */
const reload = () => new Promise<void>((resolve) => router.reload({ only: ['faqData', 'lang'], onFinish: () => resolve() }))

/** Sends a write that has no form; a refusal is a toast. */
async function act(write: () => Promise<unknown>, doneKey?: string): Promise<boolean> {
  try {
    await write()
  } catch (e) {
    void notify('error', e instanceof ApiError && e.detail ? serverText(e.detail) : t('faq.failed'))
    return false
  }
  await reload()
  if (doneKey) void notify('success', t(doneKey))
  return true
}

/** The staff's editing of the FAQ: which dialog is open, and the writes behind them. */
export function useFaqEditor(lang: ContentLang) {
  const [groupDialog, setGroupDialog] = useState<{ open: boolean; group: FaqGroup | null }>({ open: false, group: null })
  const [questionDialog, setQuestionDialog] = useState<{ open: boolean; entry: FaqEntry | null; groupId: number }>({ open: false, entry: null, groupId: 0 })
  const [deleting, setDeleting] = useState<FaqDeleting | null>(null)
  const [busy, setBusy] = useState(false)

  const saveGroup = async (fields: GroupFields) => {
    const g = groupDialog.group
    await (g ? faqApi.updateGroup(g.id, fields) : faqApi.createGroup(lang, fields))
    await reload()
    void notify('success', t(g ? 'faq.flash.groupSaved' : 'faq.flash.groupAdded'))
  }
  const saveQuestion = async (fields: QuestionFields) => {
    const q = questionDialog.entry
    await (q ? faqApi.updateQuestion(q.id, fields) : faqApi.createQuestion(fields))
    await reload()
    void notify('success', t(q ? 'faq.flash.questionSaved' : 'faq.flash.questionAdded'))
  }
  const confirmDelete = async () => {
    if (!deleting) return
    setBusy(true)
    const d = deleting
    const ok = await act(
      () => (d.kind === 'group' ? faqApi.deleteGroup(d.id, d.questions > 0) : faqApi.deleteQuestion(d.id)),
      d.kind === 'group' ? 'faq.flash.groupDeleted' : 'faq.flash.questionDeleted',
    )
    setBusy(false)
    if (ok) setDeleting(null)
  }

  return {
    groupDialog,
    questionDialog,
    deleting,
    busy,
    addGroup: () => setGroupDialog({ open: true, group: null }),
    editGroup: (group: FaqGroup) => setGroupDialog({ open: true, group }),
    closeGroup: () => setGroupDialog((d) => ({ ...d, open: false })),
    addQuestion: (groupId: number) => setQuestionDialog({ open: true, entry: null, groupId }),
    editQuestion: (entry: FaqEntry, groupId: number) => setQuestionDialog({ open: true, entry, groupId }),
    closeQuestion: () => setQuestionDialog((d) => ({ ...d, open: false })),
    saveGroup,
    saveQuestion,
    askDeleteGroup: (g: FaqGroup) => setDeleting({ kind: 'group', id: g.id, title: g.title, questions: g.qandA.length }),
    askDeleteQuestion: (q: FaqEntry) => setDeleting({ kind: 'question', id: q.id, title: q.question, questions: 0 }),
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    moveGroup: (id: number, direction: 'up' | 'down') => act(() => faqApi.moveGroup(id, direction)),
    moveQuestion: (id: number, direction: 'up' | 'down') => act(() => faqApi.moveQuestion(id, direction)),
  }
}

export type FaqEditor = ReturnType<typeof useFaqEditor>
