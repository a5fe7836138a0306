import { useForm } from '@inertiajs/react'
import { refusedWith } from '@/Components/Form/form'
import { useTranslation } from '@/lib/i18n'
import { draftOf, settingsOf, type Draft } from './convert'
import { CONFIG_PATH, type Settings } from './types'

/** Options of the save: a refusal that is not a field's is a toast. */
const refused = refusedWith('coop.config.failed')

/** The configuration's form: its draft, each field's error, and Save. */
export function useConfigForm(settings: Settings) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const form = useForm<Draft>(draftOf(settings, lang))
  const errors = form.errors as Record<string, string | undefined>

  /** Changes the draft and forgets the errors of the fields named. */
  const update = (change: (d: Draft) => Draft, ...fields: string[]) => {
    form.setData((d) => change(d))
    const stale = fields.filter((f) => errors[f])
    if (stale.length) form.clearErrors(...(stale as never[]))
  }

  const save = () => {
    if (form.processing) return
    const converted = settingsOf(form.data, lang)
    if (converted.invalid) {
      form.clearErrors()
      form.setError(Object.fromEntries(converted.invalid.map((f) => [f, t('coop.config.errors.number')])) as never)
      return
    }
    form.transform(() => converted.settings as never)
    form.put(CONFIG_PATH, {
      preserveScroll: true,
      ...refused,
      // The saved settings, as the server wrote them (an IBAN in capitals…), become the form.
      onSuccess: (page) => form.setData(draftOf((page.props as unknown as { settings: Settings }).settings, lang)),
    })
  }

  return { data: form.data, errors, update, save, processing: form.processing, isDirty: form.isDirty }
}

export type ConfigForm = ReturnType<typeof useConfigForm>
