/**
 * The six services in their order, with their stable id (used in URLs:
 * /services#design-thinking), their locale key (services.items.<key>) and their illustration.
 */
export const serviceCatalog = [
  { id: "design-thinking", key: "designThinking", art: "/art/services/design-thinking.svg" },
  { id: "digital-product", key: "digitalProduct", art: "/art/services/digital-product.svg" },
  { id: "innovation-strategy", key: "innovationStrategy", art: "/art/services/innovation-strategy.svg" },
  { id: "startup-acceleration", key: "startupAcceleration", art: "/art/services/startup-acceleration.svg" },
  { id: "system-thinking", key: "systemThinking", art: "/art/services/system-thinking.svg" },
  { id: "future-thinking", key: "futureThinking", art: "/art/services/future-thinking.svg" },
] as const;

export type ServiceId = (typeof serviceCatalog)[number]["id"];
export const defaultServiceId: ServiceId = "design-thinking";
