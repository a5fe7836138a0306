import { Head, router } from '@inertiajs/react'
import { SearchX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { EmptyState } from '@/Components/DataTable'
import ConfirmDialog from '@/Components/Form/ConfirmDialog'
import { FAQ_PATH } from '@/Components/Faq/api'
import FaqGroupPanel from '@/Components/Faq/FaqGroupPanel'
import FaqHeader from '@/Components/Faq/FaqHeader'
import FaqNav from '@/Components/Faq/FaqNav'
import GroupDialog from '@/Components/Faq/GroupDialog'
import LangSwitch from '@/Components/Faq/LangSwitch'
import QuestionDialog from '@/Components/Faq/QuestionDialog'
import { groupsOf, type ContentLang, type FaqPageProps } from '@/Components/Faq/types'
import { useContentLanguage } from '@/Components/Faq/useContentLanguage'
import { useFaqEditor } from '@/Components/Faq/useFaqEditor'
import { useAbility } from '@/lib/ability'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'

/**
 * The FAQ (/pages/faq): a search over questions and answers, the groups on
 * the side and the chosen group's questions as an accordion. Staff (who
 * manage Content) write it: groups and questions, their order, in the
 * language they choose.
 */
export default function Faq({ faqData, lang, q, options }: FaqPageProps) {
  const { t, i18n } = useTranslation()
  const canManage = useAbility().can('manage', 'Content')
  const groups = groupsOf(faqData)
  const [chosen, setChosen] = useState('')
  const active = groups.find((g) => g.code === chosen) ?? groups[0]
  const editor = useFaqEditor(lang)
  const searching = q.trim() !== ''
  useContentLanguage(['faqData', 'lang'])

  // What the person asked for last: a search still waiting for its pause and a
  // language picked meanwhile both end up in the one URL.
  const wanted = useRef({ q, lang })
  useEffect(() => {
    wanted.current = { q, lang }
  }, [q, lang])
  const visit = (params: { q?: string; lang?: ContentLang }) => {
    const next = { ...wanted.current, ...params }
    wanted.current = next
    router.get(FAQ_PATH, { ...(next.q ? { q: next.q } : {}), ...(canManage ? { lang: next.lang } : {}) }, { preserveState: true, preserveScroll: true, replace: true, only: ['faqData', 'lang', 'q'] })
  }
  const matches = groups.reduce((n, g) => n + g.qandA.length, 0)
  const deleting = editor.deleting

  return (
    <>
      <Head title={t('faq.title')} />
      <div className="grid gap-6">
        <FaqHeader q={q} onSearch={(text) => visit({ q: text })} />
        {canManage && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted">{t('faq.editing', { lang: t(`faq.inLang.${lang}`) })}</p>
            <LangSwitch value={lang} langs={options.langs} onChange={(l) => visit({ lang: l })} />
          </div>
        )}
        {searching && groups.length > 0 && (
          <p className="text-sm text-muted" aria-live="polite">
            {tCount('faq.matches', matches, { n: formatNumber(matches, i18n.language), q })}
          </p>
        )}
        {groups.length === 0 ? (
          <div className="card px-5 py-12">
            <EmptyState icon={SearchX} text={searching ? t('faq.noMatch', { q }) : t('faq.empty')}>
              {searching ? (
                <button type="button" className="btn-outline" onClick={() => visit({ q: '' })}>
                  {t('faq.clearSearch')}
                </button>
              ) : (
                canManage && (
                  <button type="button" className="btn-primary" onClick={editor.addGroup}>
                    {t('faq.group.add')}
                  </button>
                )
              )}
            </EmptyState>
          </div>
        ) : (
          <div className="grid items-start gap-6 lg:grid-cols-[17rem_1fr]">
            <div className="card p-3 lg:sticky lg:top-24">
              <FaqNav groups={groups} active={active?.code ?? ''} onSelect={setChosen} onAdd={canManage && !searching ? editor.addGroup : undefined} />
            </div>
            <div className="card p-5">
              {active && (
                <FaqGroupPanel
                  key={`${active.code}-${q}`}
                  group={active}
                  first={groups[0]?.code === active.code}
                  last={groups[groups.length - 1]?.code === active.code}
                  searching={searching}
                  editor={canManage ? editor : undefined}
                />
              )}
            </div>
          </div>
        )}
      </div>
      {canManage && (
        <>
          <GroupDialog open={editor.groupDialog.open} group={editor.groupDialog.group} options={options} onSave={editor.saveGroup} onClose={editor.closeGroup} />
          <QuestionDialog
            open={editor.questionDialog.open}
            entry={editor.questionDialog.entry}
            groupId={editor.questionDialog.groupId}
            groups={groups}
            options={options}
            onSave={editor.saveQuestion}
            onClose={editor.closeQuestion}
          />
          <ConfirmDialog
            open={deleting !== null}
            title={deleting?.kind === 'group' ? t('faq.group.deleteTitle') : t('faq.question.deleteTitle')}
            body={
              deleting?.kind === 'group' && deleting.questions > 0
                ? tCount('faq.group.deleteWith', deleting.questions, { title: deleting.title, n: formatNumber(deleting.questions, i18n.language) })
                : t('faq.deleteBody', { title: deleting?.title ?? '' })
            }
            confirmLabel={t('faq.delete')}
            cancelLabel={t('faq.cancel')}
            busy={editor.busy}
            onConfirm={() => void editor.confirmDelete()}
            onClose={editor.cancelDelete}
          />
        </>
      )}
    </>
  )
}
