import { useRouteLoaderData } from "react-router";

/** The site's currency, from the organization page the contract dialogs sit on. */
export function useOrganizationCurrency(): string {
  const page = useRouteLoaderData("routes/admin/clients/organization") as { currency?: string } | undefined;
  return page?.currency ?? "USD";
}
