import type { Translation } from "../types";

export const backOffice: Translation["backOffice"] = {
  table: {
    search: "Search",
    clear: "Clear search",
    noResults: "No results.",
    sortBy: "Sort by",
    sortedAscending: "sorted ascending",
    sortedDescending: "sorted descending",
    actions: "Actions",
    none: "—",
  },
  pager: {
    label: "Table pages",
    previous: "Previous",
    next: "Next",
    first: "First page",
    last: "Last page",
    status: "Page {{page}} of {{pages}}",
    range: "{{from}}–{{to}} of {{total}}",
    empty: "0 of 0",
  },
  dialog: {
    close: "Close",
    cancel: "Cancel",
    save: "Save",
    saving: "Saving…",
    create: "Create",
    creating: "Creating…",
    delete: "Delete",
    deleting: "Deleting…",
    edit: "Edit",
  },
  tags: {
    add: "Add",
    addNamed: "Add tag",
    remove: "Remove {{tag}}",
    hint: "Type a tag, then Enter or +.",
    commaHint: "Separate tags with commas, then Enter or +.",
    more: "+{{count}}",
  },
  health: {
    notSet: "Not set",
    score: "{{score}}/10",
  },
  toast: {
    success: "Success",
    error: "Error",
  },
  errors: {
    stale:
      "Someone else changed this record since you opened it: your changes were not saved. The form now shows the saved version; make your changes again, then save.",
    version: "This form is incomplete. Reload the page and try again.",
    notFound: "This record no longer exists.",
    tagTooLong: "A tag has at most 50 characters.",
    tooManyTags: "At most 20 tags.",
  },
};
