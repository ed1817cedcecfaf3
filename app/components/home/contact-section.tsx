import { ContactContent } from "./contact-content";
import { deferredSection } from "./deferred-section";

/**
 * The contact section: last on the page, and its form already works as a plain HTML form, so its code
 * and strings (about 7 KB gzipped) load as it nears the screen (decision 0007).
 */
export const ContactSection = deferredSection(
  // A constant in each build: the browser bundle leaves the static import out and loads the chunk instead.
  import.meta.env.SSR ? ContactContent : null,
  () => import("./contact-content").then((module) => module.ContactContent),
  ["contact", "homeContact"],
);
