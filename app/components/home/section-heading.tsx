import { cn } from "~/lib/utils";

/** A woven Faso Dan Fani strip: the studio's signature mark before a section's eyebrow. */
export function WovenStrip({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("inline-block h-2 w-10 rounded-full bg-faso-dan-fani bg-[length:auto_100%] bg-repeat-x", className)}
    />
  );
}

/** The eyebrow, heading and lead at the top of a section; `id` names the section (aria-labelledby). */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "left",
  className,
  eyebrowLang,
  titleLang,
}: {
  id: string;
  eyebrow: string;
  title: string;
  /** Set when the text is not in the page's language (published content shown in the other one). */
  eyebrowLang?: string;
  titleLang?: string;
  lead?: string;
  align?: "left" | "center";
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      <p
        lang={eyebrowLang}
        className={cn(
          "flex items-center gap-3 text-sm font-semibold uppercase tracking-[0.14em] text-accent",
          align === "center" && "justify-center",
        )}
      >
        <WovenStrip />
        {eyebrow}
      </p>
      <h2
        id={id}
        lang={titleLang}
        className="mt-3 font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
      >
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-pretty text-muted-foreground">{lead}</p>}
    </div>
  );
}
