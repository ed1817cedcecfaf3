import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProjectStatusBadge } from "~/components/clients/badges";
import type { ProjectStatus } from "~/lib/clients/admin";
import { useTranslation } from "~/locales/runtime/react";

/** One card of an organization's page: a titled section, with an optional action beside its title. */
export function SectionCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-xl border bg-card p-4 sm:p-5" aria-label={title}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-display text-lg font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A project as the organization's page lists it. */
interface OrganizationProject {
  id: string;
  title: string;
  status: ProjectStatus;
  teamSize: number;
}

/** The organization's projects, each linking to its editor and its team. */
export function OrganizationProjects({ projects }: { projects: readonly OrganizationProject[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t("clients.page.projects.title")}>
      {projects.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("clients.page.projects.empty")}</p>
      ) : (
        <ul className="divide-y">
          {projects.map((project) => (
            <li
              key={project.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2.5 first:pt-0 last:pb-0"
            >
              <Link
                to={`/admin/projects/${project.id}/edit`}
                className="min-w-0 font-medium break-words text-primary hover:underline"
              >
                {project.title}
              </Link>
              <span className="flex items-center gap-3 text-sm text-muted-foreground">
                <ProjectStatusBadge status={project.status} />
                <Link to={`/admin/projects/${project.id}/team`} className="hover:underline">
                  {t("clients.page.projects.team", { count: project.teamSize })}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
