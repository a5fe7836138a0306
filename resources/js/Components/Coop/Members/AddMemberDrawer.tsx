import { useForm } from '@inertiajs/react'
import { UserRoundPlus } from 'lucide-react'
import { useEffect, useState } from 'react'
import TiersFields from '@/Components/Coop/Tiers/TiersFields'
import { EMPTY_INPUT } from '@/Components/Coop/Tiers/labels'
import type { Input } from '@/Components/Coop/types'
import Drawer, { DrawerForm, SubmitButton } from '@/Components/Form/Drawer'
import Field from '@/Components/Form/Field'
import { getJSON } from '@/lib/http'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { refusedWith } from '@/Components/Form/form'
import { MEMBERS_PATH } from './types'

/** Options of the visits here that change something: a refusal that is not a field's is a toast. */
const refused = refusedWith('users.failed')

interface Suggestion {
  id: number
  name: string
  email: string
}

interface AddMemberDrawerProps {
  open: boolean
  /** A new key each opening: a fresh, empty form. */
  session: number
  partsMin: number
  partsMax: number
  onClose: () => void
}

/** Up to 20 tiers of the register whose name, e-mail, SIREN or city holds q (GET /api/coop/tiers). */
function useSuggestions(q: string): Suggestion[] {
  const [found, setFound] = useState<Suggestion[]>([])
  useEffect(() => {
    if (q.trim().length < 2) return setFound([])
    const ctl = new AbortController()
    const timer = setTimeout(() => {
      getJSON<{ tiers: Suggestion[] }>(`/api/coop/tiers?q=${encodeURIComponent(q.trim())}`, ctl.signal)
        .then((r) => setFound(r.tiers))
        .catch(() => undefined)
    }, 250)
    return () => {
      clearTimeout(timer)
      ctl.abort()
    }
  }, [q])
  return found
}

function AddForm({ partsMin, partsMax, onClose }: Omit<AddMemberDrawerProps, 'open' | 'session'>) {
  const { t } = useTranslation()
  const [mode, setMode] = useState<'existing' | 'new'>('existing')
  const [q, setQ] = useState('')
  const [chosen, setChosen] = useState<Suggestion | null>(null)
  const [parts, setParts] = useState(String(partsMin))
  const found = useSuggestions(chosen ? '' : q)
  // The register's own fields (helper of the Clients page): a new member is
  // entered as completely, and checked as strictly, as a new client.
  const form = useForm<Input>({ ...EMPTY_INPUT, isClient: false })
  form.transform((d) => {
    const partsWished = Number(parts) || 0
    if (mode === 'existing') return { tiersId: chosen?.id ?? 0, partsWished }
    return { tiers: d, partsWished }
  })
  const submit = () => {
    if (!form.processing) form.post(MEMBERS_PATH, { preserveScroll: true, ...refused, onSuccess: onClose })
  }
  const errors = form.errors as Record<string, string | undefined>
  const general = errors.form ?? errors.tiersId
  return (
    <DrawerForm
      title={t('coop.members.addForm.title')}
      closeLabel={t('coop.members.addForm.close')}
      onClose={onClose}
      onSubmit={submit}
      busy={form.processing}
      footer={
        <>
          <SubmitButton label={t('coop.members.addForm.submit')} icon={UserRoundPlus} busy={form.processing} />
          <button type="button" onClick={onClose} className="btn-ghost px-4">
            {t('coop.members.addForm.cancel')}
          </button>
        </>
      }
    >
      <fieldset className="grid gap-2">
        <legend className="form-label">{t('coop.members.addForm.mode')}</legend>
        {(['existing', 'new'] as const).map((m) => (
          <label key={m} className="flex items-center gap-2 text-sm">
            <input type="radio" name="mode" className="form-check" checked={mode === m} onChange={() => setMode(m)} />
            {t(`coop.members.addForm.${m}`)}
          </label>
        ))}
      </fieldset>
      {general && (
        <p className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-heading" role="alert">
          {serverText(general)}
        </p>
      )}
      {mode === 'existing' ? (
        <div>
          <Field
            label={t('coop.members.addForm.search')}
            placeholder={t('coop.members.addForm.searchPlaceholder')}
            value={chosen ? chosen.name : q}
            onChange={(v) => {
              setChosen(null)
              setQ(v)
            }}
            autoComplete="off"
            data-autofocus
          />
          {chosen ? (
            <p className="mt-2 text-sm text-heading">{t('coop.members.addForm.chosen', { name: chosen.name })}</p>
          ) : (
            q.trim().length >= 2 && (
              <ul className="mt-2 grid max-h-60 gap-1 overflow-y-auto" aria-live="polite">
                {found.length === 0 && <li className="text-sm text-muted">{t('coop.members.addForm.noMatch')}</li>}
                {found.map((s) => (
                  <li key={s.id}>
                    <button type="button" className="w-full rounded-lg px-3 py-2 text-start text-sm hover:bg-surface-alt" onClick={() => setChosen(s)}>
                      <span className="block font-medium text-heading">{s.name}</span>
                      <span className="block text-xs text-muted" dir="ltr">
                        {s.email}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )
          )}
        </div>
      ) : (
        <TiersFields form={form} />
      )}
      <Field
        label={t('coop.members.addForm.partsWished')}
        type="number"
        min={partsMin}
        max={partsMax}
        hint={t('coop.members.addForm.partsHint', { min: partsMin, max: partsMax })}
        value={parts}
        onChange={setParts}
        error={errors.partsWished}
      />
    </DrawerForm>
  )
}

/** The side panel where staff make someone a candidate: a tiers of the register, or a new person. */
export default function AddMemberDrawer({ open, session, ...rest }: AddMemberDrawerProps) {
  return (
    <Drawer open={open} onClose={rest.onClose}>
      <AddForm key={session} {...rest} />
    </Drawer>
  )
}
