import type { ReactNode } from "react";

/** The frame of a signed-in page: a title and its content. */
export function DashboardPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}
