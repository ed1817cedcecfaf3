import type { ReactNode } from "react";

/** The closing call to action of the services and workshops pages: an indigo band with the site's weave. */
export function ClosingCta({
  id,
  title,
  lead,
  children,
  actions,
}: {
  id: string;
  title: string;
  lead: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="px-4 py-16 sm:px-6 md:py-24">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-indigo-cloth px-6 py-12 text-sand sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-2 bg-faso-dan-fani bg-[length:auto_100%] bg-repeat-x"
        />
        <div
          aria-hidden="true"
          className="absolute -right-28 -bottom-36 hidden size-[26rem] rounded-full border-2 border-dashed border-sun/40 lg:block"
        />
        <div aria-hidden="true" className="absolute -right-12 -bottom-20 hidden size-64 rounded-full bg-sun lg:block" />
        <div className="relative max-w-2xl">
          <h2 id={id} className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-sand/85">{lead}</p>
          {children}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
        </div>
      </div>
    </section>
  );
}

/** Buttons on the indigo band: sun-yellow for the main action, a sand outline for the others. */
export const onIndigo = {
  primary:
    "inline-flex h-12 items-center justify-center gap-2 rounded-md bg-sun px-6 text-base font-semibold text-charcoal transition-colors hover:bg-sand [&_svg]:size-4",
  secondary:
    "inline-flex h-12 items-center justify-center gap-2 rounded-md border-2 border-sand/70 px-6 text-base font-semibold text-sand transition-colors hover:bg-sand hover:text-indigo-cloth [&_svg]:size-4",
};
