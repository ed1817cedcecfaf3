import { useTranslation } from "~/locales/runtime/react";
import { StatusBadge } from "~/components/admin/status-badge";
import {
  contractStatusTones,
  healthTone,
  projectStatusTones,
  type ContractStatus,
  type ProjectStatus,
} from "~/lib/clients/admin";

/** The health score as 'n/10', green from 8, yellow from 5, red below; 'Not set' without a score. */
export function HealthBadge({ score }: { score: number | null }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={healthTone(score)}>
      {score === null ? t("backOffice.health.notSet") : t("backOffice.health.score", { score: String(score) })}
    </StatusBadge>
  );
}

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={projectStatusTones[status]}>{t(`clients.projectStatus.${status}`)}</StatusBadge>;
}

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={contractStatusTones[status]}>{t(`clients.contractStatus.${status}`)}</StatusBadge>;
}
