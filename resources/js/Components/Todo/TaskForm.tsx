import { Field, Label, Switch } from '@headlessui/react'
import { LoaderCircle, Plus, RotateCcw, Save, Trash2 } from 'lucide-react'
import { lazy, Suspense, useId } from 'react'
import { DrawerForm, SubmitButton } from '@/Components/Form/Drawer'
import FormField from '@/Components/Form/Field'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import AssigneePicker from './AssigneePicker'
import TagPicker from './TagPicker'
import { useTaskForm } from './useTaskForm'
import type { Task, TaskDraft } from './types'

/** TipTap and ProseMirror: fetched when the panel first opens (or "Add task" is hovered). */
export const loadEditor = () => import('@/Components/RichEditor')
const RichEditor = lazy(loadEditor)

interface TaskFormProps {
  /** null: a new task. */
  task: Task | null
  initial: TaskDraft
  onClose: () => void
}

const spinner = <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />

/** The panel's content: title, assignee, due date, tags, description, important; save and delete or restore. */
export default function TaskForm({ task, initial, onClose }: TaskFormProps) {
  const { t } = useTranslation()
  const { draft, set, errors, busy, save, remove, restore } = useTaskForm(task, initial, onClose)
  const descriptionId = useId()
  const deleted = task?.isDeleted ?? false

  return (
    <DrawerForm
      title={task ? t('todo.panel.editTitle') : t('todo.panel.addTitle')}
      closeLabel={t('todo.panel.close')}
      onClose={onClose}
      onSubmit={save}
      busy={busy !== null}
      footer={
        <>
          <SubmitButton label={task ? t('todo.panel.save') : t('todo.panel.create')} icon={task ? Save : Plus} busy={busy === 'save'} disabled={busy !== null} />
          <button type="button" onClick={onClose} className="btn-ghost px-4">
            {t('todo.panel.cancel')}
          </button>
          {task &&
            (deleted ? (
              <button type="button" onClick={restore} disabled={busy !== null} className="btn-outline ms-auto px-4">
                {busy === 'restore' ? spinner : <RotateCcw className="size-4" aria-hidden="true" />}
                {t('todo.panel.restore')}
              </button>
            ) : (
              <button type="button" onClick={remove} disabled={busy !== null} className="btn ms-auto border border-danger/70 px-4 text-heading hover:bg-danger/10">
                {busy === 'delete' ? spinner : <Trash2 className="size-4 text-danger" aria-hidden="true" />}
                {t('todo.panel.delete')}
              </button>
            ))}
        </>
      }
    >
      {errors.id && (
        <p className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger" role="alert">
          {serverText(errors.id)}
        </p>
      )}
      <FormField label={t('todo.panel.title')} value={draft.title} onChange={(v) => set('title', v)} error={errors.title} maxLength={200} data-autofocus />
      <AssigneePicker value={draft.assignee} onChange={(p) => set('assignee', p)} error={errors.assignee} />
      <FormField label={t('todo.panel.dueDate')} type="date" value={draft.dueDate} onChange={(v) => set('dueDate', v)} error={errors.dueDate} />
      <TagPicker value={draft.tags} onChange={(tags) => set('tags', tags)} error={errors.tags} />
      <div>
        <p id={descriptionId} className="form-label">
          {t('todo.panel.description')}
        </p>
        <div className="flex h-60 flex-col overflow-hidden rounded-md border border-input focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/25">
          <Suspense
            fallback={
              <p role="status" className="flex flex-1 items-center justify-center gap-2 text-sm text-muted">
                {spinner}
                {t('todo.panel.editorLoading')}
              </p>
            }
          >
            <RichEditor
              label={t('todo.panel.description')}
              placeholder={t('todo.panel.descriptionPlaceholder')}
              initial={initial.description}
              onChange={(html) => set('description', html)}
              onEscape={onClose}
              invalid={Boolean(errors.description)}
            />
          </Suspense>
        </div>
        {errors.description && (
          <p className="form-error" role="alert">
            {serverText(errors.description)}
          </p>
        )}
      </div>
      <Field className="flex items-center justify-between gap-4">
        <Label className="cursor-pointer text-[0.9375rem] text-heading">{t('todo.panel.important')}</Label>
        <Switch
          checked={draft.isImportant}
          onChange={(on) => set('isImportant', on)}
          className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-input transition-colors focus:outline-none data-checked:bg-primary-solid data-focus:ring-2 data-focus:ring-primary/40 data-focus:ring-offset-2 data-focus:ring-offset-surface"
        >
          <span
            aria-hidden="true"
            className="absolute start-0.75 top-0.75 size-4.5 rounded-full bg-white shadow-soft transition-[inset-inline-start] group-data-checked:start-5.75 motion-reduce:transition-none"
          />
        </Switch>
      </Field>
    </DrawerForm>
  )
}
