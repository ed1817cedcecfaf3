import { deferredSection } from "./deferred-section";
import { ServicesTabsContent } from "./services-tabs";

/**
 * The services section: below the fold, and without JavaScript its tabs show design thinking and
 * /services has every service, so its code and strings load as it nears the screen (decision 0007).
 */
export const ServicesSection = deferredSection(
  // A constant in each build: the browser bundle leaves the static import out and loads the chunk instead.
  import.meta.env.SSR ? ServicesTabsContent : null,
  () => import("./services-tabs").then((module) => module.ServicesTabsContent),
  ["services"],
);
