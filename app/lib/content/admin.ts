/** The admin content list's view in the URL (/admin/cms?show=drafts): every item, or only the unpublished ones. */
export const contentListViews = ["all", "drafts"] as const;
export type ContentListView = (typeof contentListViews)[number];

/** The view a URL asks for; anything else is every item, so a tampered link still shows the list. */
export function contentListViewOf(params: URLSearchParams): ContentListView {
  return contentListViews.find((view) => view === params.get("show")) ?? "all";
}
