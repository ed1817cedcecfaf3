import { CaseStudiesContent } from "./case-studies";
import { deferredSection } from "./deferred-section";

/**
 * The case studies: below the fold, and without JavaScript the first one shows in full, so the tabs'
 * code and the section's strings load as it nears the screen (decision 0007).
 */
export const CaseStudiesSection = deferredSection(
  // A constant in each build: the browser bundle leaves the static import out and loads the chunk instead.
  import.meta.env.SSR ? CaseStudiesContent : null,
  () => import("./case-studies").then((module) => module.CaseStudiesContent),
  ["homeCases"],
);
