/**
 * The user pages' pieces made of Headless UI, imported by all three pages
 * through this one module (the pages' other pieces are imported directly). Why: the bundler splits a library module (a Headless UI hook, an
 * icon) into chunks by the set of pages that reach it. Reached by List, View
 * and Edit alike, the pieces these pages share with the application shell stay
 * in the shell's existing chunks instead of splitting them, which would add
 * files to the list every page (the sign-in page too) has to preload.
 */
export { default as AddUserPanel } from './AddUserPanel'
export { CheckboxesField, RadioField } from './ChoiceFields'
export { default as ConfirmDialog } from '@/Components/Form/ConfirmDialog'
export { default as EditTabs } from './EditTabs'
