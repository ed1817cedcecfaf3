import { ArrowRight, Globe } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Await, Link } from "react-router";
import { LocalizedText } from "~/components/i18n/localized-text";
import { buttonVariants } from "~/components/ui/button";
import { externalUrl } from "~/lib/urls";
import { useLocalizedHref } from "~/lib/use-page-language";
import { cn } from "~/lib/utils";
import type { TeamFacilitator } from "~/lib/facilitators/public";
import { SectionHeading } from "./section-heading";

/** Four skeleton cards while the team is loading. */
const SKELETON_CARDS = 4;
const avatarTones = [
  "bg-indigo-cloth text-sand",
  "bg-laterite text-white",
  "bg-savanna text-white",
  "bg-sun text-charcoal",
];

/** lucide dropped brand marks; this is the LinkedIn "in" glyph. */
function LinkedInIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11H3zM9.5 9.75h3.8v1.5h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1v5.45h-4v-4.83c0-1.15-.02-2.64-1.6-2.64-1.61 0-1.86 1.26-1.86 2.56v4.91h-4z" />
    </svg>
  );
}

function initials(member: TeamFacilitator): string {
  return `${member.firstName.charAt(0)}${member.lastName.charAt(0)}`.toUpperCase();
}

function TeamCard({ member, index }: { member: TeamFacilitator; index: number }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const name = `${member.firstName} ${member.lastName}`.trim();
  const linkedin = externalUrl(member.linkedin);
  const website = externalUrl(member.website);
  const linkClass =
    "inline-flex size-9 items-center justify-center rounded-full border text-foreground/80 transition-colors hover:border-accent hover:text-accent";

  return (
    <li className="flex flex-col rounded-2xl border bg-card p-5 shadow-xs sm:p-6">
      {/* Phones: photo beside the name, so eight cards stay short; wider screens: photo above. */}
      <div className="flex items-center gap-4 sm:block">
        {member.profileImageUrl ? (
          <img
            src={member.profileImageUrl}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            className="size-16 shrink-0 rounded-full object-cover ring-4 ring-muted sm:size-20"
          />
        ) : (
          <span
            aria-hidden="true"
            className={cn(
              "inline-flex size-16 shrink-0 items-center justify-center rounded-full font-display text-xl font-semibold ring-4 ring-muted sm:size-20 sm:text-2xl",
              avatarTones[index % avatarTones.length],
            )}
          >
            {initials(member)}
          </span>
        )}
        <div className="min-w-0">
          <h3 className="font-display text-xl font-semibold sm:mt-5">
            <Link to={href(`/facilitators/${member.id}`)} className="hover:text-accent hover:underline">
              {name}
            </Link>
          </h3>
          <p className="mt-1 text-sm font-semibold text-accent">
            <LocalizedText
              value={{ fr: member.specialties.fr[0] ?? null, en: member.specialties.en[0] ?? null }}
              empty={t("home.team.specialtyFallback")}
            />
          </p>
        </div>
      </div>
      <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-muted-foreground">
        <LocalizedText value={member.bio} empty={t("home.team.defaultBio")} />
      </p>
      {(linkedin || website) && (
        <ul className="mt-auto flex gap-2 pt-5">
          {linkedin && (
            <li>
              <a href={linkedin} target="_blank" rel="noopener noreferrer" className={linkClass}>
                <LinkedInIcon className="size-4" />
                <span className="sr-only">{t("home.team.linkedin", { name })}</span>
              </a>
            </li>
          )}
          {website && (
            <li>
              <a href={website} target="_blank" rel="noopener noreferrer" className={linkClass}>
                <Globe className="size-4" aria-hidden="true" />
                <span className="sr-only">{t("home.team.website", { name })}</span>
              </a>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

function TeamSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mt-10">
      <span className="sr-only">{t("home.team.loading")}</span>
      <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} data-skeleton className="animate-pulse rounded-2xl border bg-card p-6">
            <div className="size-20 rounded-full bg-muted" />
            <div className="mt-5 h-5 w-2/3 rounded bg-muted" />
            <div className="mt-2 h-4 w-1/3 rounded bg-muted" />
            <div className="mt-4 space-y-2">
              <div className="h-3 rounded bg-muted" />
              <div className="h-3 rounded bg-muted" />
              <div className="h-3 w-4/5 rounded bg-muted" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TeamGrid({ members }: { members: TeamFacilitator[] }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  if (members.length === 0) {
    return (
      <div className="mt-10 rounded-2xl border border-dashed bg-card p-8 text-center">
        <p className="text-muted-foreground">{t("home.team.empty")}</p>
        <Link to={href("/join-facilitator")} className={buttonVariants({ variant: "outline", className: "mt-4" })}>
          {t("home.team.join")}
        </Link>
      </div>
    );
  }
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member, index) => (
        <TeamCard key={member.id} member={member} index={index} />
      ))}
    </ul>
  );
}

/**
 * Team: up to 8 approved, available facilitators. The first page load has them in the HTML; on a client
 * navigation the loader defers the query and the four skeleton cards show until it answers.
 */
export function TeamSection({ team }: { team: TeamFacilitator[] | Promise<TeamFacilitator[]> }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <section id="team" aria-labelledby="team-title" className="scroll-mt-16 bg-muted/60 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="team-title"
            eyebrow={t("home.team.eyebrow")}
            title={t("home.team.title")}
            lead={t("home.team.lead")}
          />
          <Link
            to={href("/facilitators")}
            className={buttonVariants({ variant: "outline", className: "shrink-0 self-start md:self-auto" })}
          >
            {t("home.team.viewAll")}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        {/* Only a deferred (client navigation) team gets a Suspense boundary: on a document load the
            cards are plain server HTML, which React would otherwise stream out of order behind a script. */}
        {Array.isArray(team) ? (
          <TeamGrid members={team} />
        ) : (
          <Suspense fallback={<TeamSkeleton />}>
            <Await resolve={team} errorElement={<p className="mt-10 text-muted-foreground">{t("home.team.empty")}</p>}>
              {(members) => <TeamGrid members={members} />}
            </Await>
          </Suspense>
        )}
      </div>
    </section>
  );
}
